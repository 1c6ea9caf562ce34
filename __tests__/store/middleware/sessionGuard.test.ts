import { composeChanged } from "../../../src/store/compose/slice";
import { createAppAsyncThunk } from "../../../src/store/hooks";
import { loadToken, saveToken } from "../../../src/store/session/persistence";
import { restoreSession } from "../../../src/store/session/thunks";
import { BASE } from "../factories";
import {
  clearStorage,
  ME,
  recordingClient,
  sessionStore,
  workingServer,
  type Answer,
} from "../session/support";
import { selectComposer } from "../../../src/store/compose/selectors";

beforeEach(clearStorage);

const verify = "GET /api/v1/accounts/verify_credentials";
const refused: Answer = {
  status: 401,
  body: { error: "The access token is invalid" },
};

/** Any call of a session: the guard watches every rejected thunk. */
const likeIt = createAppAsyncThunk(
  "test/anyCall",
  async (_arg: undefined, { extra }) => {
    await extra.client.request("POST", "/api/v1/statuses/7/favourite");
    return { ok: true };
  },
);

async function signedInStore(routes: Parameters<typeof workingServer>[0]) {
  saveToken(BASE, "token-1");
  const { client, calls } = recordingClient(workingServer(routes));
  const store = sessionStore(client);
  await store.dispatch(restoreSession());
  expect(store.getState().session.me).toBe("42");
  return { store, client, calls };
}

type Store = Awaited<ReturnType<typeof signedInStore>>["store"];
const errorSources = (store: Store) =>
  store
    .getState()
    .notices.items.filter((n) => n.kind === "error")
    .map((n) => n.source);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a session that ends mid-way", () => {
  it("a 401 from any call checks the token and, refused, ends the session as expired", async () => {
    let revoked = false;
    const { store, client, calls } = await signedInStore({
      "POST /api/v1/statuses/7/favourite": () => refused,
      [verify]: () => (revoked ? refused : { body: ME }),
    });
    revoked = true;
    store.dispatch(
      composeChanged({ composerId: "main", changes: { text: "unsent words" } }),
    );
    localStorage.setItem(
      "potluck:draft:42:main",
      JSON.stringify({ text: "unsent words" }),
    );
    await store.dispatch(likeIt());
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(-2)).toEqual([
      "POST /api/v1/statuses/7/favourite",
      verify,
    ]);
    expect(store.getState().session.accessToken).toBeNull();
    expect(store.getState().auth.error).toBe("expired");
    // The sign-in screen says why; the failed like is not toasted on top.
    expect(errorSources(store)).toEqual([]);
    expect(client.accessToken).toBeNull();
    expect(loadToken(BASE)).toBeNull();
    // The unsent draft stays, in the composer and in this browser.
    expect(selectComposer(store.getState(), "main").draft.text).toBe(
      "unsent words",
    );
    expect(localStorage.getItem("potluck:draft:42:main")).toContain(
      "unsent words",
    );
  });

  it("a 401 of one path while the token still works keeps the session", async () => {
    const { store, calls } = await signedInStore({
      "POST /api/v1/statuses/7/favourite": () => refused,
    });
    await store.dispatch(likeIt());
    await settle();
    expect(
      calls.filter((c) => c.path.endsWith("verify_credentials")),
    ).toHaveLength(2);
    expect(store.getState().session.accessToken).toBe("token-1");
    expect(store.getState().auth.error).toBeNull();
    // Told once the token proved good: the refusal was the path's own.
    expect(errorSources(store)).toEqual(["test/anyCall"]);
  });

  it("other failures and visitors' 401s check nothing", async () => {
    const { store, calls } = await signedInStore({
      "POST /api/v1/statuses/7/favourite": () => ({ status: 500 }),
    });
    await store.dispatch(likeIt());
    await settle();
    expect(
      calls.filter((c) => c.path.endsWith("verify_credentials")),
    ).toHaveLength(1);

    clearStorage();
    const visitor = recordingClient(
      workingServer({ "POST /api/v1/statuses/7/favourite": () => refused }),
    );
    const visitorStore = sessionStore(visitor.client);
    await visitorStore.dispatch(likeIt());
    await settle();
    expect(visitor.calls.map((c) => c.path)).toEqual([
      "/api/v1/statuses/7/favourite",
    ]);
  });
});
