import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { parseDebugLog } from "../../../src/store/debug/debugLog";
import {
  exportDebugLog,
  startRecording,
  stopRecording,
} from "../../../src/store/debug/recording";
import { sessionStarted } from "../../../src/store/events";
import { openComposer } from "../../../src/store/compose/open";
import { sectionsStore } from "../admin/collection/storeSupport";
import { rawAccount, rawStatus, streamedUpdate } from "../factories";

/*
 * Nothing this file imports loads the compose slice: it joins the store
 * when the first composer opens, as in a member's tab (issue 22). Each test
 * makes its store before that, so the order of tests matters: the first one
 * sees the slice join.
 */

afterEach(stopRecording);

function me(privacy: string) {
  return {
    ...rawAccount("1", { username: "user1" }),
    source: { privacy, sensitive: true, language: "de", note: "", fields: [] },
  };
}

async function member(privacy = "private") {
  const support = sectionsStore("mastodon", {
    "GET /api/v1/accounts/verify_credentials": { body: me(privacy) },
  });
  support.store.dispatch(sessionStarted({ accessToken: "token" }));
  await support.store.dispatch(fetchOwnAccount());
  return support.store;
}

describe("opening the composer", () => {
  it("brings the compose slice in first, with the posting defaults it missed, and replays", async () => {
    const store = await member();
    startRecording(store);
    expect(store.getState().compose).toBeUndefined();
    // A post of someone else's, less public than the member's default.
    const post = rawStatus("9", { visibility: "unlisted", spoiler_text: "cw" });
    store.dispatch(streamedUpdate(post, []));

    const opening = store.dispatch(openComposer({ replyTo: "9" }));
    // Not yet: the slice's code is still loading.
    expect(store.getState().modals.stack).toEqual([]);
    await opening;

    const compose = store.getState().compose;
    expect(compose?.defaults).toEqual({
      visibility: "private",
      sensitive: true,
      language: "de",
    });
    // A reply: no more public than the post, under its warning.
    expect(compose?.composers.modal.draft).toMatchObject({
      inReplyToId: "9",
      visibility: "unlisted",
      spoilerText: "cw",
      language: "de",
    });
    // The main composer, not begun, starts with the defaults too.
    expect(compose?.composers.main.draft).toMatchObject({
      visibility: "private",
      sensitive: true,
    });
    expect(store.getState().modals.stack.map((m) => m.type)).toEqual([
      "COMPOSE",
    ]);

    const log = parseDebugLog(
      exportDebugLog({ includePrivate: true, locale: "en" }) ?? "",
    );
    const types = log.actions.map((a) => a.type);
    expect(types.indexOf("store/lazySliceLoaded")).toBeLessThan(
      types.indexOf("compose/opened"),
    );
    // The replay store has every slice from the start (debug/lazySlices.ts).
    const { checkLog } = await import("../../../tools/replay/replay");
    const check = checkLog(log);
    expect(check.divergence).toBeNull();
    expect(check.deterministic).toBe(true);
  });

  it("opens at once where the slice is in", async () => {
    const store = await member("unlisted");
    // Made after the slice joined: it has it, and took the defaults itself.
    expect(store.getState().compose?.defaults?.visibility).toBe("unlisted");
    void store.dispatch(openComposer({ mention: "chen" }));
    expect(store.getState().compose?.composers.modal.draft).toMatchObject({
      text: "@chen ",
      visibility: "unlisted",
    });
  });

  it("says so when the composer's code cannot be fetched, and asks again on the next press", async () => {
    const dispatched: unknown[] = [];
    const dispatch = (action: unknown) => dispatched.push(action);
    const getState = () => ({ compose: undefined });
    let loads = 0;
    const loadComposer = () => {
      loads += 1;
      return Promise.reject(new Error("Loading chunk compose-modal failed."));
    };
    const open = openComposer({ mention: "chen" }) as unknown as (
      ...args: unknown[]
    ) => Promise<void>;
    await open(dispatch, getState, { loadComposer });
    await open(dispatch, getState, { loadComposer });
    expect(loads).toBe(2);
    expect(dispatched).toEqual([
      expect.objectContaining({
        type: "notices/added",
        payload: expect.objectContaining({
          kind: "error",
          status: null,
          source: "compose/open",
        }) as unknown,
      }),
      expect.objectContaining({ type: "notices/added" }),
    ]);
  });
});
