import {
  savePendingSignIn,
  saveApp,
} from "../../../src/store/session/signInStorage";
import {
  completeSignIn,
  SCOPES,
} from "../../../src/store/session/signInThunks";
import { BASE } from "../factories";
import { actionAt, mockStore, stateWith, types } from "../mockStore";
import {
  clearStorage,
  recordingClient,
  REDIRECT,
  workingServer,
} from "./support";

beforeEach(() => {
  clearStorage();
  saveApp(BASE, {
    client_id: "client-1",
    client_secret: "secret-1",
    redirect_uri: REDIRECT,
    scopes: SCOPES,
  });
  savePendingSignIn({
    server: BASE,
    state: "st4te",
    codeVerifier: "v".repeat(43),
    redirectUri: REDIRECT,
    returnTo: "/home",
  });
});

describe("completeSignIn, in the order of its actions", () => {
  it("pending, then the session with the verified account, then fulfilled", async () => {
    const { client } = recordingClient(workingServer());
    const store = mockStore(stateWith(), client);
    await store.dispatch(completeSignIn({ code: "c0de", state: "st4te" }));
    expect(types(store)).toEqual([
      "session/completeSignIn/pending",
      "session/started",
      "signedIn/listed",
      "session/completeSignIn/fulfilled",
    ]);
    expect(actionAt(store, 1)).toMatchObject({
      payload: {
        accessToken: "token-1",
        me: "42",
        entities: { accounts: { "42": { acct: "alice" } } },
      },
    });
    expect(actionAt(store, 2)).toMatchObject({
      payload: [{ id: "42", acct: "alice" }],
    });
    expect(actionAt(store, 3)).toMatchObject({
      payload: { returnTo: "/home" },
    });
  });

  it("no session action when the state does not match", async () => {
    const { client } = recordingClient(workingServer());
    const store = mockStore(stateWith(), client);
    await store.dispatch(completeSignIn({ code: "c0de", state: "other" }));
    expect(types(store)).toEqual([
      "session/completeSignIn/pending",
      "session/completeSignIn/rejected",
    ]);
  });

  it("no session action when the code is refused", async () => {
    const { client } = recordingClient(
      workingServer({
        "POST /oauth/token": () => ({
          status: 400,
          body: { error: "invalid_grant" },
        }),
      }),
    );
    const store = mockStore(stateWith(), client);
    await store.dispatch(completeSignIn({ code: "c0de", state: "st4te" }));
    expect(types(store)).toEqual([
      "session/completeSignIn/pending",
      "session/completeSignIn/rejected",
    ]);
    expect(actionAt(store, 1)).toMatchObject({
      payload: { message: "invalid_grant", status: 400 },
    });
  });
});
