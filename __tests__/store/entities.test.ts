import { isDraft, produce } from "immer";
import {
  entityOf,
  removeEntities,
  stampEntities,
  updateEntity,
  upsertEntities,
} from "../../src/store/entities";

interface Entity {
  id: string;
  tags: string[];
}

interface State {
  byId: Record<string, Entity>;
}

const held = (): State => ({
  byId: { a: { id: "a", tags: ["x"] }, b: { id: "b", tags: [] } },
});

/** Whether any value reachable from `value` is an immer draft. */
function holdsDraft(value: unknown): boolean {
  if (isDraft(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some(holdsDraft);
}

describe("entity map writes", () => {
  it("copy a draft map once per pass and write plain entities into the copy", () => {
    const base = held();
    let first: Record<string, Entity> | undefined;
    let second: Record<string, Entity> | undefined;
    const next = produce(base, (state) => {
      state.byId = upsertEntities<Entity>(state.byId, {
        c: { id: "c", tags: [] },
      });
      first = state.byId;
      state.byId = upsertEntities<Entity>(state.byId, {
        d: { id: "d", tags: [] },
      });
      second = state.byId;
    });
    expect(isDraft(first)).toBe(false);
    // The second write reuses the copy the first one made.
    expect(second).toBe(first);
    expect(Object.keys(next.byId)).toEqual(["a", "b", "c", "d"]);
    expect(base.byId).not.toHaveProperty("c");
  });

  it("update an entity from its held value, never from a draft of it", () => {
    const base = held();
    const next = produce(base, (state) => {
      state.byId = updateEntity(state.byId, "a", (entity) => ({
        ...entity,
        tags: [...entity.tags, "y"],
      }));
      // Inside the pass the new entity holds no draft either.
      expect(holdsDraft(state.byId)).toBe(false);
    });
    expect(next.byId.a?.tags).toEqual(["x", "y"]);
    expect(base.byId.a?.tags).toEqual(["x"]);
  });

  it("leave the map uncopied when nothing changes", () => {
    const base = held();
    const next = produce(base, (state) => {
      const before = state.byId;
      expect(updateEntity(state.byId, "missing", (e) => e)).toBe(before);
      expect(updateEntity(state.byId, "a", (e) => e)).toBe(before);
      expect(removeEntities(state.byId, ["missing"])).toBe(before);
    });
    expect(next).toBe(base);
  });

  it("remove entities, and read held ones without drafting them", () => {
    const base = held();
    const next = produce(base, (state) => {
      const a = entityOf(state.byId, "a");
      expect(isDraft(a)).toBe(false);
      expect(a).toBe(base.byId.a);
      expect(entityOf(state.byId, "toString")).toBeUndefined();
      state.byId = removeEntities(state.byId, ["a", "missing"]);
      expect(entityOf(state.byId, "a")).toBeUndefined();
    });
    expect(Object.keys(next.byId)).toEqual(["b"]);
  });

  it("stamp each incoming id", () => {
    const initial: { at: Record<string, number> } = { at: { a: 1 } };
    const stamps = produce(initial, (state) => {
      state.at = stampEntities(state.at, { b: {}, c: {} }, 5);
    });
    expect(stamps.at).toEqual({ a: 1, b: 5, c: 5 });
  });
});
