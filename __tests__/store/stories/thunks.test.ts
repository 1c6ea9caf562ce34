import { createAppStore } from "../../../src/store";
import { sessionEnded } from "../../../src/store/events";
import {
  selectAccountStories,
  selectStoryRing,
  selectStoryRingIds,
  selectStoryViewers,
} from "../../../src/store/stories/selectors";
import {
  fetchAccountStories,
  fetchStoryCarousel,
  fetchStoryViewers,
  markStoryViewed,
  publishStory,
  removeStory,
} from "../../../src/store/stories/thunks";
import { recordingClient, type Answer } from "../../support/recordingClient";
import { fakeClient, rawAccount } from "../factories";
import { stateWith } from "../mockStore";

const STORIES = "/api/web/stories/v1";
const ME = "1";

const ring = (pid: string, username: string, seen: boolean) => ({
  pid,
  avatar: `https://pixel.example/${username}.jpg`,
  local: true,
  username,
  latest: { id: `${pid}9`, type: "photo", preview_url: null },
  url: `https://pixel.example/stories/${username}`,
  seen,
  sid: `${pid}9`,
});

const node = (id: string, seen = false) => ({
  id,
  type: "photo",
  duration: 5,
  src: `https://pixel.example/${id}.jpg`,
  created_at: "2026-11-27T10:00:00Z",
  expires_at: "2026-11-28T10:00:00Z",
  view_count: null,
  seen,
});

const profile = (pid: string, nodes: unknown[]) => ({
  body: nodes.length ? [{ id: "x", pid, account: rawAccount(pid), nodes }] : [],
});

function storeWith(answers: Record<string, Answer>) {
  const { client, calls } = recordingClient(answers);
  const state = stateWith({ stories: true });
  const store = createAppStore({
    client,
    preloadedState: {
      ...state,
      session: { ...state.session, me: ME, accessToken: "t" },
    },
  });
  return { store, calls };
}

describe("stories thunks", () => {
  it("loads the rings, unseen first as sent, and the member's own stories", async () => {
    const { store, calls } = storeWith({
      [`GET ${STORIES}/recent`]: {
        body: [ring("7", "bob", false), ring("8", "chen", true)],
      },
      [`GET ${STORIES}/profile/${ME}`]: profile(ME, [node("50")]),
    });
    await store.dispatch(fetchStoryCarousel(undefined));
    const state = store.getState();
    expect(calls.map((c) => c.path).sort()).toEqual([
      `${STORIES}/profile/${ME}`,
      `${STORIES}/recent`,
    ]);
    expect(selectStoryRingIds(state)).toEqual(["7", "8"]);
    expect(selectStoryRing(state, "8")).toEqual({
      accountId: "8",
      acct: "chen",
      avatar: "https://pixel.example/chen.jpg",
      seen: true,
    });
    expect(selectAccountStories(state, ME)?.map((n) => n.id)).toEqual(["50"]);
    expect(state.accounts.byId[ME]?.acct).toBe(`user${ME}`);
  });

  it("shows a story seen at once, and the ring once its newest is", async () => {
    const { store, calls } = storeWith({
      [`GET ${STORIES}/recent`]: { body: [ring("7", "bob", false)] },
      [`GET ${STORIES}/profile/${ME}`]: profile(ME, []),
      [`GET ${STORIES}/profile/7`]: profile("7", [node("71"), node("79")]),
    });
    await store.dispatch(fetchStoryCarousel(undefined));
    await store.dispatch(fetchAccountStories({ accountId: "7" }));
    const first = store.dispatch(
      markStoryViewed({ accountId: "7", storyId: "71" }),
    );
    expect(selectAccountStories(store.getState(), "7")?.[0]?.seen).toBe(true);
    expect(selectStoryRing(store.getState(), "7")?.seen).toBe(false);
    await first;
    await store.dispatch(markStoryViewed({ accountId: "7", storyId: "79" }));
    expect(selectStoryRing(store.getState(), "7")?.seen).toBe(true);
    // Seen already: not sent again.
    await store.dispatch(markStoryViewed({ accountId: "7", storyId: "79" }));
    expect(
      calls.filter((c) => c.path === `${STORIES}/viewed`).map((c) => c.body),
    ).toEqual([{ id: "71" }, { id: "79" }]);
  });

  it("shows the story unseen again when the server refuses the view", async () => {
    const { store } = storeWith({
      [`GET ${STORIES}/recent`]: { body: [ring("7", "bob", false)] },
      [`GET ${STORIES}/profile/${ME}`]: profile(ME, []),
      [`GET ${STORIES}/profile/7`]: profile("7", [node("79")]),
      [`POST ${STORIES}/viewed`]: { status: 403, body: {} },
    });
    await store.dispatch(fetchStoryCarousel(undefined));
    await store.dispatch(fetchAccountStories({ accountId: "7" }));
    const result = await store.dispatch(
      markStoryViewed({ accountId: "7", storyId: "79" }),
    );
    expect(markStoryViewed.rejected.match(result)).toBe(true);
    expect(selectAccountStories(store.getState(), "7")?.[0]?.seen).toBe(false);
    expect(selectStoryRing(store.getState(), "7")?.seen).toBe(false);
  });

  it("never sends a view of the member's own story", async () => {
    const { store, calls } = storeWith({
      [`GET ${STORIES}/profile/${ME}`]: profile(ME, [node("50")]),
    });
    await store.dispatch(fetchAccountStories({ accountId: ME }));
    await store.dispatch(markStoryViewed({ accountId: ME, storyId: "50" }));
    expect(calls.map((c) => c.path)).toEqual([`${STORIES}/profile/${ME}`]);
  });

  it("publishes, reads the member's stories again, and deletes one", async () => {
    const { store, calls } = storeWith({
      [`GET ${STORIES}/profile/${ME}`]: profile(ME, [node("50"), node("51")]),
    });
    await store.dispatch(publishStory({ mediaId: "51", duration: 5 }));
    expect(
      selectAccountStories(store.getState(), ME)?.map((n) => n.id),
    ).toEqual(["50", "51"]);
    await store.dispatch(removeStory({ accountId: ME, storyId: "50" }));
    expect(
      selectAccountStories(store.getState(), ME)?.map((n) => n.id),
    ).toEqual(["51"]);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ["POST", `${STORIES}/publish`],
      ["GET", `${STORIES}/profile/${ME}`],
      ["DELETE", `${STORIES}/delete/50`],
    ]);
  });

  it("pages the viewers ten at a time until a short page", async () => {
    const accounts = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => rawAccount(String(from + i)));
    const { client, calls } = fakeClient({
      [`${STORIES}/viewers`]: (url) => ({
        body: url.searchParams.has("page")
          ? accounts(110, 3)
          : accounts(100, 10),
      }),
    });
    const store = createAppStore({
      client,
      preloadedState: stateWith({ stories: true }),
    });
    await store.dispatch(fetchStoryViewers({ storyId: "50" }));
    expect(selectStoryViewers(store.getState(), "50")?.done).toBe(false);
    await store.dispatch(fetchStoryViewers({ storyId: "50", more: true }));
    const viewers = selectStoryViewers(store.getState(), "50");
    expect(viewers?.ids).toHaveLength(13);
    expect(viewers?.page).toBe(2);
    expect(viewers?.done).toBe(true);
    expect(calls.map((url) => url.searchParams.get("page"))).toEqual([
      null,
      "2",
    ]);
    store.dispatch(sessionEnded());
    expect(selectStoryViewers(store.getState(), "50")).toBeUndefined();
  });
});
