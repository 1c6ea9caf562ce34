import type { Features } from "../../../src/api/features";
import { instanceSchema } from "../../../src/api/schemas/instance";
import { getFeatures } from "../../../src/api/serverFeatures";
import { idempotencyKey, statusBody } from "../../../src/store/compose/body";
import { VISIBILITIES } from "../../../src/api/schemas/visibility";
import {
  COMPOSE_VISIBILITIES,
  composeLimits,
  countCharacters,
  draftLength,
  emptyDraft,
  SCHEDULE_MIN_MS,
  validateDraft,
  type ComposeDraft,
  type ComposeLimits,
  type ComposeMedia,
} from "../../../src/store/compose/draft";
import { INSTANCES } from "./support";

const limitsOf = (raw: unknown) => {
  const instance = instanceSchema.parse(raw);
  return composeLimits(instance, getFeatures(instance));
};
const limits: ComposeLimits = limitsOf({});
const NOW = Date.parse("2025-06-01T12:00:00Z");

const draft = (over: Partial<ComposeDraft> = {}): ComposeDraft => ({
  ...emptyDraft(),
  text: "Hello",
  ...over,
});

function media(n: number, over: Partial<ComposeMedia> = {}): ComposeMedia[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `k${i}`,
    id: `m${i}`,
    name: `photo${i}.png`,
    type: "image" as const,
    url: `https://example.social/m${i}.png`,
    previewUrl: null,
    progress: 1,
    state: "ready" as const,
    error: null,
    description: "",
    focus: null,
    dirty: false,
    ...over,
  }));
}

const codes = (d: ComposeDraft, l: ComposeLimits = limits) =>
  validateDraft(d, l, NOW).map((p) => p.code);

describe("limits", () => {
  it("default to spec 01 section 9 without a server", () => {
    expect(limits).toEqual({
      maxCharacters: 500,
      charactersReservedPerUrl: null,
      maxMedia: 4,
      descriptionLimit: 1500,
      pollMaxOptions: 4,
      pollMaxCharacters: 25,
      pollMinExpiration: 300,
      pollMaxExpiration: 2629746,
      pollExcludesMedia: true,
    });
  });

  it("follow the server's configuration", () => {
    const server = limitsOf(INSTANCES.mastodon);
    expect(server).toMatchObject({
      maxCharacters: 1000,
      charactersReservedPerUrl: 23,
      pollMaxCharacters: 50,
    });
  });
});

describe("character count", () => {
  it("counts an emoji as one and a URL as the server's reserved length", () => {
    expect(countCharacters("👩‍👩‍👧 hi", null)).toBe(4);
    const url = "https://example.com/a/very/long/path/that/goes/on/and/on";
    expect(countCharacters(`see ${url}`, 23)).toBe(4 + 23);
    expect(countCharacters(`see ${url}`, null)).toBe(4 + url.length);
  });

  it("counts a remote mention by its local part", () => {
    expect(countCharacters("@alice@potluck.example hi", null)).toBe(
      "@alice hi".length,
    );
  });

  it("adds the content warning when it is shown", () => {
    const d = draft({ text: "abc", spoilerText: "cw", spoiler: true });
    expect(draftLength(d, limits)).toBe(5);
    expect(draftLength({ ...d, spoiler: false }, limits)).toBe(3);
  });
});

