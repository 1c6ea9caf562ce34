import { selectAdminRules } from "../../../../src/store/admin/rules/slice";
import {
  fetchRules,
  moveRuleDown,
  moveRuleUp,
  updateRule,
} from "../../../../src/store/admin/rules/thunks";
import { flush, sectionsStore } from "../collection/storeSupport";

const RULES = "/api/v1/pleroma/admin/rules";
const rule = (id: string, priority: number) => ({
  id,
  text: `Rule ${id}`,
  hint: "",
  priority,
});

describe("rules", () => {
  it("moves a rule up at once and sends the two priorities that change", async () => {
    const { store, calls, hold, release } = sectionsStore("pleroma", {
      [`GET ${RULES}`]: { body: [rule("a", 1), rule("b", 2), rule("c", 3)] },
      [`PATCH ${RULES}/c`]: { body: rule("c", 2) },
      [`PATCH ${RULES}/b`]: { body: rule("b", 3) },
    });
    await store.dispatch(fetchRules());
    hold(`PATCH ${RULES}/c`);
    const move = store.dispatch(moveRuleUp({ id: "c" }));
    await flush();
    expect(selectAdminRules(store.getState()).rules.ids).toEqual([
      "a",
      "c",
      "b",
    ]);
    release(`PATCH ${RULES}/c`);
    await move;
    expect(
      calls.filter((c) => c.method === "PATCH").map((c) => [c.path, c.body]),
    ).toEqual([
      [`${RULES}/c`, { priority: 2 }],
      [`${RULES}/b`, { priority: 3 }],
    ]);
    const { rules } = selectAdminRules(store.getState());
    expect(rules.ids).toEqual(["a", "c", "b"]);
    expect(rules.byId.b?.priority).toBe(3);
  });

  it("puts the order back when the server refuses a move", async () => {
    const { store, notices } = sectionsStore("pleroma", {
      [`GET ${RULES}`]: { body: [rule("a", 1), rule("b", 2)] },
      [`PATCH ${RULES}/a`]: { status: 403, body: { error: "Forbidden" } },
    });
    await store.dispatch(fetchRules());
    await store.dispatch(moveRuleDown({ id: "a" }));
    const { rules } = selectAdminRules(store.getState());
    expect(rules.ids).toEqual(["a", "b"]);
    expect(rules.byId.a?.priority).toBe(1);
    expect(notices().items[0]?.source).toBe("adminRules/moveDown");
  });

  it("edits a GoToSocial rule's text", async () => {
    const GTS = "/api/v1/admin/instance/rules";
    const { store, calls } = sectionsStore("gotosocial", {
      [`GET ${GTS}`]: { body: [{ id: "1", text: "Be kind" }] },
      [`PATCH ${GTS}/1`]: { body: { id: "1", text: "Be very kind" } },
    });
    await store.dispatch(fetchRules());
    await store.dispatch(
      updateRule({ id: "1", params: { text: "Be very kind" } }),
    );
    expect(calls.at(-1)?.body).toEqual({ text: "Be very kind" });
    expect(selectAdminRules(store.getState()).rules.byId["1"]?.text).toBe(
      "Be very kind",
    );
  });
});
