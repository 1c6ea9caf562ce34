import { waitFor } from "@testing-library/react";
import { emptyDraft } from "../../../src/store/compose/draft";
import {
  composeChanged,
  mediaDescribed,
} from "../../../src/store/compose/slice";
import {
  loadStatusForEdit,
  submitCompose,
} from "../../../src/store/compose/thunks";
import {
  PROCESSING_POLL_MS,
  uploadComposeMedia,
} from "../../../src/store/compose/media";
import { openComposer } from "../../../src/store/compose/open";
import { selectScheduled } from "../../../src/store/scheduled/selectors";
import { deleteStatus } from "../../../src/store/statuses/thunks";
import { rawAccount, rawStatus, sid, streamedUpdate } from "../factories";
import {
  failure,
  ME,
  memberStore,
  ownStatus,
  FakeXhr,
  installFakeXhr,
  type Family,
  type MemberStore,
} from "./support";
import { selectComposer } from "../../../src/store/compose/selectors";

const POSTED = sid(50);

function write(test: MemberStore, text: string) {
  test.store.dispatch(
    composeChanged({ composerId: "main", changes: { text } }),
  );
}

const main = (test: MemberStore) =>
  selectComposer(test.store.getState(), "main");

describe("posting", () => {
  it("absorbs the new post at the top of home and of the author's loaded profile, then empties the draft", async () => {
    const test = await memberStore({
      "POST /api/v1/statuses": { body: ownStatus(POSTED) },
    });
    test.store.dispatch(
      streamedUpdate(ownStatus(sid(1)), ["home", `account:${ME}:posts`]),
    );
    write(test, "Fresh bread");
    test.actions.length = 0;
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(test.types()).toEqual([
      "compose/submit/pending",
      "timelines/statusReceived",
      "compose/submit/fulfilled",
    ]);
    const state = test.store.getState();
    expect(state.timelines.home?.items).toEqual([POSTED, sid(1)]);
    expect(state.timelines[`account:${ME}:posts`]?.items).toEqual([
      POSTED,
      sid(1),
    ]);
    expect(state.statuses.byId[POSTED]).toBeDefined();
    expect(main(test).draft.text).toBe("");
    expect(main(test).result).toEqual({ kind: "posted", id: POSTED });
    const [call] = test.calls;
    expect(call?.body).toMatchObject({
      status: "Fresh bread",
      visibility: "public",
    });
    expect(call?.headers["idempotency-key"]).toMatch(/\S+-[0-9a-f]{8}$/);
  });

  it("a failed post keeps the draft, says why, and a retry sends the same Idempotency-Key", async () => {
    const test = await memberStore({
      "POST /api/v1/statuses": failure(422, "Text character limit exceeded"),
    });
    write(test, "Sourdough");
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(main(test)).toMatchObject({
      isSubmitting: false,
      error: "Text character limit exceeded",
      result: null,
      draft: { text: "Sourdough" },
    });
    // Said once, in the composer beside the draft: no toast on top.
    expect(test.store.getState().notices.items).toEqual([]);
    test.routes["POST /api/v1/statuses"] = { body: ownStatus(POSTED) };
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    const [first, second] = test.calls;
    expect(second?.headers["idempotency-key"]).toBe(
      first?.headers["idempotency-key"],
    );
    expect(main(test).error).toBeNull();
  });

  it("a network failure keeps the draft too", async () => {
    const test = await memberStore({
      "POST /api/v1/statuses": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    write(test, "Rye");
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(main(test).draft.text).toBe("Rye");
    expect(main(test).error).toBe("Failed to fetch");
  });

  it("a scheduled post is not a timeline post: the result says when", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const test = await memberStore({
      "POST /api/v1/statuses": {
        body: {
          id: "s1",
          scheduled_at: at,
          params: { text: "Later", visibility: "public" },
          media_attachments: [],
        },
      },
    });
    write(test, "Later");
    test.store.dispatch(
      composeChanged({ composerId: "main", changes: { scheduledAt: at } }),
    );
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(test.calls[0]?.body).toMatchObject({ scheduled_at: at });
    expect(test.types()).not.toContain("timelines/statusReceived");
    expect(test.store.getState().timelines.home).toBeUndefined();
    expect(main(test).result).toEqual({
      kind: "scheduled",
      id: "s1",
      scheduledAt: at,
    });
    expect(main(test).draft.scheduledAt).toBeNull();
  });

  it("an edited scheduled post is scheduled anew, then the old one is cancelled", async () => {
    const at = new Date(Date.now() + 7_200_000).toISOString();
    const test = await memberStore({
      "POST /api/v1/statuses": {
        body: {
          id: "s2",
          scheduled_at: at,
          params: { text: "Later, edited", visibility: "unlisted" },
          media_attachments: [],
        },
      },
      "DELETE /api/v1/scheduled_statuses/s1": { body: {} },
    });
    test.store.dispatch(
      composeChanged({
        composerId: "main",
        changes: {
          text: "Later, edited",
          visibility: "unlisted",
          scheduledAt: at,
          scheduledId: "s1",
        },
      }),
    );
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    await waitFor(() => {
      expect(test.types()).toContain("scheduled/cancel/fulfilled");
    });
    expect(test.calls.map((c) => [c.method, c.path])).toEqual([
      ["POST", "/api/v1/statuses"],
      ["DELETE", "/api/v1/scheduled_statuses/s1"],
    ]);
    expect(test.calls[0]?.body).not.toHaveProperty("scheduled_id");
    // The scheduled posts' screen, where the edit began, holds the new one.
    const scheduled = selectScheduled(test.store.getState());
    expect(scheduled.byId.s2?.params.text).toBe("Later, edited");
    expect(main(test).draft.scheduledId).toBeNull();
  });

  it("an edited scheduled post that the server refuses leaves the old one alone", async () => {
    const at = new Date(Date.now() + 7_200_000).toISOString();
    const test = await memberStore({
      "POST /api/v1/statuses": failure(422, "Text can't be blank"),
    });
    test.store.dispatch(
      composeChanged({
        composerId: "main",
        changes: { text: "Later", scheduledAt: at, scheduledId: "s1" },
      }),
    );
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(test.calls.map((c) => c.method)).toEqual(["POST"]);
    expect(main(test).draft.scheduledId).toBe("s1");
  });

  it("an invalid draft is not sent", async () => {
    const test = await memberStore();
    write(test, "x".repeat(1001));
    await test.store.dispatch(submitCompose({ composerId: "main" }));
    expect(test.calls).toEqual([]);
  });

  it("sends changed alt texts and focal points before the post", async () => {
    const test = await memberStore({
      "PUT /api/v1/media/m1": { body: { id: "m1", type: "image" } },
      "POST /api/v1/statuses": { body: ownStatus(POSTED) },
    });
    await test.store.dispatch(
      openComposer({
        draft: {
          text: "",
          media: [
            {
              key: "m1",
              id: "m1",
              name: "loaf.png",
              type: "image",
              url: "https://example.social/loaf.png",
              previewUrl: null,
              progress: 1,
              state: "ready",
              error: null,
              description: "",
              focus: { x: 0.2, y: 0.4 },
              dirty: false,
            },
          ],
        },
      }),
    );
    test.store.dispatch(
      mediaDescribed({
        composerId: "modal",
        key: "m1",
        description: "A loaf",
      }),
    );
    await test.store.dispatch(submitCompose({ composerId: "modal" }));
    expect(test.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "PUT /api/v1/media/m1",
      "POST /api/v1/statuses",
    ]);
    expect(test.calls[0]?.body).toEqual({
      description: "A loaf",
      focus: "0.20,0.40",
    });
    expect(test.calls[1]?.body).toMatchObject({ media_ids: ["m1"] });
  });
});

