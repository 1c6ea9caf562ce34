import { statusSchema } from "../../../src/api/schemas/status";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount, rawStatus } from "./builders";

const parseDocs = (file: string) =>
  statusSchema.parse(readFixture("mastodon-docs", file));

describeWithFixtures(
  "statusSchema with Mastodon documentation examples",
  () => {
    it("parses the Status example", () => {
      const status = parseDocs("entities-Status-1.json");
      expect(status).toMatchObject({
        id: "103270115826048975",
        replies_count: 5,
        reblogs_count: 6,
        favourites_count: 11,
        quotes_count: 2,
        quote: null,
        quote_id: null,
        application: { name: "Web", website: null },
      });
      expect(status.account.acct).toBe("Gargron");
      expect(status.card?.title).toBe(
        "‘I lost my £193,000 inheritance – with one wrong digit on my sort code’",
      );
    });

    it("reads a Mastodon 4.5 quote", () => {
      const quote = readFixture("mastodon-docs", "entities-Quote-1.json");
      const status = statusSchema.parse(rawStatus({ quote }));
      expect(status.quote_id).toBe("103270115826048975");
      expect(status.quote_state).toBe("accepted");
      expect(status.quote?.account.acct).toBe("Gargron");
    });

    it("reads a Mastodon 4.5 shallow quote as an id only", () => {
      const quote = readFixture(
        "mastodon-docs",
        "entities-ShallowQuote-1.json",
      );
      const status = statusSchema.parse(rawStatus({ quote }));
      expect(status.quote_id).toBe("103270115826048975");
      expect(status.quote).toBeNull();
    });

    it("parses the statuses of the single and multiple status methods", () => {
      expect(parseDocs("methods-statuses-4.json").id).toBeTruthy();
      const list = filteredArray(statusSchema).parse(
        readFixture("mastodon-docs", "methods-statuses-7.json"),
      );
      expect(list.map((status) => status.id)).toEqual(["1"]);
      expect(list[0]?.application).toBeNull();
    });
  },
);

