import {
  mergePage,
  settleTakenOut,
  takeOut,
  type TakenOut,
} from "../../src/store/pagedList";

const id = (item: { id: string }) => item.id;

describe("mergePage", () => {
  it("a first page replaces the list", () => {
    expect(mergePage(["1", "2"], ["3"], false, String)).toEqual(["3"]);
  });

  it("a further page adds only what the list does not hold", () => {
    const held = [{ id: "1" }, { id: "2" }];
    expect(
      mergePage(held, [{ id: "2" }, { id: "3" }], true, id).map(id),
    ).toEqual(["1", "2", "3"]);
  });
});

describe("takeOut and settleTakenOut", () => {
  it("a refused request puts its item back where it was", () => {
    const items = ["a", "b", "c"];
    const taken: TakenOut<string>[] = [];
    expect(takeOut(items, taken, "r1", (x) => x === "b")).toBe("b");
    expect(items).toEqual(["a", "c"]);
    expect(settleTakenOut(items, taken, "r1", true, String)).toMatchObject({
      item: "b",
      index: 1,
    });
    expect(items).toEqual(["a", "b", "c"]);
    expect(taken).toEqual([]);
  });

  it("an accepted one leaves it out; an item not held is not taken", () => {
    const items = ["a", "b"];
    const taken: TakenOut<string>[] = [];
    expect(takeOut(items, taken, "r0", (x) => x === "z")).toBeUndefined();
    takeOut(items, taken, "r1", (x) => x === "a");
    expect(settleTakenOut(items, taken, "r1", false, String)?.item).toBe("a");
    expect(items).toEqual(["b"]);
    expect(settleTakenOut(items, taken, "r0", true, String)).toBeUndefined();
  });

  it("does not put back twice what a page fetched meanwhile brought back", () => {
    const items = ["a", "b"];
    const taken: TakenOut<string>[] = [];
    takeOut(items, taken, "r1", (x) => x === "a");
    items.push("a");
    settleTakenOut(items, taken, "r1", true, String);
    expect(items).toEqual(["b", "a"]);
  });
});