describe.each<[Family, string]>([
  ["mastodon", "quoted_status_id"],
  ["mastodon44", "quote_id"],
  ["pleroma", "quote_id"],
])("quotes on %s", (family, field) => {
  it(`send the quoted post as ${field}`, async () => {
    const test = await memberStore(
      { "POST /api/v1/statuses": { body: ownStatus(POSTED) } },
      family,
    );
    await test.store.dispatch(
      openComposer({ quoteOf: sid(7), mention: "chen" }),
    );
    await test.store.dispatch(submitCompose({ composerId: "modal" }));
    const body = test.calls[0]?.body;
    expect(body).toMatchObject({ status: "@chen ", [field]: sid(7) });
    expect(body).not.toHaveProperty("quote");
    expect(body).not.toHaveProperty(
      field === "quote_id" ? "quoted_status_id" : "quote_id",
    );
  });
});

installFakeXhr();

const file = () => new File(["bytes"], "loaf.png", { type: "image/png" });
const attachment = (url: string | null) => ({
  id: "m9",
  type: "image",
  url,
  preview_url: url,
  description: null,
});

/** Lets the thunk reach its XMLHttpRequest. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("uploads", () => {
  it("report progress as plain actions, then the attachment (v2 where the server has it)", async () => {
    const test = await memberStore();
    const done = test.store.dispatch(
      uploadComposeMedia({ composerId: "main", key: "k1", file: file() }),
    );
    await settle();
    const xhr = FakeXhr.sent[0];
    expect(xhr?.url).toBe("https://example.social/api/v2/media");
    expect(xhr?.headers.Authorization).toBe("Bearer token");
    expect(main(test).draft.media[0]).toMatchObject({
      key: "k1",
      name: "loaf.png",
      state: "uploading",
      progress: 0,
    });
    xhr?.progress(50, 100);
    xhr?.progress(50, 100);
    expect(main(test).draft.media[0]?.progress).toBe(0.5);
    xhr?.progress(100, 100);
    xhr?.respond(200, attachment("https://example.social/m9.png"));
    await done;
    expect(test.actions.map((a) => [a.type, a.payload])).toEqual([
      ["compose/upload/pending", undefined],
      [
        "compose/uploadProgressed",
        { composerId: "main", key: "k1", progress: 0.5 },
      ],
      [
        "compose/uploadProgressed",
        { composerId: "main", key: "k1", progress: 1 },
      ],
      ["compose/upload/fulfilled", expect.objectContaining({ key: "k1" })],
    ]);
    expect(main(test).draft.media[0]).toMatchObject({
      id: "m9",
      state: "ready",
      url: "https://example.social/m9.png",
    });
  });

  it("use /api/v1/media without mediaV2", async () => {
    const test = await memberStore({}, "gotosocial");
    const done = test.store.dispatch(
      uploadComposeMedia({ composerId: "main", key: "k1", file: file() }),
    );
    await settle();
    expect(FakeXhr.sent[0]?.url).toBe("https://example.social/api/v1/media");
    FakeXhr.sent[0]?.respond(200, attachment("https://gts.example/m9.png"));
    await done;
  });

  it("poll the attachment while the server processes it (202)", async () => {
    let looks = 0;
    const test = await memberStore({
      "GET /api/v1/media/m9": () => {
        looks += 1;
        return {
          status: looks < 2 ? 206 : 200,
          body: attachment(looks < 2 ? null : "https://example.social/m9.mp4"),
        };
      },
    });
    jest.useFakeTimers();
    try {
      const done = test.store.dispatch(
        uploadComposeMedia({ composerId: "main", key: "k1", file: file() }),
      );
      await jest.advanceTimersByTimeAsync(0);
      FakeXhr.sent[0]?.respond(202, attachment(null));
      await jest.advanceTimersByTimeAsync(0);
      expect(main(test).draft.media[0]?.state).toBe("processing");
      await jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 2);
      await done;
    } finally {
      jest.useRealTimers();
    }
    expect(looks).toBe(2);
    expect(main(test).draft.media[0]).toMatchObject({
      state: "ready",
      url: "https://example.social/m9.mp4",
    });
  });

  it("a refused file stays in the draft as failed, with the server's reason, and no toast repeats it", async () => {
    const test = await memberStore();
    const done = test.store.dispatch(
      uploadComposeMedia({ composerId: "main", key: "k1", file: file() }),
    );
    await settle();
    FakeXhr.sent[0]?.respond(422, { error: "File type not supported" });
    await done;
    expect(main(test).draft.media[0]).toMatchObject({
      state: "failed",
      error: "File type not supported",
    });
    expect(test.types()).toContain("compose/upload/rejected");
    expect(test.types()).not.toContain("notices/added");
  });

  it("do not start past the server's number of media", async () => {
    const test = await memberStore();
    for (let i = 0; i < 5; i += 1) {
      void test.store.dispatch(
        uploadComposeMedia({ composerId: "main", key: `k${i}`, file: file() }),
      );
    }
    await settle();
    expect(FakeXhr.sent).toHaveLength(4);
    expect(main(test).draft.media).toHaveLength(4);
  });
});

describe("editing and redrafting", () => {
  it("edit opens with the source and saves with PUT", async () => {
    const test = await memberStore({
      [`GET /api/v1/statuses/${sid(3)}/source`]: {
        body: { id: sid(3), text: "Plain *source*", spoiler_text: "" },
      },
      [`PUT /api/v1/statuses/${sid(3)}`]: {
        body: ownStatus(sid(3), { content: "<p>Edited</p>" }),
      },
    });
    test.store.dispatch(streamedUpdate(ownStatus(sid(3)), []));
    const loaded = await test.store.dispatch(loadStatusForEdit({ id: sid(3) }));
    if (!loadStatusForEdit.fulfilled.match(loaded)) throw new Error("no");
    expect(loaded.payload.draft).toMatchObject({
      text: "Plain *source*",
      editingId: sid(3),
    });
    await test.store.dispatch(openComposer({ draft: loaded.payload.draft }));
    await test.store.dispatch(submitCompose({ composerId: "modal" }));
    expect(test.calls.at(-1)).toMatchObject({
      method: "PUT",
      body: { status: "Plain *source*" },
    });
    expect(test.store.getState().statuses.byId[sid(3)]?.content).toBe(
      "<p>Edited</p>",
    );
    expect(selectComposer(test.store.getState(), "modal").result).toEqual({
      kind: "edited",
      id: sid(3),
    });
  });

  it("delete and redraft removes the post everywhere and returns its text and media", async () => {
    const image = {
      id: "m1",
      type: "image",
      url: "https://example.social/m1.png",
      description: "Crumb",
    };
    const test = await memberStore({
      [`DELETE /api/v1/statuses/${sid(4)}`]: {
        body: ownStatus(sid(4), {
          text: "Original text",
          media_attachments: [image],
          visibility: "unlisted",
        }),
      },
    });
    test.store.dispatch(streamedUpdate(ownStatus(sid(4)), ["home"]));
    const done = await test.store.dispatch(
      deleteStatus({ id: sid(4), redraft: true }),
    );
    expect(test.types()).toContain("statuses/deleted");
    expect(test.store.getState().timelines.home?.items).toEqual([]);
    if (!deleteStatus.fulfilled.match(done)) throw new Error("no");
    expect(done.payload.draft).toMatchObject({
      text: "Original text",
      visibility: "unlisted",
      media: [expect.objectContaining({ id: "m1", description: "Crumb" })],
    });
  });

  it("a refused delete leaves the post where it was", async () => {
    const test = await memberStore({
      [`DELETE /api/v1/statuses/${sid(4)}`]: failure(403, "Not yours"),
    });
    test.store.dispatch(streamedUpdate(ownStatus(sid(4)), ["home"]));
    await test.store.dispatch(deleteStatus({ id: sid(4) }));
    expect(test.store.getState().timelines.home?.items).toEqual([sid(4)]);
    expect(test.types()).not.toContain("statuses/deleted");
  });

  it("hides the post while the server deletes it; a refusal shows it again with a notice", async () => {
    const test = await memberStore({
      [`DELETE /api/v1/statuses/${sid(4)}`]: failure(403, "Not yours"),
    });
    test.store.dispatch(streamedUpdate(ownStatus(sid(4)), ["home"]));
    const request = test.store.dispatch(deleteStatus({ id: sid(4) }));
    expect(test.store.getState().statuses.deleting).toEqual({
      [sid(4)]: true,
    });
    // A second press while it runs sends nothing more.
    void test.store.dispatch(deleteStatus({ id: sid(4) }));
    await request;
    expect(test.store.getState().statuses.deleting).toEqual({});
    expect(test.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(test.store.getState().notices.items).toEqual([
      expect.objectContaining({ message: "Not yours", status: 403 }),
    ]);
  });

  it("a deleted post leaves no mark behind", async () => {
    const test = await memberStore({
      [`DELETE /api/v1/statuses/${sid(4)}`]: { body: ownStatus(sid(4)) },
    });
    test.store.dispatch(streamedUpdate(ownStatus(sid(4)), ["home"]));
    await test.store.dispatch(deleteStatus({ id: sid(4) }));
    const { statuses } = test.store.getState();
    expect(statuses.byId[sid(4)]).toBeUndefined();
    expect(statuses.deleting).toEqual({});
  });
});

describe("opening the modal composer", () => {
  it("a reply with a prepared draft takes its context; a plain reopen keeps what was written", async () => {
    const test = await memberStore();
    await test.store.dispatch(
      openComposer({ replyTo: sid(1), draft: { text: "@bob " } }),
    );
    const modal = () => selectComposer(test.store.getState(), "modal");
    expect(modal().draft).toMatchObject({ inReplyToId: sid(1), text: "@bob " });
    await test.store.dispatch(openComposer());
    expect(modal().draft).toMatchObject({ inReplyToId: sid(1), text: "@bob " });
    await test.store.dispatch(openComposer({ quoteOf: sid(2) }));
    expect(modal().draft).toEqual({ ...emptyDraft(), quoteId: sid(2) });
  });

  it("a mention starts the text", async () => {
    const test = await memberStore();
    await test.store.dispatch(openComposer({ mention: rawAccount("1").acct }));
    expect(selectComposer(test.store.getState(), "modal").draft.text).toBe(
      "@user1 ",
    );
  });
});

describe("the reply's post", () => {
  it("is absorbed in the thread of its parent", async () => {
    const test = await memberStore({
      "POST /api/v1/statuses": {
        body: ownStatus(POSTED, { in_reply_to_id: sid(1) }),
      },
    });
    test.store.dispatch(streamedUpdate(rawStatus(sid(1)), []));
    await test.store.dispatch(
      openComposer({ replyTo: sid(1), draft: { text: "@user500 yes" } }),
    );
    await test.store.dispatch(submitCompose({ composerId: "modal" }));
    expect(test.calls[0]?.body).toMatchObject({ in_reply_to_id: sid(1) });
    expect(
      test.store.getState().timelines[`account:${ME}:posts`],
    ).toBeUndefined();
  });
});
