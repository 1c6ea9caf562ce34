import { ApiError } from "../../../src/api/client";
import {
  deleteStory,
  getAccountStories,
  getRecentStories,
  getStoryViewers,
  postStory,
  postStoryPublish,
  postStoryViewed,
} from "../../../src/api/endpoints/stories";
import { rawAccount } from "../../store/factories";
import { recordingClient } from "../../support/recordingClient";

const STORIES = "/api/web/stories/v1";

/** A carousel item as Pixelfed's StoryController::recent sends it. */
const bobRing = {
  pid: "7",
  avatar: "https://pixel.example/storage/avatars/bob.jpg",
  local: true,
  username: "bob",
  latest: {
    id: 31,
    type: "photo",
    preview_url: "https://pixel.example/storage/_esm.t3/b.jpg",
  },
  url: "https://pixel.example/stories/bob",
  seen: false,
  sid: 31,
};

const node = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  type: "photo",
  duration: 5,
  src: `https://pixel.example/storage/_esm.t3/${id}.jpg`,
  created_at: "2026-11-27T10:00:00+00:00",
  expires_at: "2026-11-28T10:00:00+00:00",
  view_count: null,
  seen: false,
  progress: 0,
  can_reply: true,
  can_react: true,
  ...over,
});

describe("Pixelfed stories", () => {
  it("reads the carousel by Pixelfed's names, dropping items without an account", async () => {
    const { client, only } = recordingClient({
      [`GET ${STORIES}/recent`]: {
        body: [bobRing, { ...bobRing, pid: undefined }, "junk"],
      },
    });
    const items = await getRecentStories(client);
    expect(only().path).toBe(`${STORIES}/recent`);
    expect(items).toEqual([
      {
        account_id: "7",
        story_id: "31",
        username: "bob",
        avatar: bobRing.avatar,
        local: true,
        url: bobRing.url,
        seen: false,
        latest: {
          id: "31",
          type: "photo",
          preview_url: bobRing.latest.preview_url,
        },
      },
    ]);
  });

  it("reads an account's stories, dropping polls and nodes without a picture", async () => {
    const { client, only } = recordingClient({
      [`GET ${STORIES}/profile/7`]: {
        body: [
          {
            id: "32",
            pid: "7",
            account: rawAccount("7", { username: "bob", acct: "bob" }),
            nodes: [
              node("31", { duration: null }),
              node("32", { seen: true }),
              node("33", { type: "poll", question: "Tea?" }),
              node("34", { src: "javascript:alert(1)" }),
            ],
          },
        ],
      },
    });
    const stories = await getAccountStories(client, "7");
    expect(only().path).toBe(`${STORIES}/profile/7`);
    expect(stories?.account?.acct).toBe("bob");
    expect(stories?.nodes.map((n) => [n.id, n.duration, n.seen])).toEqual([
      ["31", 3, false],
      ["32", 5, true],
    ]);
    expect(stories?.nodes[0]?.created_at).toBe("2026-11-27T10:00:00.000Z");
  });

  it("answers null for an account without stories to see (Pixelfed's [])", async () => {
    const { client } = recordingClient({
      [`GET ${STORIES}/profile/9`]: { body: [] },
    });
    expect(await getAccountStories(client, "9")).toBeNull();
  });

  it("sends a view, an upload, a publish and a delete as Pixelfed takes them", async () => {
    const { client, calls } = recordingClient({
      [`POST ${STORIES}/add`]: {
        body: {
          code: 200,
          msg: "Successfully added",
          media_id: "40",
          media_url: "https://pixel.example/storage/_esm.t3/40.jpg?v=1",
          media_type: "photo",
        },
      },
    });
    await postStoryViewed(client, "31");
    const upload = await postStory(
      client,
      new File(["x"], "tea.png", { type: "image/png" }),
    );
    await postStoryPublish(client, upload.media_id, 5);
    await deleteStory(client, "40");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", `${STORIES}/viewed`, { id: "31" }],
      ["POST", `${STORIES}/add`, null],
      [
        "POST",
        `${STORIES}/publish`,
        { media_id: "40", duration: 5, can_reply: true, can_react: true },
      ],
      ["DELETE", `${STORIES}/delete/40`, null],
    ]);
    expect(upload).toEqual({
      media_id: "40",
      media_url: "https://pixel.example/storage/_esm.t3/40.jpg?v=1",
      media_type: "photo",
    });
  });

  it("pages the viewers by `page`, the first without it", async () => {
    const { client, calls } = recordingClient({
      [`GET ${STORIES}/viewers`]: { body: [rawAccount("8"), { id: 1 }] },
    });
    const first = await getStoryViewers(client, "40");
    await getStoryViewers(client, "40", 2);
    expect(first.map((a) => a.id)).toEqual(["8"]);
    expect(calls.map((c) => c.query)).toEqual([
      { sid: "40" },
      { sid: "40", page: "2" },
    ]);
  });

  it("says Laravel's validation message as the failure's reason", async () => {
    const { client } = recordingClient({
      [`POST ${STORIES}/publish`]: {
        status: 422,
        body: {
          message: "The duration field must be at least 3.",
          errors: { duration: ["The duration field must be at least 3."] },
        },
      },
    });
    const failure = postStoryPublish(client, "40", 1);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(
      "The duration field must be at least 3.",
    );
  });
});
