import { composeChanged } from "../../../src/store/compose/slice";
import { sessionStarted, statusReceived } from "../../../src/store/events";
import {
  loadAccounts,
  loadToken,
  saveToken,
} from "../../../src/store/session/persistence";
import { switchAccount } from "../../../src/store/session/switchThunks";
import { restoreSession } from "../../../src/store/session/thunks";
import { signOut } from "../../../src/store/session/signInThunks";
import { BASE, rawAccount } from "../factories";
import {
  clearStorage,
  ME,
  recordingClient,
  sessionStore,
  workingServer,
} from "./support";
import { selectComposer } from "../../../src/store/compose/selectors";

beforeEach(clearStorage);

const BOB = rawAccount("43", { username: "bob", acct: "bob" });

/** A token adopted and verified, as a sign-in through the server's page leaves it. */
async function signIn(
  store: ReturnType<typeof sessionStore>,
  client: { accessToken: string | null },
  token: string,
) {
  client.accessToken = token;
  saveToken(BASE, token);
  store.dispatch(sessionStarted({ accessToken: token }));
  await store.dispatch(restoreSession());
}

/** Alice signed in (Bob is added by each test as "Add an account" would). */
async function twoAccounts() {
  const { client, calls } = recordingClient(
    workingServer({
      "GET /api/v1/accounts/verify_credentials": (call) => ({
        body: call.authorization === "Bearer bob-token" ? BOB : ME,
      }),
    }),
  );
  const store = sessionStore(client);
  saveToken(BASE, "alice-token");
  await store.dispatch(restoreSession());
  return { store, client, calls };
}

describe("several accounts", () => {
  it("remembers each verified account with its token, lists them without, and refuses a switch to one not signed in", async () => {
    const { store, client } = await twoAccounts();
    client.accessToken = "bob-token";
    saveToken(BASE, "bob-token");
    const refused = await store.dispatch(switchAccount({ id: "missing" }));
    expect(switchAccount.rejected.match(refused)).toBe(true);
    expect(loadAccounts(BASE).map((a) => [a.id, a.token])).toEqual([
      ["42", "alice-token"],
    ]);
    expect(store.getState().signedIn.accounts).toEqual([
      {
        id: "42",
        acct: "alice",
        display_name: "User 42",
        avatar: expect.any(String) as string,
      },
    ]);
  });

  it("a switch starts the account's state afresh, keeps the server's, and verifies the new token", async () => {
    const { store, client } = await twoAccounts();
    await signIn(store, client, "bob-token");
    expect(store.getState().session.me).toBe("43");
    store.dispatch(
      statusReceived({
        id: "9",
        timelines: ["home"],
        entities: { statuses: {}, accounts: {} },
      }),
    );
    expect(store.getState().timelines.home).toBeDefined();

    store.dispatch(
      composeChanged({ composerId: "main", changes: { text: "Bob's words" } }),
    );
    const instance = store.getState().instance;
    await store.dispatch(switchAccount({ id: "42" }));
    const state = store.getState();
    expect(state.session).toEqual({
      accessToken: "alice-token",
      me: "42",
      staff: { role: null, privileges: null },
    });
    expect(client.accessToken).toBe("alice-token");
    expect(loadToken(BASE)).toBe("alice-token");
    expect(state.signedIn.switches).toBe(1);
    // Bob's draft is not Alice's (his is kept in storage by the composer).
    expect(selectComposer(state, "main").draft.text).toBe("");
    expect(selectComposer(state, "main").isRestored).toBe(false);
    expect(state.instance).toBe(instance);
    expect(state.accounts.byId["42"]?.acct).toBe("alice");
    expect(state.accounts.byId["43"]).toBeUndefined();
    expect(state.timelines.home).toBeUndefined();
  });

  it("signing one out leaves the other to the next page load", async () => {
    const { store, client } = await twoAccounts();
    await signIn(store, client, "bob-token");
    await store.dispatch(signOut());
    expect(loadToken(BASE)).toBe("alice-token");
    expect(loadAccounts(BASE).map((a) => a.id)).toEqual(["42"]);
    expect(store.getState().signedIn.accounts.map((a) => a.id)).toEqual(["42"]);
  });
});