describe("statusSchema edge cases", () => {
  it("fills defaults for a minimal status", () => {
    const status = statusSchema.parse(rawStatus());
    expect(status).toMatchObject({
      sensitive: false,
      spoiler_text: "",
      media_attachments: [],
      mentions: [],
      emoji_reactions: [],
      reblog: null,
      quote: null,
      quote_id: null,
      quote_state: "accepted",
      poll: null,
      card: null,
      event: null,
      translation: null,
      content_map: null,
      content_type: null,
      thread_muted: false,
      filtered: [],
      interaction_policy: {
        can_favourite: { always: ["public", "me"], with_approval: [] },
      },
    });
  });

  it("requires an id, an account and a valid created_at", () => {
    expect(statusSchema.safeParse(rawStatus({ id: null })).success).toBe(false);
    expect(statusSchema.safeParse(rawStatus({ account: null })).success).toBe(
      false,
    );
    for (const created_at of [
      "2024-02-31T00:00:00Z",
      "1715000000",
      undefined,
    ]) {
      expect(statusSchema.safeParse(rawStatus({ created_at })).success).toBe(
        false,
      );
    }
  });

  it("parses a reblog recursively and makes a bad reblog null", () => {
    const reblog = statusSchema.parse(
      rawStatus({
        reblog: rawStatus({ id: "50", account: rawAccount({ id: "2" }) }),
      }),
    ).reblog;
    expect(reblog?.id).toBe("50");
    expect(reblog?.account.id).toBe("2");
    const broken = statusSchema.parse(
      rawStatus({ reblog: rawStatus({ created_at: "yesterday" }) }),
    );
    expect(broken.reblog).toBeNull();
  });

  it("reads Mastodon quote states and hides unknown ones", () => {
    const quoted = rawStatus({ id: "7" });
    const stateOf = (state: string) =>
      statusSchema.parse(rawStatus({ quote: { state, quoted_status: quoted } }))
        .quote_state;
    expect(stateOf("pending")).toBe("pending");
    expect(stateOf("revoked")).toBe("revoked");
    expect(stateOf("blocked_account")).toBe("unauthorized");
    const deleted = statusSchema.parse(
      rawStatus({ quote: { state: "deleted", quoted_status: null } }),
    );
    expect(deleted).toMatchObject({ quote: null, quote_state: "deleted" });
  });

  it("reads Pleroma quote_id, reactions and event", () => {
    const status = statusSchema.parse(
      rawStatus({
        pleroma: {
          quote_id: "42",
          emoji_reactions: [
            { name: "🔥", count: 2, me: true },
            { name: "bad", count: -1 },
          ],
          event: {
            name: "Potluck",
            start_time: "2024-06-01T18:00:00Z",
            join_mode: "restricted",
            join_state: "pending",
            participants_count: 3,
          },
        },
      }),
    );
    expect(status.quote_id).toBe("42");
    expect(status.emoji_reactions.map((r) => r.name)).toEqual(["🔥"]);
    expect(status.event).toMatchObject({
      name: "Potluck",
      join_mode: "restricted",
      join_state: "pending",
      participants_count: 3,
    });
  });

  it("reads Friendica's dislikes from its `friendica` object", () => {
    const status = statusSchema.parse(
      rawStatus({
        friendica: { title: "", dislikes_count: 4, disliked: true },
      }),
    );
    expect(status).toMatchObject({ dislikes_count: 4, disliked: true });
    const plain = statusSchema.parse(rawStatus({ friendica: "broken" }));
    expect(plain).toMatchObject({ dislikes_count: 0, disliked: false });
  });

  it("drops malformed mentions, tags, emojis and media one by one", () => {
    const status = statusSchema.parse(
      rawStatus({
        mentions: [{ id: "1", acct: "a" }, { acct: "no-id" }],
        tags: [{ name: "#potluck", url: "https://e.example/tags/potluck" }, {}],
        emojis: [{ shortcode: "ok", url: "https://e.example/ok.png" }, 5],
        media_attachments: [{ id: "1", type: "image" }, { type: "image" }],
      }),
    );
    expect(status.mentions.map((m) => m.acct)).toEqual(["a"]);
    expect(status.tags.map((t) => t.name)).toEqual(["potluck"]);
    expect(status.emojis.map((e) => e.shortcode)).toEqual(["ok"]);
    expect(status.media_attachments.map((m) => m.id)).toEqual(["1"]);
  });

  it("maps unknown visibilities to public and keeps extended ones", () => {
    const visibilityOf = (visibility: unknown) =>
      statusSchema.parse(rawStatus({ visibility })).visibility;
    expect(visibilityOf("unlisted")).toBe("unlisted");
    expect(visibilityOf("local")).toBe("local");
    expect(visibilityOf("self")).toBe("public");
    expect(visibilityOf(undefined)).toBe("public");
  });

  it("reads approval status, edits and the interaction policy", () => {
    const status = statusSchema.parse(
      rawStatus({
        approval_status: "pending",
        edited_at: "2024-05-06T08:00:00+01:00",
        interaction_policy: {
          can_reply: {
            always: ["author", "https://example.social/users/bob"],
            with_approval: ["public"],
          },
        },
      }),
    );
    expect(status.approval_status).toBe("pending");
    expect(status.edited_at).toBe("2024-05-06T07:00:00.000Z");
    expect(status.interaction_policy.can_reply).toEqual({
      always: ["author"],
      with_approval: ["public"],
    });
    expect(status.interaction_policy.can_reblog.always).toEqual([
      "public",
      "me",
    ]);
  });

  it("keeps javascript: URLs out of status and card links", () => {
    const status = statusSchema.parse(
      rawStatus({
        url: "javascript:alert(1)",
        card: { url: "javascript:alert(1)", title: "x" },
      }),
    );
    expect(status.url).toBeNull();
    expect(status.card).toBeNull();
  });
});
