import type { Virtualizer, VirtualItem } from "@tanstack/react-virtual";
import { act, renderHook } from "@testing-library/react";
import { useScrollAnchor } from "../../../src/widgets/timeline/useScrollAnchor";

const ROW = 100;

/** The parts of a window virtualiser the hook reads: rows of 100 px from `top`. */
function fakeVirtualizer(getItems: () => string[], top = 50) {
  const rows = (): VirtualItem[] =>
    getItems().map((key, index) => ({
      key,
      index,
      start: top + index * ROW,
      end: top + (index + 1) * ROW,
      size: ROW,
      lane: 0,
    }));
  const fake = {
    get measurementsCache() {
      return rows();
    },
    getTotalSize: () => getItems().length * ROW,
    getVirtualItemForOffset: (offset: number) =>
      rows()
        .filter((row) => row.start <= offset)
        .pop() ?? rows()[0],
  };
  return fake as unknown as Virtualizer<Window, Element>;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", {
    value: y,
    configurable: true,
    writable: true,
  });
  window.dispatchEvent(new Event("scroll"));
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  scrollWindowTo(0);
});

function renderAnchor(initial: string[], enabled: boolean) {
  let items = initial;
  const virtualizer = fakeVirtualizer(() => items);
  const hook = renderHook(
    ({ list, on }: { list: string[]; on: boolean }) =>
      useScrollAnchor(virtualizer, list, on),
    { initialProps: { list: items, on: enabled } },
  );
  const update = (list: string[], on = enabled) => {
    items = list;
    hook.rerender({ list, on });
  };
  return { update };
}

describe("useScrollAnchor", () => {
  it("keeps the first visible post in place when posts above it go", () => {
    const { update } = renderAnchor(["a", "b", "c", "d", "e"], true);
    act(() => scrollWindowTo(50 + 2 * ROW + 30)); // 30 px into "c"
    update(["c", "d", "e"]);
    expect(scrollTo).toHaveBeenCalledWith({
      top: 50 + 30,
      behavior: "instant",
    });
  });

  it("falls back to the next post when the anchor itself is deleted", () => {
    const { update } = renderAnchor(["a", "b", "c", "d"], true);
    act(() => scrollWindowTo(50 + ROW)); // top of "b"
    update(["a", "c", "d"]);
    // "c" was 100 px below the viewport top and stays there: it now starts
    // at 150, so the viewport moves to 50.
    expect(scrollTo).toHaveBeenCalledWith({ top: 50, behavior: "instant" });
  });

  it("does nothing at the top, where new posts are meant to show", () => {
    const { update } = renderAnchor(["b", "c"], false);
    act(() => scrollWindowTo(60));
    update(["a", "b", "c"]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  // Regression: a scroll listener that leaves the top (the top reporter) made
  // React render before the anchor was recorded; the stale anchor sent the
  // page back to the top.
  it("does not move the page when the reader leaves the top", () => {
    let leaveTop: () => void = () => undefined;
    const reporter = () => leaveTop();
    window.addEventListener("scroll", reporter);
    const { update } = renderAnchor(["a", "b", "c"], false);
    leaveTop = () => update(["a", "b", "c"], true);
    scrollWindowTo(250);
    window.removeEventListener("scroll", reporter);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  // Issue 22: reading the position in the layout effect forced the page's
  // layout in the commit that had just added the rows, once per live batch.
  it("reads the window's position as it scrolls, not as rows change", () => {
    const { update } = renderAnchor(["b", "c", "d"], true);
    act(() => scrollWindowTo(50 + ROW + 30)); // 30 px into "c"
    let reads = 0;
    Object.defineProperty(window, "scrollY", {
      configurable: true,
      get: () => {
        reads += 1;
        return 50 + ROW + 30;
      },
    });
    update(["a", "b", "c", "d"]);
    update(["x", "a", "b", "c", "d"]);
    expect(reads).toBe(0);
    // Each change kept "c" in place, counting from the position restored.
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: 50 + 3 * ROW + 30,
      behavior: "instant",
    });
  });
});
