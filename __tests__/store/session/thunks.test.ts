import type { UnknownAction } from "@reduxjs/toolkit";
import { createAppStore } from "../../../src/store";
import { loadToken, saveToken } from "../../../src/store/session/persistence";
import { loadApp, saveApp } from "../../../src/store/session/signInStorage";
import { s256Challenge } from "../../../src/store/session/pkce";
import {
  beginSignIn,
  completeSignIn,
  registerApp,
  SCOPES,
} from "../../../src/store/session/signInThunks";
import { BASE } from "../factories";
import { stateWith } from "../mockStore";
import {
  clearStorage,
  installSubtle,
  recordingClient,
  REDIRECT,
  removeSubtle,
  sessionStore,
  workingServer,
} from "./support";

beforeEach(() => {
  clearStorage();
  installSubtle();
});

/** The sign-in under way, as the callback will read it. */
function pending(): { state: string; codeVerifier: string | null } {
  return JSON.parse(sessionStorage.getItem("potluck:signIn") ?? "null") as {
    state: string;
    codeVerifier: string | null;
  };
}

describe("registerApp", () => {
  it("registers Potluck once per server and reuses the stored app", async () => {
    const { client, calls } = recordingClient(workingServer());
    const store = sessionStore(client);
    const first = await store.dispatch(registerApp({ redirectUri: REDIRECT }));
    const again = await store.dispatch(registerApp({ redirectUri: REDIRECT }));
    expect(first.payload).toEqual({ clientId: "client-1", reused: false });
    expect(again.payload).toEqual({ clientId: "client-1", reused: true });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/apps",
    ]);
    expect(calls[0]?.body).toEqual({
      client_name: "Potluck",
      redirect_uris: REDIRECT,
      scopes: "read write follow push",
      website: "http://localhost",
    });
    expect(loadApp(BASE)).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      redirect_uri: REDIRECT,
      scopes: SCOPES,
    });
  });

  it("keeps one app per server: another server registers its own", async () => {
    const one = recordingClient(workingServer());
    await sessionStore(one.client).dispatch(
      registerApp({ redirectUri: REDIRECT }),
    );
    const other = recordingClient(workingServer(), "https://other.example");
    await sessionStore(other.client).dispatch(
      registerApp({ redirectUri: REDIRECT }),
    );
    expect(other.calls.map((c) => c.path)).toEqual(["/api/v1/apps"]);
    expect(loadApp("https://other.example")).not.toBeNull();
    expect(loadApp(BASE)).not.toBeNull();
  });

  it("registers again when the redirect URI changed (a new base path)", async () => {
    saveApp(BASE, {
      client_id: "old",
      client_secret: "old-secret",
      redirect_uri: "http://localhost/old/login/callback",
      scopes: SCOPES,
    });
    const { client, calls } = recordingClient(workingServer());
    await sessionStore(client).dispatch(registerApp({ redirectUri: REDIRECT }));
    expect(calls).toHaveLength(1);
    expect(loadApp(BASE)?.client_id).toBe("client-1");
  });
});

