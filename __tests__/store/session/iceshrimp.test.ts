import { loadToken } from "../../../src/store/session/persistence";
import { adoptStoredToken } from "../../../src/store/session/thunks";
import {
  beginSignIn,
  completeSignIn,
  signOut,
} from "../../../src/store/session/signInThunks";
import { BASE } from "../factories";
import {
  clearStorage,
  installSubtle,
  recordingClient,
  REDIRECT,
  sessionStore,
  workingServer,
} from "./support";

/*
 * Iceshrimp.NET's separate key (spec 02 sections 6 and 7.1): obtained with
 * the Mastodon token at sign-in, sent only on /api/iceshrimp/* paths, kept
 * beside the token and forgotten with it.
 */

const ICESHRIMP_KEY = "potluck:iceshrimp:" + BASE;

function iceshrimpServer() {
  return recordingClient(
    workingServer({
      "POST /api/v1/accounts/authorize_iceshrimp": () => ({
        body: "ice-key-7",
      }),
      "GET /api/iceshrimp/settings": () => ({ body: {} }),
      "GET /api/v1/timelines/home": () => ({ body: [] }),
    }),
  );
}

async function signIn(features: { authorizeIceshrimp: boolean }) {
  const server = iceshrimpServer();
  const store = sessionStore(server.client, features);
  await store.dispatch(beginSignIn({ redirectUri: REDIRECT, returnTo: "/" }));
  const { state } = JSON.parse(
    sessionStorage.getItem("potluck:signIn") ?? "{}",
  ) as { state: string };
  await store.dispatch(completeSignIn({ code: "c0de", state }));
  return { ...server, store };
}

beforeEach(() => {
  clearStorage();
  installSubtle();
});

describe("Iceshrimp.NET key", () => {
  it("is fetched at sign-in and sent on /api/iceshrimp paths only", async () => {
    const { client, calls, store } = await signIn({ authorizeIceshrimp: true });
    const authorize = calls.find(
      (c) => c.path === "/api/v1/accounts/authorize_iceshrimp",
    );
    expect(authorize?.authorization).toBe("Bearer token-1");
    expect(localStorage.getItem(ICESHRIMP_KEY)).toBe("ice-key-7");
    await client.request("GET", "/api/iceshrimp/settings");
    await client.request("GET", "/api/v1/timelines/home");
    const last = calls.slice(-2).map((c) => [c.path, c.authorization]);
    expect(last).toEqual([
      ["/api/iceshrimp/settings", "Bearer ice-key-7"],
      ["/api/v1/timelines/home", "Bearer token-1"],
    ]);
    // The key never enters the state or an action's payload.
    expect(JSON.stringify(store.getState())).not.toContain("ice-key-7");
  });

  it("is not asked for where the server does not offer it", async () => {
    const { calls, client } = await signIn({ authorizeIceshrimp: false });
    expect(
      calls.some((c) => c.path === "/api/v1/accounts/authorize_iceshrimp"),
    ).toBe(false);
    expect(client.iceshrimpToken).toBeNull();
  });

  it("comes back with the stored token after a reload and goes with sign-out", async () => {
    localStorage.setItem("potluck:token:" + BASE, "token-1");
    localStorage.setItem(ICESHRIMP_KEY, "ice-key-7");
    const { client } = iceshrimpServer();
    const store = sessionStore(client, { authorizeIceshrimp: true });
    store.dispatch(adoptStoredToken());
    expect(client.iceshrimpToken).toBe("ice-key-7");
    await store.dispatch(signOut());
    expect(client.iceshrimpToken).toBeNull();
    expect(localStorage.getItem(ICESHRIMP_KEY)).toBeNull();
    expect(loadToken(BASE)).toBeNull();
  });
});
