import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoadMore } from "../../src/components/LoadMore";
import { renderWithProviders } from "../support/renderWithProviders";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A controllable IntersectionObserver: `reveal()` reports the sentinel in view. */
function fakeObserver() {
  const callbacks = new Set<Callback>();
  class FakeIntersectionObserver {
    constructor(private readonly callback: Callback) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  Object.defineProperty(window, "IntersectionObserver", {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
  return {
    reveal: () => {
      for (const callback of callbacks) callback([{ isIntersecting: true }]);
    },
    count: () => callbacks.size,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, "IntersectionObserver");
});

describe("LoadMore", () => {
  it("loads on click", async () => {
    const onLoad = jest.fn();
    renderWithProviders(<LoadMore onLoad={onLoad} isLoading={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it("is busy and inert while loading", () => {
    renderWithProviders(<LoadMore onLoad={jest.fn()} isLoading />);
    expect(screen.getByRole("button", { name: "Load more" })).toBeDisabled();
  });

  it("loads on its own when the sentinel nears the viewport (autoloadMore)", () => {
    const observer = fakeObserver();
    const onLoad = jest.fn();
    const { rerender } = renderWithProviders(
      <LoadMore onLoad={onLoad} isLoading={false} auto />,
    );
    act(() => observer.reveal());
    expect(onLoad).toHaveBeenCalledTimes(1);
    rerender(<LoadMore onLoad={onLoad} isLoading auto />);
    expect(observer.count()).toBe(0);
  });

  it("does not observe without autoloadMore", () => {
    const observer = fakeObserver();
    renderWithProviders(<LoadMore onLoad={jest.fn()} isLoading={false} />);
    expect(observer.count()).toBe(0);
  });
});
