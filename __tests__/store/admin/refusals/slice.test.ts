import { selectIsRefused } from "../../../../src/store/admin/refusals/slice";
import {
  createRule,
  fetchRules,
} from "../../../../src/store/admin/rules/thunks";
import { sectionsStore } from "../collection/storeSupport";

const RULES = "/api/v1/pleroma/admin/rules";

describe("refused console actions", () => {
  it("marks a section whose action the server refused with 403, not one whose list it refused", async () => {
    const { store } = sectionsStore("pleroma", {
      [`GET ${RULES}`]: { status: 403, body: { error: "Forbidden" } },
      [`POST ${RULES}`]: { status: 403, body: { error: "Forbidden" } },
    });
    await store.dispatch(fetchRules());
    expect(selectIsRefused(store.getState(), "adminRules")).toBe(false);
    await store.dispatch(createRule({ params: { text: "Be kind" } }));
    expect(selectIsRefused(store.getState(), "adminRules")).toBe(true);
    expect(selectIsRefused(store.getState(), "adminRelays")).toBe(false);
  });

  it("leaves other failures to the toast alone", async () => {
    const { store } = sectionsStore("pleroma", {
      [`POST ${RULES}`]: { status: 422, body: { error: "Text is blank" } },
    });
    await store.dispatch(createRule({ params: { text: "" } }));
    expect(selectIsRefused(store.getState(), "adminRules")).toBe(false);
  });
});
