import {
  cssString,
  markerPlacement,
  newestSeenItem,
  SEEN_PX,
} from "../../../src/features/timeline/readingPosition";
import { gapMarker } from "../../../src/store/timelines/items";

const items = ["9", "8", gapMarker("8"), "5", "4"];
const row = (index: number, top: number, height = 100) => ({
  index,
  top,
  bottom: top + height,
});

describe("newestSeenItem", () => {
  it("is the row nearest the top of the timeline that is mostly in view", () => {
    // Row 0 is hidden under the header (ends at 60), row 1 is half in view.
    const rows = [row(0, -40), row(1, 50), row(3, 150)];
    expect(newestSeenItem(rows, items, 60, 800)).toBe("8");
  });

  it("needs half a row, or SEEN_PX of a tall one", () => {
    expect(newestSeenItem([row(0, 0)], items, 51, 800)).toBeNull();
    expect(newestSeenItem([row(0, 0)], items, 50, 800)).toBe("9");
    const tall = row(0, 0, 2000);
    expect(newestSeenItem([tall], items, 2000 - SEEN_PX, 3000)).toBe("9");
    expect(newestSeenItem([tall], items, 2001 - SEEN_PX, 3000)).toBeNull();
  });

  it("skips gaps and rows that are not laid out", () => {
    expect(newestSeenItem([row(2, 0), row(3, 100)], items, 0, 800)).toBe("5");
    expect(newestSeenItem([row(0, 0, 0)], items, 0, 800)).toBeNull();
  });
});

describe("markerPlacement", () => {
  it("places the divider on the saved post and counts the posts above it", () => {
    expect(markerPlacement(items, "5")).toEqual({ index: 3, newCount: 2 });
  });

  it("has nothing to mark when the saved post is the newest or not loaded", () => {
    expect(markerPlacement(items, "9")).toBeNull();
    expect(markerPlacement(items, "1")).toBeNull();
    expect(markerPlacement(items, null)).toBeNull();
  });
});

describe("cssString", () => {
  it("quotes generated content safely", () => {
    expect(cssString('Du warst "hier"\\')).toBe('"Du warst \\"hier\\"\\\\"');
    expect(cssString("a\nb</style>")).toBe('"a\\A b\\3C /style>"');
  });
});
