import { entitiesEvicted } from "../../../src/store/entities";
import { sessionEnded, sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store";
import {
  selectAccountList,
  selectMuteExpiry,
  selectStatusReactions,
} from "../../../src/store/accountLists/selectors";
import {
  fetchAccountList,
  fetchStatusReactions,
} from "../../../src/store/accountLists/thunks";
import type { AccountListSource } from "../../../src/store/accountLists/sources";
import {
  BASE,
  fakeClient,
  instanceFetched,
  rawAccount,
  type Route,
} from "../factories";

const followers: AccountListSource = { kind: "followers", accountId: "7" };

function storeWith(routes: Record<string, Route>, version = "4.5.0") {
  const { client, calls } = fakeClient(routes);
  const store = createAppStore({ client, recorder: null });
  store.dispatch(instanceFetched({ domain: "example.social", version }));
  store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
  return { store, calls };
}

describe("account lists", () => {
  it("loads a first page, then follows its Link cursor for the next", async () => {
    const next = `${BASE}/api/v1/accounts/7/followers?max_id=20`;
    const { store, calls } = storeWith({
      "/api/v1/accounts/7/followers": (url) =>
        url.searchParams.get("max_id")
          ? { body: [rawAccount("22")] }
          : {
              body: [rawAccount("21"), rawAccount("20")],
              link: `<${next}>; rel="next"`,
            },
    });
    await store.dispatch(fetchAccountList({ source: followers }));
    expect(selectAccountList(store.getState(), followers)).toMatchObject({
      ids: ["21", "20"],
      next,
      loading: null,
      failure: null,
    });
    await store.dispatch(fetchAccountList({ source: followers, more: true }));
    expect(selectAccountList(store.getState(), followers).ids).toEqual([
      "21",
      "20",
      "22",
    ]);
    expect(calls.map((url) => url.search)).toEqual(["?limit=40", "?max_id=20"]);
    expect(store.getState().accounts.byId["22"]?.acct).toBe("user22");
  });

  it("keeps the answer of the latest request when the first was aborted", async () => {
    let answered = 0;
    const { store } = storeWith({
      "/api/v1/accounts/7/followers": () => {
        answered += 1;
        return { body: [rawAccount(String(30 + answered))] };
      },
    });
    const first = store.dispatch(fetchAccountList({ source: followers }));
    first.abort();
    const second = store.dispatch(fetchAccountList({ source: followers }));
    await Promise.all([first, second]);
    const list = selectAccountList(store.getState(), followers);
    expect(list.loading).toBeNull();
    expect(list.failure).toBeNull();
    expect(list.ids).toHaveLength(1);
  });

  it("says a failure in place, silently, and asks again on retry", async () => {
    const { store, calls } = storeWith({
      "/api/v1/accounts/7/followers": () => ({
        status: 500,
        body: { error: "Boom" },
      }),
    });
    const outcome = await store.dispatch(
      fetchAccountList({ source: followers }),
    );
    expect(outcome.meta).toMatchObject({ silent: true });
    expect(selectAccountList(store.getState(), followers).failure).toEqual({
      message: "Boom",
      status: 500,
    });
    await store.dispatch(fetchAccountList({ source: followers }));
    expect(calls).toHaveLength(2);
  });

  it("keeps when each mute ends", async () => {
    const { store } = storeWith({
      "/api/v1/mutes": () => ({
        body: [
          { ...rawAccount("41"), mute_expires_at: "2030-01-01T00:00:00.000Z" },
          rawAccount("42"),
        ],
      }),
    });
    await store.dispatch(fetchAccountList({ source: { kind: "mutes" } }));
    const state = store.getState();
    expect(selectAccountList(state, { kind: "mutes" }).ids).toEqual([
      "41",
      "42",
    ]);
    expect(selectMuteExpiry(state, "41")).toBe("2030-01-01T00:00:00.000Z");
    expect(selectMuteExpiry(state, "42")).toBeNull();
  });

  it("turns outgoing requests off for the session on a 404", async () => {
    const { store } = storeWith({}, "2.7.2 (compatible; GoToSocial 0.20.0)");
    expect(store.getState().instance.features.outgoingFollowRequests).toBe(
      true,
    );
    await store.dispatch(
      fetchAccountList({ source: { kind: "outgoingRequests" } }),
    );
    expect(store.getState().instance.features.outgoingFollowRequests).toBe(
      false,
    );
  });

  it("drops a list that lost an account to the collector, and everything at sign-out", async () => {
    const { store } = storeWith({
      "/api/v1/accounts/7/followers": () => ({
        body: [rawAccount("21"), rawAccount("20")],
      }),
      "/api/v1/blocks": () => ({ body: [rawAccount("50")] }),
    });
    await store.dispatch(fetchAccountList({ source: followers }));
    await store.dispatch(fetchAccountList({ source: { kind: "blocks" } }));
    store.dispatch(
      entitiesEvicted({
        statuses: [],
        accounts: ["20"],
        polls: [],
        relationships: [],
        groups: [],
        chatMessages: [],
        timelines: [],
        timelinesTrimmed: [],
      }),
    );
    expect(selectAccountList(store.getState(), followers).fetchedAt).toBeNull();
    expect(selectAccountList(store.getState(), { kind: "blocks" }).ids).toEqual(
      ["50"],
    );
    store.dispatch(sessionEnded());
    expect(selectAccountList(store.getState(), { kind: "blocks" }).ids).toEqual(
      [],
    );
  });

  it("lists who reacted with each emoji, the accounts as entities", async () => {
    const { store } = storeWith(
      {
        "/api/v1/pleroma/statuses/9/reactions": () => ({
          body: [
            {
              name: "🌱",
              count: 2,
              me: false,
              accounts: [rawAccount("61"), rawAccount("62")],
            },
            {
              name: "tea",
              count: 1,
              me: true,
              url: `${BASE}/tea.png`,
              accounts: [rawAccount("61")],
            },
          ],
        }),
      },
      "2.7.2 (compatible; Pleroma 2.9.1)",
    );
    await store.dispatch(fetchStatusReactions({ statusId: "9" }));
    const held = selectStatusReactions(store.getState(), "9");
    expect(
      held?.items.map((r) => [r.name, r.count, r.account_ids, r.static_url]),
    ).toEqual([
      ["🌱", 2, ["61", "62"], null],
      ["tea", 1, ["61"], `${BASE}/tea.png`],
    ]);
    expect(store.getState().accounts.byId["62"]?.acct).toBe("user62");
  });
});
