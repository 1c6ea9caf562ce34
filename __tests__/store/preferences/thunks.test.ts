import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { sessionEnded, sessionStarted } from "../../../src/store/events";
import {
  changePreferences,
  restorePreferences,
} from "../../../src/store/preferences/thunks";
import { updateProfile } from "../../../src/store/profile/thunks";
import { applyLook, rememberLook } from "../../../src/styles/look";
import { sectionsStore } from "../admin/collection/storeSupport";
import { rawAccount } from "../factories";
import { selectComposer } from "../../../src/store/compose/selectors";

function me(id: string, privacy = "public") {
  return {
    ...rawAccount(id, { username: `user${id}` }),
    source: { privacy, sensitive: false, language: "de", note: "", fields: [] },
  };
}

async function signedIn(
  family: "mastodon" | "pleroma",
  id: string,
  answers: Parameters<typeof sectionsStore>[1] = {},
) {
  const support = sectionsStore(family, {
    "GET /api/v1/accounts/verify_credentials": { body: me(id) },
    ...answers,
  });
  support.store.dispatch(sessionStarted({ accessToken: "token" }));
  await support.store.dispatch(fetchOwnAccount());
  return support;
}

beforeEach(() => {
  window.localStorage.clear();
});

describe("the member's preferences", () => {
  it("are kept per account: another account on the same browser has its own", async () => {
    const first = await signedIn("pleroma", "1");
    await first.store.dispatch(restorePreferences());
    await first.store.dispatch(
      changePreferences({ theme: "dark", expandSpoilers: true }),
    );
    expect(first.store.getState().preferences.local).toMatchObject({
      theme: "dark",
      expandSpoilers: true,
    });

    const again = await signedIn("pleroma", "1");
    await again.store.dispatch(restorePreferences());
    expect(again.store.getState().preferences.local.theme).toBe("dark");

    const other = await signedIn("pleroma", "2");
    await other.store.dispatch(restorePreferences());
    expect(other.store.getState().preferences.local.theme).toBe("system");
  });

  it("start from what a Mastodon server reads with, and end with the session", async () => {
    const { store, calls } = await signedIn("mastodon", "1", {
      "GET /api/v1/preferences": {
        body: {
          "posting:default:visibility": "public",
          "reading:expand:media": "show_all",
          "reading:expand:spoilers": true,
        },
      },
    });
    await store.dispatch(restorePreferences());
    expect(calls.map((call) => call.path)).toContain("/api/v1/preferences");
    expect(store.getState().preferences.local).toMatchObject({
      mediaDisplay: "show_all",
      expandSpoilers: true,
    });
    store.dispatch(sessionEnded());
    expect(store.getState().preferences).toMatchObject({
      accountId: null,
      local: { mediaDisplay: "default", expandSpoilers: false },
    });
  });

  it("give the composer the server's posting defaults, at once and for drafts not begun", async () => {
    const { store } = await signedIn("mastodon", "1", {
      "PATCH /api/v1/accounts/update_credentials": { body: me("1", "private") },
    });
    const draft = () => selectComposer(store.getState(), "main").draft;
    expect(draft()).toMatchObject({ visibility: "public", language: "de" });
    await store.dispatch(updateProfile({ source: { privacy: "private" } }));
    expect(draft().visibility).toBe("private");
    expect(selectComposer(store.getState(), "modal").draft.visibility).toBe(
      "private",
    );
  });
});

describe("the look", () => {
  it("sets the theme on the root and keeps it for the next page", () => {
    const root = document.createElement("html");
    applyLook({ theme: "dark", reduceMotion: true }, root);
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.getPropertyValue("color-scheme")).toBe("dark");
    expect(root.dataset.reduceMotion).toBe("");
    applyLook({ theme: "system", reduceMotion: false }, root);
    expect(root.dataset.theme).toBeUndefined();
    expect(root.dataset.reduceMotion).toBeUndefined();

    rememberLook({ theme: "light", reduceMotion: false });
    // What static/index.html reads before the first paint.
    expect(
      JSON.parse(window.localStorage.getItem("potluck:look") ?? ""),
    ).toEqual({
      theme: "light",
      reduceMotion: false,
    });
  });
});