describe("validation", () => {
  it("passes a plain post", () => {
    expect(codes(draft())).toEqual([]);
  });

  it("needs text or media", () => {
    expect(codes(draft({ text: "  " }))).toEqual(["empty"]);
    expect(codes(draft({ text: "", media: media(1) }))).toEqual([]);
  });

  it("holds the text to the server's limit", () => {
    expect(codes(draft({ text: "x".repeat(500) }))).toEqual([]);
    expect(
      validateDraft(draft({ text: "x".repeat(503) }), limits, NOW),
    ).toEqual([{ code: "tooLong", over: 3 }]);
    expect(
      codes(draft({ text: "x".repeat(900) }), {
        ...limits,
        maxCharacters: 1000,
      }),
    ).toEqual([]);
  });

  it("allows four media, no more", () => {
    expect(codes(draft({ media: media(4) }))).toEqual([]);
    expect(codes(draft({ media: media(5) }))).toEqual(["tooManyMedia"]);
  });

  it("waits for uploads and refuses failed ones", () => {
    expect(codes(draft({ media: media(1, { state: "uploading" }) }))).toEqual([
      "uploading",
    ]);
    expect(codes(draft({ media: media(1, { state: "processing" }) }))).toEqual([
      "uploading",
    ]);
    expect(codes(draft({ media: media(1, { state: "failed" }) }))).toEqual([
      "uploadFailed",
    ]);
  });

  it("holds alt text to 1500 characters", () => {
    const ok = media(1, { description: "d".repeat(1500) });
    const long = media(1, { description: "d".repeat(1501) });
    expect(codes(draft({ media: ok }))).toEqual([]);
    expect(codes(draft({ media: long }))).toEqual(["altTooLong"]);
  });

  it("takes a poll of 2 to 4 choices of 25 characters within the durations", () => {
    const poll = { options: ["a", "b"], expiresIn: 300, multiple: false };
    expect(codes(draft({ poll }))).toEqual([]);
    expect(codes(draft({ poll: { ...poll, options: ["a"] } }))).toEqual([
      "pollOptionCount",
    ]);
    expect(
      codes(draft({ poll: { ...poll, options: ["a", "b", "c", "d", "e"] } })),
    ).toEqual(["pollOptionCount"]);
    expect(
      codes(draft({ poll: { ...poll, options: ["a", "x".repeat(25)] } })),
    ).toEqual([]);
    expect(
      codes(draft({ poll: { ...poll, options: ["a", "x".repeat(26)] } })),
    ).toEqual(["pollOptionTooLong"]);
    expect(codes(draft({ poll: { ...poll, options: ["a", " "] } }))).toEqual([
      "pollOptionEmpty",
    ]);
    expect(codes(draft({ poll: { ...poll, options: ["a", "a "] } }))).toEqual([
      "pollOptionDuplicate",
    ]);
    expect(codes(draft({ poll: { ...poll, expiresIn: 299 } }))).toEqual([
      "pollDuration",
    ]);
    expect(codes(draft({ poll: { ...poll, expiresIn: 2629746 } }))).toEqual([]);
    expect(codes(draft({ poll: { ...poll, expiresIn: 2629747 } }))).toEqual([
      "pollDuration",
    ]);
  });

  it("a poll and media go together except where the server refuses it (Mastodon)", () => {
    const poll = { options: ["a", "b"], expiresIn: 3600, multiple: false };
    const d = draft({ poll, media: media(1) });
    expect(codes(d)).toEqual(["pollWithMedia"]);
    expect(codes(d, limitsOf(INSTANCES.pleroma))).toEqual([]);
    expect(limitsOf(INSTANCES.gotosocial).pollExcludesMedia).toBe(false);
  });

  it("schedules at least five minutes ahead", () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(codes(draft({ scheduledAt: at(SCHEDULE_MIN_MS) }))).toEqual([]);
    expect(codes(draft({ scheduledAt: at(SCHEDULE_MIN_MS - 1000) }))).toEqual([
      "scheduleTooSoon",
    ]);
    expect(codes(draft({ scheduledAt: "not a date" }))).toEqual([
      "scheduleTooSoon",
    ]);
  });

  it("needs a list for a list post", () => {
    expect(codes(draft({ visibility: "list" }))).toEqual(["audienceMissing"]);
    expect(codes(draft({ visibility: "list", audienceId: "3" }))).toEqual([]);
  });
});

const features = (family: keyof typeof INSTANCES): Features =>
  getFeatures(instanceSchema.parse(INSTANCES[family]));

