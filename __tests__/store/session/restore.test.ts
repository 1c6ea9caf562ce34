import { ApiClient } from "../../../src/api/client";
import { sessionStarted } from "../../../src/store/events";
import { loadToken, saveToken } from "../../../src/store/session/persistence";
import { saveApp } from "../../../src/store/session/signInStorage";
import { bootSession, restoreSession } from "../../../src/store/session/thunks";
import {
  REVOKE_TIMEOUT_MS,
  SCOPES,
  signOut,
} from "../../../src/store/session/signInThunks";
import { BASE } from "../factories";
import {
  clearStorage,
  recordingClient,
  REDIRECT,
  sessionStore,
  workingServer,
} from "./support";

beforeEach(clearStorage);

const verify = "GET /api/v1/accounts/verify_credentials";

describe("bootSession and restoreSession", () => {
  it("adopts a stored token before any await, then verifies it", async () => {
    saveToken(BASE, "stored");
    const { client, calls } = recordingClient(workingServer());
    const store = sessionStore(client);
    void bootSession(store);
    // Synchronously: the first requests of the page are authenticated.
    expect(client.accessToken).toBe("stored");
    expect(store.getState().session).toEqual({
      accessToken: "stored",
      me: null,
      staff: null,
    });
    expect(store.getState().auth.status).toBe("verifying");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls[0]?.authorization).toBe("Bearer stored");
    expect(store.getState().session).toEqual({
      accessToken: "stored",
      me: "42",
      staff: { role: null, privileges: null },
    });
    expect(store.getState().accounts.byId["42"]?.acct).toBe("alice");
    expect(store.getState().auth).toEqual({ status: "idle", error: null });
  });

  it.each([401, 403])(
    "a refused token (%i) is forgotten and the session ends as expired",
    async (status) => {
      saveToken(BASE, "revoked");
      const { client } = recordingClient(
        workingServer({
          [verify]: () => ({
            status,
            body: { error: "The access token is invalid" },
          }),
        }),
      );
      const store = sessionStore(client);
      const result = await store.dispatch(restoreSession());
      expect(result.payload).toBe("expired");
      expect(loadToken(BASE)).toBeNull();
      expect(client.accessToken).toBeNull();
      expect(store.getState().session).toEqual({
        accessToken: null,
        me: null,
        staff: null,
      });
      expect(store.getState().auth).toEqual({
        status: "idle",
        error: "expired",
      });
      // Expiry is explained on the sign-in screen, not as an error toast.
      expect(store.getState().notices.items).toEqual([]);
    },
  );

  it("keeps the token when the server cannot be reached or fails", async () => {
    saveToken(BASE, "stored");
    const { client } = recordingClient(
      workingServer({ [verify]: () => ({ status: 502 }) }),
    );
    const store = sessionStore(client);
    const result = await store.dispatch(restoreSession());
    expect(result.payload).toBe("unverified");
    expect(loadToken(BASE)).toBe("stored");
    expect(client.accessToken).toBe("stored");
    expect(store.getState().session.accessToken).toBe("stored");
    expect(store.getState().auth).toEqual({ status: "idle", error: null });
  });

  it("verifies once when asked again while verifying", async () => {
    saveToken(BASE, "stored");
    const { client, calls } = recordingClient(workingServer());
    const store = sessionStore(client);
    const first = store.dispatch(restoreSession());
    const again = await store.dispatch(restoreSession());
    await first;
    expect(restoreSession.rejected.match(again) && again.meta.condition).toBe(
      true,
    );
    expect(calls).toHaveLength(1);
  });

  it("does nothing for a visitor", async () => {
    const { client, calls } = recordingClient(workingServer());
    const store = sessionStore(client);
    void bootSession(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    expect(store.getState().auth.status).toBe("idle");
  });
});

describe("signOut", () => {
  function signedIn(routes = workingServer()) {
    saveApp(BASE, {
      client_id: "client-1",
      client_secret: "secret-1",
      redirect_uri: REDIRECT,
      scopes: SCOPES,
    });
    saveToken(BASE, "token-1");
    const server = recordingClient(routes);
    const store = sessionStore(server.client);
    void bootSession(store);
    return { ...server, store };
  }

  it("revokes the token and clears client, storage and session", async () => {
    const { client, calls, store } = signedIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const result = await store.dispatch(signOut());
    expect(result.payload).toEqual({ revoked: true });
    const revoke = calls.find((c) => c.path === "/oauth/revoke");
    expect(revoke?.method).toBe("POST");
    expect(revoke?.body).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      token: "token-1",
    });
    expect(client.accessToken).toBeNull();
    expect(loadToken(BASE)).toBeNull();
    expect(store.getState().session).toEqual({
      accessToken: null,
      me: null,
      staff: null,
    });
    expect(store.getState().auth.error).toBeNull();
  });

  it("signs out even when revoking fails", async () => {
    const { store } = signedIn(
      workingServer({ "POST /oauth/revoke": () => ({ status: 500 }) }),
    );
    const result = await store.dispatch(signOut());
    expect(result.payload).toEqual({ revoked: false });
    expect(loadToken(BASE)).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
  });

  it("does not wait for a server that never answers", async () => {
    jest.useFakeTimers();
    try {
      saveApp(BASE, {
        client_id: "c",
        client_secret: "s",
        redirect_uri: REDIRECT,
        scopes: SCOPES,
      });
      const client = new ApiClient({
        baseUrl: BASE,
        fetch: () => new Promise<Response>(() => undefined),
      });
      const store = sessionStore(client);
      store.dispatch(sessionStarted({ accessToken: "token-1" }));
      const done = store.dispatch(signOut());
      await jest.advanceTimersByTimeAsync(REVOKE_TIMEOUT_MS);
      expect((await done).payload).toEqual({ revoked: false });
      expect(store.getState().session.accessToken).toBeNull();
      expect(client.accessToken).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
