import {
  compareIds,
  fillGap,
  gapMarker,
  insertAbove,
  keepNewest,
  keepOldest,
  mergeNewest,
  PENDING_CAP,
  prependIds,
  queuePending,
  removeIds,
  showPending,
  tidy,
} from "../../../src/store/timelines/items";

const ids = (from: number, to: number) => {
  const out: string[] = [];
  for (let n = from; n >= to; n -= 1) out.push(String(n));
  return out;
};

describe("timeline items", () => {
  it("orders ids like snowflakes: longer is newer", () => {
    expect(compareIds("99", "100")).toBeLessThan(0);
    expect(compareIds("abc", "abd")).toBeLessThan(0);
    expect(compareIds("5", "5")).toBe(0);
  });

  it("tidies adjacent and trailing gap markers, keeping a queue's trailing one", () => {
    expect(tidy(["3", "gap:3", "gap:2", "1", "gap:1"])).toEqual([
      "3",
      "gap:3",
      "1",
    ]);
    expect(tidy(["3", "gap:3"], true)).toEqual(["3", "gap:3"]);
  });

  it("prepends without duplicates, one id or many", () => {
    expect(prependIds(["4"], ["3", "2"])).toEqual(["4", "3", "2"]);
    expect(prependIds(["3"], ["3", "2"])).toEqual(["3", "2"]);
    expect(prependIds(["5", "4", "3"], ["3", "2"])).toEqual([
      "5",
      "4",
      "3",
      "2",
    ]);
  });

  it("joins a fresh first page that reaches what is held, else leaves a gap", () => {
    expect(mergeNewest(["5", "4", "3"], ["3", "2"], false)).toEqual([
      "5",
      "4",
      "3",
      "2",
    ]);
    expect(mergeNewest(["9", "8"], ["3", "2"], false)).toEqual([
      "9",
      "8",
      "gap:8",
      "3",
      "2",
    ]);
    expect(mergeNewest(["9", "8"], ["3", "2"], true)).toEqual([
      "9",
      "8",
      "3",
      "2",
    ]);
  });

  it("inserts a block above its anchor (streamed posts that came meanwhile stay on top)", () => {
    expect(insertAbove(["9", "3", "2"], "3", ["5", "4"])).toEqual([
      "9",
      "5",
      "4",
      "3",
      "2",
    ]);
    expect(insertAbove(["3", "2"], "missing", ["5"])).toEqual(["5", "3", "2"]);
  });

  it("removes ids and collapses the markers around them", () => {
    const items = ["5", "gap:5", "4", "gap:4", "1"];
    expect(removeIds(items, new Set(["4"]))).toEqual(["5", "gap:5", "1"]);
  });

  describe("fillGap", () => {
    const items = ["9", "gap:9", "2", "1"];
    it("closes a gap loaded from the top", () => {
      expect(fillGap(items, "gap:9", ["8", "7"], true, "top")).toEqual([
        "9",
        "8",
        "7",
        "2",
        "1",
      ]);
    });
    it("keeps a smaller marker below what was loaded from the top", () => {
      expect(fillGap(items, "gap:9", ["8", "7"], false, "top")).toEqual([
        "9",
        "8",
        "7",
        "gap:7",
        "2",
        "1",
      ]);
    });
    it("keeps the marker above what was loaded from the bottom", () => {
      expect(fillGap(items, "gap:9", ["4", "3"], false, "bottom")).toEqual([
        "9",
        "gap:9",
        "4",
        "3",
        "2",
        "1",
      ]);
    });
    it("ignores a marker that is gone", () => {
      expect(fillGap(items, "gap:x", ["8"], true, "top")).toEqual(items);
    });
  });

  it("keeps the newest window and says where older pages continue", () => {
    expect(keepNewest(ids(10, 1), 4)).toEqual({
      items: ["10", "9", "8", "7"],
      olderThan: "7",
    });
    expect(keepNewest(["3", "gap:3", "2"], 2)).toEqual({
      items: ["3"],
      olderThan: "3",
    });
    expect(keepNewest(["2", "1"], 4).olderThan).toBeNull();
  });

  it("keeps the oldest window behind an unbounded marker", () => {
    expect(keepOldest(ids(10, 1), 3)).toEqual([gapMarker(null), "3", "2", "1"]);
  });

  it("queues pending posts and marks the hole when the cap drops the oldest", () => {
    const many = ids(10_000 + PENDING_CAP + 50, 10_001);
    const queue = queuePending([], many, ["100"]);
    expect(queue).toHaveLength(PENDING_CAP);
    expect(queue[queue.length - 1]).toBe(
      gapMarker(queue[queue.length - 2] ?? ""),
    );
    expect(queuePending(["7"], ["8", "100"], ["100"])).toEqual(["8", "7"]);
  });

  it("shows the queue above the items, re-bounding a top marker", () => {
    expect(showPending(["9", "8"], ["8", "5"])).toEqual(["9", "8", "5"]);
    expect(showPending(["9", "8"], [gapMarker(null), "5"])).toEqual([
      "9",
      "8",
      "gap:8",
      "5",
    ]);
    expect(showPending(["9", "gap:9"], ["5"])).toEqual(["9", "gap:9", "5"]);
  });
});

describe("a fresh first page where ids are UUIDs", () => {
  // Random UUIDs: by text "f…" would count as newer than anything, "0…" as
  // older. Only what the page and the held items share tells them apart.
  const u = (c: string) => `${c.repeat(8)}-0000-4000-8000-${c.repeat(12)}`;

  it("keeps above the page only what came after it (held above what the page has)", () => {
    // 0… was streamed while the page loaded; by text it is the oldest.
    expect(
      mergeNewest([u("a"), u("2"), u("1")], [u("0"), u("2"), u("1")], false),
    ).toEqual([u("0"), u("a"), u("2"), u("1")]);
  });

  it("puts the page above held items it does not reach, with a gap", () => {
    // By text f… is newer than the page's top; it is only older.
    expect(mergeNewest([u("2"), u("1")], [u("f"), u("e")], false)).toEqual([
      u("2"),
      u("1"),
      `gap:${u("1")}`,
      u("f"),
      u("e"),
    ]);
  });
});
