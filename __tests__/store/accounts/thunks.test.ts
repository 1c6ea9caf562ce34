import {
  fetchAccount,
  fetchAccountByAcct,
  fetchOwnAccount,
  fetchRelationships,
} from "../../../src/store/accounts/thunks";
import { fakeClient, rawAccount } from "../factories";
import { actionAt, mockStore, payloadAt, stateWith, types } from "../mockStore";

const signedIn = { session: { accessToken: "t", me: "1" } };

describe("account thunks", () => {
  it("fetchAccount: pending, fulfilled with the account normalised", async () => {
    const { client } = fakeClient({
      "/api/v1/accounts/7": () => ({ body: rawAccount("7") }),
    });
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchAccount({ id: "7" }));
    expect(types(store)).toEqual([
      "accounts/fetch/pending",
      "accounts/fetch/fulfilled",
    ]);
    expect(payloadAt(store)).toMatchObject({
      result: "7",
      entities: { accounts: { "7": { acct: "user7" } } },
    });
  });

  it("fetchAccount skips an account fetched less than 60 s ago", async () => {
    const { client, calls } = fakeClient({});
    const base = stateWith();
    const state = {
      ...base,
      accounts: { ...base.accounts, fetchedAt: { "7": Date.now() - 5_000 } },
    };
    await mockStore(state, client).dispatch(fetchAccount({ id: "7" }));
    expect(calls).toEqual([]);
  });

  it("fetchAccountByAcct uses the lookup call where the server has it", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/accounts/lookup": () => ({ body: rawAccount("7") }),
    });
    await mockStore(stateWith({ accountLookup: true }), client).dispatch(
      fetchAccountByAcct({ acct: "@User7@example.social" }),
    );
    expect(calls[0]?.search).toBe("?acct=User7%40example.social");
  });

  it("fetchAccountByAcct falls back to get-by-username", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/accounts/user7": () => ({ body: rawAccount("7") }),
    });
    await mockStore(stateWith({ accountLookup: false }), client).dispatch(
      fetchAccountByAcct({ acct: "user7" }),
    );
    expect(calls[0]?.pathname).toBe("/api/v1/accounts/user7");
  });

  it("fetchRelationships asks only for the stale ones, and only when signed in", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/accounts/relationships": () => ({ body: [{ id: "2" }] }),
    });
    const base = stateWith({}, signedIn);
    const state = {
      ...base,
      relationships: {
        ...base.relationships,
        byId: {},
        fetchedAt: { "1": Date.now() },
      },
    };
    const store = mockStore(state, client);
    await store.dispatch(fetchRelationships({ ids: ["1", "2", "2"] }));
    expect(calls[0]?.search).toBe("?id%5B%5D=2");
    expect(types(store)).toEqual([
      "relationships/fetch/pending",
      "relationships/fetch/fulfilled",
    ]);
    const anonymous = mockStore(stateWith(), client);
    await anonymous.dispatch(fetchRelationships({ ids: ["3"] }));
    expect(types(anonymous)).toEqual([]);
  });

  it("fetchOwnAccount reads verify_credentials", async () => {
    const { client } = fakeClient({
      "/api/v1/accounts/verify_credentials": () => ({ body: rawAccount("1") }),
    });
    const store = mockStore(stateWith({}, signedIn), client);
    await store.dispatch(fetchOwnAccount());
    expect(actionAt(store, 1)).toMatchObject({
      type: "session/fetchOwnAccount/fulfilled",
      payload: { result: "1" },
    });
  });
});