describe("beginSignIn", () => {
  it("builds the authorize URL with state and an S256 challenge of the stored verifier", async () => {
    const { client } = recordingClient(workingServer());
    const store = sessionStore(client);
    const result = await store.dispatch(
      beginSignIn({ redirectUri: REDIRECT, returnTo: "/@alice" }),
    );
    if (!beginSignIn.fulfilled.match(result)) throw new Error("rejected");
    const url = new URL(result.payload.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/oauth/authorize`);
    const { state, codeVerifier } = pending();
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-1",
      redirect_uri: REDIRECT,
      scope: SCOPES,
      state,
      code_challenge: await s256Challenge(codeVerifier ?? ""),
      code_challenge_method: "S256",
    });
    expect(store.getState().auth.status).toBe("idle");
  });

  it("puts no secret into an action or the state: not the client secret, not the verifier", async () => {
    const seen: UnknownAction[] = [];
    const { client } = recordingClient(workingServer());
    const store = createAppStore({
      client,
      preloadedState: stateWith(),
      recorder: null,
      middleware: [
        () => (next) => (action) => {
          seen.push(action as UnknownAction);
          return next(action);
        },
      ],
    });
    await store.dispatch(beginSignIn({ redirectUri: REDIRECT, returnTo: "/" }));
    const { codeVerifier } = pending();
    const logged = JSON.stringify(seen);
    expect(logged).not.toContain("secret-1");
    expect(logged).not.toContain(codeVerifier);
    expect(JSON.stringify(store.getState())).not.toContain("secret-1");
  });

  it("goes without PKCE where the browser cannot hash (no crypto.subtle)", async () => {
    removeSubtle();
    const { client } = recordingClient(workingServer());
    const result = await sessionStore(client).dispatch(
      beginSignIn({ redirectUri: REDIRECT, returnTo: "/home" }),
    );
    if (!beginSignIn.fulfilled.match(result)) throw new Error("rejected");
    const params = new URL(result.payload.authorizeUrl).searchParams;
    expect(params.has("code_challenge")).toBe(false);
    expect(params.has("code_challenge_method")).toBe(false);
    expect(pending().codeVerifier).toBeNull();
  });

  it("fails visibly when the server refuses to register the app", async () => {
    const { client } = recordingClient(
      workingServer({
        "POST /api/v1/apps": () => ({ status: 422, body: { error: "No" } }),
      }),
    );
    const store = sessionStore(client);
    const result = await store.dispatch(
      beginSignIn({ redirectUri: REDIRECT, returnTo: "/home" }),
    );
    expect(result.payload).toEqual({ message: "No", status: 422 });
    expect(store.getState().auth).toEqual({
      status: "idle",
      error: "signInFailed",
    });
  });
});

describe("completeSignIn", () => {
  async function begun(routes = workingServer()) {
    const server = recordingClient(routes);
    const store = sessionStore(server.client);
    await store.dispatch(
      beginSignIn({ redirectUri: REDIRECT, returnTo: "/@alice" }),
    );
    return { ...server, store, ...pending() };
  }

  it("exchanges the code with the verifier, verifies, and starts the session", async () => {
    const { client, calls, store, state, codeVerifier } = await begun();
    const result = await store.dispatch(
      completeSignIn({ code: "c0de", state }),
    );
    expect(result.payload).toEqual({ returnTo: "/@alice" });
    const token = calls.find((c) => c.path === "/oauth/token");
    expect(token?.body).toEqual({
      grant_type: "authorization_code",
      client_id: "client-1",
      client_secret: "secret-1",
      redirect_uri: REDIRECT,
      scope: SCOPES,
      code: "c0de",
      code_verifier: codeVerifier,
    });
    const verify = calls.find(
      (c) => c.path === "/api/v1/accounts/verify_credentials",
    );
    expect(verify?.authorization).toBe("Bearer token-1");
    expect(client.accessToken).toBe("token-1");
    expect(loadToken(BASE)).toBe("token-1");
    const after = store.getState();
    expect(after.session).toEqual({
      accessToken: "token-1",
      me: "42",
      staff: { role: null, privileges: null },
    });
    expect(after.accounts.byId["42"]?.acct).toBe("alice");
    expect(after.auth).toEqual({ status: "idle", error: null });
  });

  it("refuses a state this tab did not send, without asking the server", async () => {
    const { calls, store, client } = await begun();
    const before = calls.length;
    const result = await store.dispatch(
      completeSignIn({ code: "c0de", state: "forged" }),
    );
    expect(completeSignIn.rejected.match(result)).toBe(true);
    expect(calls).toHaveLength(before);
    expect(client.accessToken).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
    expect(store.getState().auth.error).toBe("signInFailed");
  });

  it("works once: the same callback again is refused", async () => {
    const { store, state } = await begun();
    await store.dispatch(completeSignIn({ code: "c0de", state }));
    const again = await store.dispatch(completeSignIn({ code: "c0de", state }));
    expect(completeSignIn.rejected.match(again)).toBe(true);
  });

  it("forgets an app the server no longer knows (401), so the next try registers", async () => {
    const { store, state } = await begun(
      workingServer({
        "POST /oauth/token": () => ({
          status: 401,
          body: { error: "invalid_client" },
        }),
      }),
    );
    await store.dispatch(completeSignIn({ code: "c0de", state }));
    expect(loadApp(BASE)).toBeNull();
    expect(store.getState().auth.error).toBe("signInFailed");
  });

  it("keeps nothing when the new token cannot be verified", async () => {
    const { store, state, client } = await begun(
      workingServer({
        // Refused after the exchange: the app itself is fine and is kept.
        "GET /api/v1/accounts/verify_credentials": () => ({ status: 401 }),
      }),
    );
    await store.dispatch(completeSignIn({ code: "c0de", state }));
    expect(client.accessToken).toBeNull();
    expect(loadToken(BASE)).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
    expect(loadApp(BASE)).not.toBeNull();
  });

  it("ignores a second dispatch while one is under way (StrictMode effects)", async () => {
    const { store, state, calls } = await begun();
    const first = store.dispatch(completeSignIn({ code: "c0de", state }));
    const second = await store.dispatch(
      completeSignIn({ code: "c0de", state }),
    );
    await first;
    expect(completeSignIn.rejected.match(second) && second.meta.condition).toBe(
      true,
    );
    expect(calls.filter((c) => c.path === "/oauth/token")).toHaveLength(1);
    expect(store.getState().session.me).toBe("42");
  });

  it("stores the token only for this server", async () => {
    saveToken("https://other.example", "theirs");
    const { store, state } = await begun();
    await store.dispatch(completeSignIn({ code: "c0de", state }));
    expect(loadToken("https://other.example")).toBe("theirs");
  });
});
