import { act, fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { useScrolledPast } from "../../src/components/useScrolledPast";

type Observed = {
  callback: IntersectionObserverCallback;
  target: Element | null;
  disconnected: boolean;
};

/** jsdom has no IntersectionObserver: a stand-in that records what it watches. */
function installObserver(): Observed[] {
  const observed: Observed[] = [];
  class FakeObserver {
    private readonly entry: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, target: null, disconnected: false };
      observed.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  return observed;
}

function cross(observer: Observed, top: number, isIntersecting: boolean) {
  act(() => {
    observer.callback(
      [
        {
          isIntersecting,
          boundingClientRect: { top } as DOMRectReadOnly,
        } as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
  });
}

function Feed({ onChange }: { onChange: (past: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrolledPast(32, onChange, ref);
  return <div ref={ref} data-testid="feed" />;
}

afterEach(() => {
  Reflect.deleteProperty(window, "IntersectionObserver");
});

describe("useScrolledPast", () => {
  it("watches a marker threshold px below the top of the given element, and removes it on unmount", () => {
    const observed = installObserver();
    const onChange = jest.fn();
    const { getByTestId, unmount } = render(<Feed onChange={onChange} />);
    const feed = getByTestId("feed");
    const [observer] = observed;
    expect(observer?.target?.parentElement).toBe(feed);
    expect((observer?.target as HTMLElement).style.top).toBe("32px");

    cross(observer!, -1, false);
    expect(onChange).toHaveBeenLastCalledWith(true);
    cross(observer!, 5, true);
    expect(onChange).toHaveBeenLastCalledWith(false);
    // Below the viewport (not yet scrolled to) is not past.
    cross(observer!, 900, false);
    expect(onChange).toHaveBeenLastCalledWith(false);

    unmount();
    expect(observer!.disconnected).toBe(true);
    expect(feed.childElementCount).toBe(0);
  });

  it("without IntersectionObserver, reads the element's position on scroll", () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn();
      const { getByTestId } = render(<Feed onChange={onChange} />);
      expect(onChange).toHaveBeenLastCalledWith(false);
      const feed = getByTestId("feed");
      jest
        .spyOn(feed, "getBoundingClientRect")
        .mockReturnValue({ top: -40 } as DOMRect);
      act(() => {
        jest.advanceTimersByTime(100);
        fireEvent.scroll(window);
        jest.advanceTimersByTime(100);
      });
      expect(onChange).toHaveBeenLastCalledWith(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
