import { createAppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import {
  selectDomainBlocks,
  selectIsDomainBlocked,
} from "../../../src/store/domainBlocks/selectors";
import {
  blockDomain,
  fetchDomainBlocks,
  unblockDomain,
} from "../../../src/store/domainBlocks/thunks";
import { fakeClient, instanceFetched, type Route } from "../factories";

function storeWith(routes: Record<string, Route>) {
  const { client, calls } = fakeClient(routes);
  const store = createAppStore({ client, recorder: null });
  store.dispatch(
    instanceFetched({ domain: "example.social", version: "4.5.0" }),
  );
  store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
  return { store, calls };
}

describe("domain blocks", () => {
  it("keeps an unblocked domain in the list, blocked again in place", async () => {
    const { store } = storeWith({
      "/api/v1/domain_blocks": () => ({
        body: ["spam.example", "ads.example"],
      }),
    });
    await store.dispatch(fetchDomainBlocks());
    await store.dispatch(unblockDomain({ domain: "ads.example" }));
    let state = store.getState();
    expect(selectDomainBlocks(state).domains).toEqual([
      "spam.example",
      "ads.example",
    ]);
    expect(selectIsDomainBlocked(state, "ads.example")).toBe(false);
    await store.dispatch(blockDomain({ domain: "ads.example" }));
    state = store.getState();
    expect(selectIsDomainBlocked(state, "ads.example")).toBe(true);
  });

  it("shows an unblock at once and restores the block when the server refuses", async () => {
    const { store } = storeWith({
      "/api/v1/domain_blocks": (url) =>
        url.searchParams.has("limit")
          ? { body: ["spam.example"] }
          : { status: 422, body: { error: "Nope" } },
    });
    await store.dispatch(fetchDomainBlocks());
    const request = store.dispatch(unblockDomain({ domain: "spam.example" }));
    expect(selectIsDomainBlocked(store.getState(), "spam.example")).toBe(false);
    const outcome = await request;
    expect(outcome.meta).toMatchObject({ silent: false });
    expect(selectIsDomainBlocked(store.getState(), "spam.example")).toBe(true);
  });

  it("leaves a later change on screen when an earlier one fails, and restores the server's word if both do", async () => {
    const { store } = storeWith({
      "/api/v1/domain_blocks": (url) =>
        url.searchParams.has("limit")
          ? { body: ["spam.example"] }
          : { status: 500, body: { error: "Down" } },
    });
    await store.dispatch(fetchDomainBlocks());
    const unblock = store.dispatch(unblockDomain({ domain: "spam.example" }));
    const block = store.dispatch(blockDomain({ domain: "spam.example" }));
    expect(selectIsDomainBlocked(store.getState(), "spam.example")).toBe(true);
    await unblock;
    expect(selectIsDomainBlocked(store.getState(), "spam.example")).toBe(true);
    await block;
    expect(selectIsDomainBlocked(store.getState(), "spam.example")).toBe(true);
    expect(selectDomainBlocks(store.getState()).previous).toEqual([]);
  });
});
