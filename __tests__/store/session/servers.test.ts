import { ApiClient, type FetchLike } from "../../../src/api/client";
import { composeChanged } from "../../../src/store/compose/slice";
import { fetchInstance } from "../../../src/store/instance/thunks";
import {
  loadAccounts,
  loadToken,
  rememberAccount,
  saveToken,
} from "../../../src/store/session/persistence";
import {
  saveApp,
  savePendingSignIn,
} from "../../../src/store/session/signInStorage";
import { selectAccountKey } from "../../../src/store/session/selectors";
import { switchAccount } from "../../../src/store/session/switchThunks";
import {
  adoptStoredToken,
  bootSession,
  restoreSession,
} from "../../../src/store/session/thunks";
import {
  beginSignIn,
  completeSignIn,
  SCOPES,
} from "../../../src/store/session/signInThunks";
import { BASE, rawAccount } from "../factories";
import {
  clearStorage,
  installSubtle,
  ME,
  REDIRECT,
  sessionStore,
  type Call,
} from "./support";
import { selectComposer } from "../../../src/store/compose/selectors";

/*
 * Accounts on two servers: the configured one (BASE, Alice) and another
 * within the page's reach (OTHER, Bob, a Pleroma). The client, the instance
 * and its features follow the account in use, and no call ever carries one
 * server's token to the other.
 */

const OTHER = "https://kitchen.example";
const BOB = rawAccount("43", { username: "bob", acct: "bob" });

beforeEach(() => {
  clearStorage();
  installSubtle();
});

interface ServerCall extends Call {
  origin: string;
}

/** Two fake servers behind one fetch, told apart by origin. */
function twoServers({ otherDown = false } = {}) {
  const calls: ServerCall[] = [];
  /** Each server's instance, and the one token it knows with its account. */
  const servers: Partial<
    Record<string, { instance: object; token: string; account: unknown }>
  > = {
    [OTHER]: {
      instance: {
        domain: "kitchen.example",
        title: "Kitchen",
        version: "2.7.2 (compatible; Pleroma 2.7.2)",
      },
      token: "bob-token",
      account: BOB,
    },
    [BASE]: {
      instance: {
        domain: "example.social",
        title: "Example",
        version: "4.3.0",
      },
      token: "alice-token",
      account: ME,
    },
  };
  const answer = (call: ServerCall): { status: number; body: unknown } => {
    const key = `${call.method} ${call.path}`;
    const server = servers[call.origin];
    if (server === undefined || (otherDown && call.origin === OTHER))
      return { status: 503, body: { error: "Down" } };
    if (key === "GET /api/v2/instance")
      return { status: 200, body: server.instance };
    if (key === "GET /api/v1/accounts/verify_credentials")
      return call.authorization === `Bearer ${server.token}`
        ? { status: 200, body: server.account }
        : { status: 401, body: { error: "Invalid token" } };
    // Only the other server is signed in to here.
    if (call.origin === OTHER && key === "POST /api/v1/apps")
      return {
        status: 200,
        body: { client_id: "kitchen-id", client_secret: "kitchen-secret" },
      };
    if (call.origin === OTHER && key === "POST /oauth/token")
      return {
        status: 200,
        body: { access_token: "bob-token", token_type: "Bearer", id: "7" },
      };
    return { status: 404, body: { error: "Not found" } };
  };
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const call: ServerCall = {
      origin: url.origin,
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body:
        typeof init.body === "string"
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : null,
      authorization: new Headers(init.headers).get("Authorization"),
    };
    calls.push(call);
    const { status, body } = answer(call);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
    );
  };
  const client = new ApiClient({ baseUrl: BASE, fetch });
  return { client, calls };
}

/** Bob, signed in on OTHER in this browser. */
function rememberBob() {
  rememberAccount(BASE, {
    id: "43",
    acct: "bob",
    display_name: "Bob",
    avatar: "",
    token: "bob-token",
    iceshrimpToken: null,
    server: OTHER,
  });
}

