import { ApiClient } from "../../../src/api/client";
import { sessionStarted } from "../../../src/store/events";
import { loadToken } from "../../../src/store/session/persistence";
import { fetchMarkers, saveMarker } from "../../../src/store/markers/thunks";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { bootSession, restoreSession } from "../../../src/store/session/thunks";
import {
  beginSignIn,
  completeSignIn,
  signOut,
} from "../../../src/store/session/signInThunks";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "../../tools/demoServerProcess";
import { clearStorage, installSubtle, sessionStore } from "./support";

/*
 * The session thunks against the real demo server (its OAuth is the one
 * the browser tests drive): the authorize form is posted as the login page
 * would, so this runs without a browser or the app's routes.
 */

const REDIRECT = "http://127.0.0.1:9/blog/login/callback";
/** A child process and a dozen requests: generous when the machine is busy. */
const SLOW = 30_000;
let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServerProcess();
}, SLOW);
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  clearStorage();
  installSubtle();
});

async function waitFor(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 500) throw new Error("not in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function newStore() {
  const client = new ApiClient({ baseUrl: server.url });
  return { client, store: sessionStore(client) };
}

/** What the demo login page does when Alice signs in: answers with the redirect. */
async function logIn(authorizeUrl: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const fields = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const answer = await fetch(`${server.url}/oauth/authorize`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...fields,
      username: "alice",
      password: "potluck",
    }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("Location") ?? "");
}

describe("the member session on the demo server", () => {
  it(
    "signs in with PKCE, restores, signs out with revocation, then reads as expired",
    async () => {
      const { accounts } = await server.control<ControlState>("state");
      const { store, client } = newStore();
      const begun = await store.dispatch(
        beginSignIn({ redirectUri: REDIRECT, returnTo: "/home" }),
      );
      if (!beginSignIn.fulfilled.match(begun)) throw new Error("not begun");
      const back = await logIn(begun.payload.authorizeUrl);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);

      const done = await store.dispatch(
        completeSignIn({
          code: back.searchParams.get("code") ?? "",
          state: back.searchParams.get("state") ?? "",
        }),
      );
      expect(done.payload).toEqual({ returnTo: "/home" });
      expect(store.getState().session.me).toBe(accounts.alice);
      const token = client.accessToken;
      expect(token).toBeTruthy();

      // A reload: a new store and client adopt the stored token and verify it.
      const reloaded = newStore();
      void bootSession(reloaded.store);
      expect(reloaded.client.accessToken).toBe(token);
      await waitFor(() => reloaded.store.getState().session.me !== null);
      expect(reloaded.store.getState().session.me).toBe(accounts.alice);

      // Reading positions work with this token.
      await reloaded.store.dispatch(fetchInstance());
      await reloaded.store.dispatch(fetchMarkers());
      const held = reloaded.store.getState().markers.byTimeline.home;
      expect(held?.last_read_id).toBeTruthy();
      const newer = `${held?.last_read_id ?? ""}9`;
      await reloaded.store.dispatch(
        saveMarker({ timeline: "home", lastReadId: newer }),
      );
      expect(
        reloaded.store.getState().markers.byTimeline.home?.last_read_id,
      ).toBe(newer);

      // Sign out: revoked on the server.
      const out = await reloaded.store.dispatch(signOut());
      expect(out.payload).toEqual({ revoked: true });
      expect(loadToken(server.url)).toBeNull();
      const check = await server.api("/api/v1/accounts/verify_credentials", {
        token: token ?? "",
      });
      expect(check.status).toBe(401);

      // The first tab still holds the revoked token: its next restore expires it.
      const stale = newStore();
      stale.client.accessToken = token;
      stale.store.dispatch(sessionStarted({ accessToken: token ?? "" }));
      const expired = await stale.store.dispatch(restoreSession());
      expect(expired.payload).toBe("expired");
      expect(stale.store.getState().auth.error).toBe("expired");
    },
    SLOW,
  );

  it(
    "reuses the registered app for the next sign-in",
    async () => {
      const { store } = newStore();
      await store.dispatch(
        beginSignIn({ redirectUri: REDIRECT, returnTo: "/" }),
      );
      const first = JSON.parse(
        localStorage.getItem(`potluck:app:${server.url}`) ?? "{}",
      ) as { client_id?: string };
      await store.dispatch(
        beginSignIn({ redirectUri: REDIRECT, returnTo: "/" }),
      );
      const second = JSON.parse(
        localStorage.getItem(`potluck:app:${server.url}`) ?? "{}",
      ) as { client_id?: string };
      expect(first.client_id).toBeTruthy();
      expect(second.client_id).toBe(first.client_id);
    },
    SLOW,
  );
});
