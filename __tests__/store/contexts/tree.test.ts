import {
  importContext,
  removeFromTree,
  tombstoneFor,
  type ContextTree,
} from "../../../src/store/contexts/tree";

const empty = (): ContextTree => ({
  inReplyTos: {},
  replies: {},
  postedAt: {},
});
const node = (id: string, in_reply_to_id: string | null = null) => ({
  id,
  in_reply_to_id,
});

describe("thread trees", () => {
  it("links a plain Mastodon chain and sorts replies by id", () => {
    const tree = empty();
    importContext(
      tree,
      "13",
      [node("10"), node("11", "10")],
      [node("15", "13"), node("14", "13")],
      "11",
    );
    expect(tree.inReplyTos).toEqual({
      "11": "10",
      "13": "11",
      "14": "13",
      "15": "13",
    });
    expect(tree.replies["13"]).toEqual(["14", "15"]);
  });

  it("bridges an ancestor whose parent the server hid (Pleroma) with a tombstone", () => {
    const tree = empty();
    importContext(tree, "13", [node("10"), node("12")], [], "12");
    expect(tree.inReplyTos["12"]).toBe(tombstoneFor("12"));
    expect(tree.inReplyTos[tombstoneFor("12")]).toBe("10");
  });

  it("bridges the focus when it has no parent but ancestors came back", () => {
    const tree = empty();
    importContext(tree, "13", [node("10")], [], null);
    expect(tree.inReplyTos["13"]).toBe("13-tombstone");
    expect(tree.replies["10"]).toEqual(["13-tombstone"]);
  });

  it("puts a tombstone above a focus whose only ancestor is gone", () => {
    const tree = empty();
    importContext(tree, "13", [], [node("14", "13")], "12");
    expect(tree.inReplyTos["13"]).toBe(tombstoneFor("13"));
    expect(tree.replies[tombstoneFor("13")]).toEqual(["13"]);
    // The placeholder is the root: nothing above it.
    expect(tree.inReplyTos[tombstoneFor("13")]).toBeUndefined();
    expect(tree.replies["13"]).toEqual(["14"]);
  });

  it("puts no tombstone above a focus that replies to nothing", () => {
    const tree = empty();
    importContext(tree, "13", [], [node("14", "13")], null);
    expect(tree.inReplyTos["13"]).toBeUndefined();
  });

  it("hangs descendants whose parent is missing below the focus, one tombstone per missing parent", () => {
    const tree = empty();
    importContext(
      tree,
      "10",
      [],
      [node("21", "20"), node("22", "20")],
      undefined,
    );
    expect(tree.replies["10"]).toEqual(["21-tombstone"]);
    expect(tree.replies["21-tombstone"]).toEqual(["21", "22"]);
  });

  it("never creates a cycle, whatever the server says", () => {
    const tree = empty();
    importContext(tree, "2", [node("1", "2")], [node("3", "2")], "1");
    let id: string | undefined = "3";
    const seen = new Set<string>();
    while (id !== undefined) {
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      id = tree.inReplyTos[id];
    }
  });

  it("a deletion keeps the replies, bridged where the deleted post was", () => {
    const tree = empty();
    importContext(
      tree,
      "11",
      [node("10")],
      [node("12", "11"), node("13", "11")],
      "10",
    );
    removeFromTree(tree, ["11"], true);
    expect(tree.replies["10"]).toEqual(["12-tombstone", "13-tombstone"]);
    expect(tree.inReplyTos["12"]).toBe("12-tombstone");
    expect(tree.replies["11"]).toBeUndefined();
  });

  it("an eviction unlinks, and placeholders left empty go too", () => {
    const tree = empty();
    importContext(tree, "10", [], [node("21", "20")], undefined);
    removeFromTree(tree, ["21"], false);
    expect(tree).toEqual(empty());
  });
});
