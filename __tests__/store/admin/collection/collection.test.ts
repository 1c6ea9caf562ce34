import {
  emptyCollection,
  isProvisional,
  itemAdded,
  itemChanged,
  itemDropped,
  itemRemoved,
  itemRestored,
  itemSaved,
  itemSettled,
  pageReceived,
  provisionalId,
  type Collection,
} from "../../../../src/store/admin/collection/collection";

interface Item {
  id: string;
  name: string;
}

const item = (id: string, name = id): Item => ({ id, name });

function listOf(...ids: string[]): Collection<Item> {
  const list = emptyCollection<Item>();
  pageReceived(list, { items: ids.map((id) => item(id)), next: null }, false);
  return list;
}

describe("admin collections", () => {
  it("replaces the list with a first page and appends further ones, once per id", () => {
    const list = listOf("a", "b");
    pageReceived(
      list,
      { items: [item("b"), item("c")], next: "next", total: 9 },
      true,
    );
    expect(list.ids).toEqual(["a", "b", "c"]);
    expect(list.next).toBe("next");
    expect(list.total).toBe(9);
    pageReceived(list, { items: [item("z")], next: null }, false);
    expect(list.ids).toEqual(["z"]);
    expect(Object.keys(list.byId)).toEqual(["z"]);
  });

  it("puts a removed item back where it stood when the server refuses", () => {
    const list = listOf("a", "b", "c");
    list.total = 3;
    itemRemoved(list, "b");
    expect(list.ids).toEqual(["a", "c"]);
    expect(list.byId.b).toBeUndefined();
    expect(list.total).toBe(2);
    itemRestored(list, "b");
    expect(list.ids).toEqual(["a", "b", "c"]);
    expect(list.byId.b).toEqual(item("b"));
    expect(list.total).toBe(3);
    expect(list.parked).toEqual({});
  });

  it("forgets what it kept once the server agrees", () => {
    const list = listOf("a", "b");
    itemRemoved(list, "a");
    itemSettled(list, "a");
    itemRestored(list, "a");
    expect(list.ids).toEqual(["b"]);
  });

  it("restores a changed item as it was before the first of several changes", () => {
    const list = listOf("a");
    itemChanged(list, "a", { name: "first" });
    itemChanged(list, "a", { name: "second" });
    expect(list.byId.a?.name).toBe("second");
    itemRestored(list, "a");
    expect(list.byId.a?.name).toBe("a");
  });

  it("shows an addition at once and swaps in the server's item in its place", () => {
    const list = listOf("a");
    const id = provisionalId("req1");
    expect(isProvisional(id)).toBe(true);
    itemAdded(list, item(id, "new"));
    expect(list.ids).toEqual([id, "a"]);
    itemSaved(list, item("9", "new"), { replacing: id });
    expect(list.ids).toEqual(["9", "a"]);
    expect(list.byId[id]).toBeUndefined();
    expect(list.byId["9"]?.name).toBe("new");
  });

  it("drops a refused addition", () => {
    const list = listOf("a");
    const id = provisionalId("req2");
    itemAdded(list, item(id), "end");
    expect(list.ids).toEqual(["a", id]);
    itemDropped(list, id);
    expect(list.ids).toEqual(["a"]);
  });
});