describe("status body", () => {
  it("carries text, warning, media, poll, reply, quote and schedule", () => {
    const body = statusBody(
      draft({
        text: "Bread!",
        spoiler: true,
        spoilerText: " crumbs ",
        sensitive: true,
        media: media(2),
        language: "en",
        inReplyToId: "5",
        quoteId: "6",
        scheduledAt: "2025-06-02T10:00:00.000Z",
        visibility: "unlisted",
      }),
      features("mastodon"),
    );
    expect(body).toEqual({
      status: "Bread!",
      spoiler_text: "crumbs",
      sensitive: true,
      media_ids: ["m0", "m1"],
      language: "en",
      visibility: "unlisted",
      in_reply_to_id: "5",
      quote: "6",
      scheduled_at: "2025-06-02T10:00:00.000Z",
    });
  });

  it("sends polls trimmed with their duration", () => {
    const poll = { options: [" a", "b "], expiresIn: 3600, multiple: true };
    expect(statusBody(draft({ poll }), features("mastodon")).poll).toEqual({
      options: ["a", "b"],
      expires_in: 3600,
      multiple: true,
    });
  });

  it("local-only is a scope on Pleroma and a flag on GoToSocial", () => {
    const local = draft({ visibility: "local" });
    expect(statusBody(local, features("pleroma"))).toMatchObject({
      visibility: "local",
    });
    const gts = { ...features("gotosocial"), localOnlyStatuses: true };
    expect(statusBody(local, gts)).toMatchObject({
      visibility: "public",
      local_only: true,
    });
  });

  it("list and circle posts name their audience", () => {
    const f = features("pleroma");
    expect(
      statusBody(draft({ visibility: "list", audienceId: "12" }), f).visibility,
    ).toBe("list:12");
    expect(
      statusBody(draft({ visibility: "circle", audienceId: "4" }), f),
    ).toMatchObject({ visibility: "circle", circle_id: "4" });
  });

  it("sends a format only where the server takes formats", () => {
    const markdown = draft({ contentType: "text/markdown" });
    expect(statusBody(markdown, features("pleroma")).content_type).toBe(
      "text/markdown",
    );
    expect(statusBody(markdown, features("mastodon"))).not.toHaveProperty(
      "content_type",
    );
  });

  it("an edit keeps audience and thread and sends changed descriptions", () => {
    const body = statusBody(
      draft({
        editingId: "40",
        visibility: "private",
        inReplyToId: "3",
        media: [
          ...media(1),
          ...media(1, {
            key: "b",
            id: "mb",
            description: "A loaf",
            focus: { x: 0.5, y: -0.25 },
            dirty: true,
          }),
        ],
      }),
      features("mastodon"),
    );
    expect(body).not.toHaveProperty("visibility");
    expect(body).not.toHaveProperty("in_reply_to_id");
    expect(body.media_attributes).toEqual([
      { id: "mb", description: "A loaf", focus: "0.50,-0.25" },
    ]);
  });
});

describe("idempotency key", () => {
  it("is the same for the same draft and changes with it or a new session", () => {
    const body = statusBody(draft(), features("mastodon"));
    const again = statusBody(draft(), features("mastodon"));
    const other = statusBody(draft({ text: "Bye" }), features("mastodon"));
    expect(idempotencyKey("s1", body)).toBe(idempotencyKey("s1", again));
    expect(idempotencyKey("s1", body)).not.toBe(idempotencyKey("s1", other));
    expect(idempotencyKey("s1", body)).not.toBe(idempotencyKey("s2", body));
  });
});

describe("the composer's visibilities", () => {
  it("are the schema's, without Mitra's subscribers and kmyblue's other limited scopes", () => {
    expect(COMPOSE_VISIBILITIES).toEqual(
      VISIBILITIES.filter(
        (visibility) =>
          visibility !== "subscribers" && visibility !== "limited",
      ),
    );
    expect(COMPOSE_VISIBILITIES).toContain("circle");
    expect(COMPOSE_VISIBILITIES).toContain("mutuals_only");
  });
});