/** Alice signed in on BASE, Bob kept as signed in on OTHER. */
async function aliceHereBobThere(options?: { otherDown?: boolean }) {
  const servers = twoServers(options);
  const store = sessionStore(servers.client);
  rememberBob();
  saveToken(BASE, "alice-token");
  await store.dispatch(restoreSession());
  await store.dispatch(fetchInstance());
  return { ...servers, store };
}

/** No call went to a server with a token of the other's. */
function noTokenCrossed(calls: ServerCall[]) {
  for (const call of calls) {
    if (call.origin === OTHER)
      expect(call.authorization).not.toBe("Bearer alice-token");
    else expect(call.authorization).not.toBe("Bearer bob-token");
  }
}

describe("accounts on two servers", () => {
  it("lists both with their servers, and switches to the other server's account with its instance and features in the same step", async () => {
    const { store, client, calls } = await aliceHereBobThere();
    expect(store.getState().signedIn.accounts).toEqual([
      expect.objectContaining({ id: "43", server: OTHER }),
      expect.objectContaining({ id: "42" }),
    ]);
    expect(store.getState().signedIn.accounts[1]).not.toHaveProperty("server");
    expect(store.getState().instance.server.software).toBe("Mastodon");
    store.dispatch(
      composeChanged({ composerId: "main", changes: { text: "Alice's" } }),
    );

    const switched = await store.dispatch(
      switchAccount({ id: "43", server: OTHER }),
    );
    expect(switchAccount.fulfilled.match(switched)).toBe(true);
    const state = store.getState();
    expect(client.baseUrl).toBe(OTHER);
    expect(client.accessToken).toBe("bob-token");
    expect(state.instance.origin).toBe(OTHER);
    expect(state.instance.data.title).toBe("Kitchen");
    expect(state.instance.server.software).toBe("Pleroma");
    expect(state.session.me).toBe("43");
    expect(state.accounts.byId["43"]?.acct).toBe("bob");
    expect(selectComposer(state, "main").draft.text).toBe("");
    expect(selectAccountKey(state)).toBe(`43@${OTHER}`);
    // The stored token in use is Bob's, and a reload goes to his server.
    expect(loadToken(BASE)).toBe("bob-token");
    noTokenCrossed(calls);

    // And back: the configured server, Alice's token, its instance.
    await store.dispatch(switchAccount({ id: "42" }));
    expect(client.baseUrl).toBe(BASE);
    expect(client.accessToken).toBe("alice-token");
    expect(store.getState().instance.origin).toBeUndefined();
    expect(store.getState().instance.server.software).toBe("Mastodon");
    expect(selectAccountKey(store.getState())).toBe("42");
    noTokenCrossed(calls);
  });

  it("stays where it is when the other server cannot be read", async () => {
    const { store, client } = await aliceHereBobThere({ otherDown: true });
    const result = await store.dispatch(
      switchAccount({ id: "43", server: OTHER }),
    );
    expect(switchAccount.rejected.match(result)).toBe(true);
    expect(client.baseUrl).toBe(BASE);
    expect(client.accessToken).toBe("alice-token");
    expect(loadToken(BASE)).toBe("alice-token");
    expect(store.getState().session.me).toBe("42");
    expect(store.getState().instance.origin).toBeUndefined();
  });

  it("a page load with the other server's account in use calls that server, and drops an instance read from the configured one", async () => {
    const { client, calls } = twoServers();
    rememberBob();
    saveToken(BASE, "bob-token");
    const store = sessionStore(client);
    // Asked of the configured server before the page adopted Bob's token.
    const early = fetchInstance.fulfilled(
      {
        fetched: null,
        fetchedAt: 1,
        error: "too late",
        server: null,
      },
      "early",
      undefined,
    );
    expect(store.dispatch(adoptStoredToken())).toBe(true);
    expect(client.baseUrl).toBe(OTHER);
    store.dispatch(early);
    expect(store.getState().instance.error).toBeNull();
    await store.dispatch(fetchInstance());
    await store.dispatch(restoreSession());
    expect(store.getState().instance.data.title).toBe("Kitchen");
    expect(store.getState().session.me).toBe("43");
    expect(calls.every((call) => call.origin === OTHER)).toBe(true);
  });

  it("signs in on another server: the app is registered there, the code exchanged there, and the client moves with the new account", async () => {
    const { store, client, calls } = await aliceHereBobThere();
    localStorage.removeItem(`potluck:accounts:${BASE}`);
    const begun = await store.dispatch(
      beginSignIn({
        redirectUri: REDIRECT,
        returnTo: "/home",
        forceLogin: true,
        server: OTHER,
      }),
    );
    expect(beginSignIn.fulfilled.match(begun)).toBe(true);
    const url = new URL(
      (begun.payload as { authorizeUrl: string }).authorizeUrl,
    );
    expect(url.origin).toBe(OTHER);
    expect(url.searchParams.get("client_id")).toBe("kitchen-id");
    // The client still calls the server in use until the sign-in is done.
    expect(client.baseUrl).toBe(BASE);
    const { state } = JSON.parse(
      sessionStorage.getItem("potluck:signIn") ?? "{}",
    ) as { state: string };

    const done = await store.dispatch(completeSignIn({ code: "c0de", state }));
    expect(done.payload).toEqual({ returnTo: "/home" });
    expect(client.baseUrl).toBe(OTHER);
    expect(store.getState().session).toMatchObject({
      accessToken: "bob-token",
      me: "43",
      tokenId: "7",
    });
    expect(store.getState().instance.origin).toBe(OTHER);
    expect(loadAccounts(BASE)).toEqual([
      expect.objectContaining({ id: "43", server: OTHER, token: "bob-token" }),
    ]);
    const exchange = calls.find((c) => c.path === "/oauth/token");
    expect(exchange?.origin).toBe(OTHER);
    noTokenCrossed(calls);
  });

  it("refuses a callback for an app the other server's storage does not hold", async () => {
    const { store, client } = await aliceHereBobThere();
    saveApp(BASE, {
      client_id: "a",
      client_secret: "b",
      redirect_uri: REDIRECT,
      scopes: SCOPES,
    });
    savePendingSignIn({
      server: OTHER,
      state: "s1",
      codeVerifier: null,
      redirectUri: REDIRECT,
      returnTo: "/",
    });
    const result = await store.dispatch(
      completeSignIn({ code: "c", state: "s1" }),
    );
    expect(completeSignIn.rejected.match(result)).toBe(true);
    expect(client.baseUrl).toBe(BASE);
    expect(store.getState().session.me).toBe("42");
  });

  it("a page that is the return from a sign-in adopts no stored account, and adopts it back if the sign-in fails", async () => {
    const { client } = twoServers();
    const store = sessionStore(client);
    saveToken(BASE, "alice-token");
    rememberAccount(BASE, {
      id: "42",
      acct: "alice",
      display_name: "Alice",
      avatar: "",
      token: "alice-token",
      iceshrimpToken: null,
    });
    savePendingSignIn({
      server: OTHER,
      state: "s9",
      codeVerifier: null,
      redirectUri: REDIRECT,
      returnTo: "/home",
    });
    void bootSession(store, "?code=c0de&state=s9");
    expect(store.getState().session.accessToken).toBeNull();
    expect(client.accessToken).toBeNull();
    expect(store.getState().signedIn.accounts).toHaveLength(1);

    // No app registered on OTHER: the sign-in fails, Alice comes back.
    await store.dispatch(completeSignIn({ code: "c0de", state: "s9" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(restoreSession());
    expect(store.getState().session.me).toBe("42");
    expect(client.accessToken).toBe("alice-token");
  });
});
