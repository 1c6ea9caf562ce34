import { accountSchema } from "../../src/api/schemas/account";
import { statusSchema } from "../../src/api/schemas/status";
import {
  normalizeAccount,
  normalizeStatus,
  normalizeStatuses,
} from "../../src/store/normalize";
import { describeWithFixtures, readFixture } from "../support/fixtures";
import { rawStatus, sid } from "./factories";

const status = (file: string) => statusSchema.parse(readFixture("real", file));
const account = (file: string) =>
  accountSchema.parse(readFixture("real", file));

describeWithFixtures("normalisation of real statuses", () => {
  it.each([
    "pleroma-status.json",
    "pleroma-status-with-attachments.json",
    "mitra-status-with-attachments.json",
    "gotosocial-status.json",
    "friendica-status.json",
    "status-cw.json",
    "truthsocial-status-in-moderation.json",
  ])("%s: the account becomes account_id, entities are frozen", (file) => {
    const parsed = status(file);
    const { result, entities } = normalizeStatus(parsed);
    const stored = entities.statuses?.[result];
    expect(stored?.account_id).toBe(parsed.account.id);
    expect(entities.accounts?.[parsed.account.id]?.acct).toBe(
      parsed.account.acct,
    );
    expect(stored).not.toHaveProperty("account");
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored?.media_attachments)).toBe(true);
  });

  it("a Pleroma quote of a quote stores both statuses, linked by quote_id", () => {
    const { result, entities } = normalizeStatus(
      status("pleroma-quote-of-quote-post.json"),
    );
    const outer = entities.statuses?.[result];
    expect(outer?.quote_id).toBe("AFmFMSpITT9xcOJKcK");
    expect(entities.statuses?.AFmFMSpITT9xcOJKcK).toBeDefined();
    expect(outer).not.toHaveProperty("quote");
  });

  it("a Fedibird quote of a quote keeps the inner, shallow quote id", () => {
    const { result, entities } = normalizeStatus(
      status("fedibird-quote-of-quote-post.json"),
    );
    const outer = entities.statuses?.[result];
    expect(outer?.quote_id).toBe("107673570082615319");
    expect(entities.statuses?.["107673570082615319"]?.quote_id).toBe(
      "107673569214329435",
    );
  });

  it("polls, cards and reactions: polls split out, the rest stays inline", () => {
    const { result, entities } = normalizeStatus(
      status("pleroma-status-with-poll.json"),
    );
    expect(entities.statuses?.[result]?.poll_id).toBe("4930");
    expect(entities.polls?.["4930"]?.options.length).toBeGreaterThanOrEqual(2);
    const carded = normalizeStatus(status("status-with-card.json"));
    expect(carded.entities.statuses?.[carded.result]?.card?.url).toBeTruthy();
    const reacted = normalizeStatus(status("fedibird-quote-post.json"));
    const reactions =
      reacted.entities.statuses?.[reacted.result]?.emoji_reactions ?? [];
    for (const reaction of reactions)
      expect(reaction.account_ids).toEqual(expect.any(Array));
  });

  it("mentions: the replied-to account comes first", () => {
    const { result, entities } = normalizeStatus(
      status("status-unordered-mentions.json"),
    );
    const mentions = entities.statuses?.[result]?.mentions.map((m) => m.id);
    expect(mentions?.[0]).toBe("9v5bw7hEGBPc9nrpzc");
    expect(mentions).toHaveLength(4);
  });

  it("mentions: a self-reply prepends the author, who servers leave out", () => {
    const { result, entities } = normalizeStatus(
      status("mastodon-reply-to-self.json"),
    );
    expect(entities.statuses?.[result]?.mentions.map((m) => m.acct)).toEqual([
      "benis911",
    ]);
  });

  it("mentions: already first, or a reply to someone unmentioned, stay as they are", () => {
    const { result, entities } = normalizeStatus(
      status("pleroma-status-reply-with-mentions.json"),
    );
    expect(entities.statuses?.[result]?.mentions[0]?.id).toBe(
      "9v5bo8xPghEnkedGzo",
    );
    const stranger = normalizeStatus(
      statusSchema.parse(
        rawStatus(sid(1), {
          in_reply_to_id: sid(0),
          in_reply_to_account_id: "999",
        }),
      ),
    );
    expect(stranger.entities.statuses?.[sid(1)]?.mentions).toEqual([]);
  });

  it("accounts: moved becomes moved_id, the relationship its own entity", () => {
    const moved = normalizeAccount(account("account-moved.json"));
    expect(moved.entities.accounts?.[moved.result]?.moved_id).toBe(
      "107945464165013501",
    );
    expect(moved.entities.accounts?.["107945464165013501"]?.acct).toBe(
      "alex@fedibird.com",
    );
    const lain = normalizeAccount(account("lain.json"));
    expect(lain.entities.relationships?.[lain.result]?.following).toBe(true);
    expect(lain.entities.accounts?.[lain.result]).not.toHaveProperty(
      "relationship",
    );
  });
});

describe("normalisation rules", () => {
  const image = (id: string, description: string, mime = "image/png") => ({
    id,
    type: "image",
    url: `https://example.social/${id}.png`,
    preview_url: `https://example.social/${id}.png`,
    description,
    pleroma: { mime_type: mime },
  });

  it("splits an event post's attachments into banner, links and media", () => {
    const raw = rawStatus(sid(1), {
      media_attachments: [
        image("1", "Banner"),
        {
          ...image("2", "Site"),
          type: "unknown",
          pleroma: { mime_type: "text/html" },
        },
        image("3", "Photo"),
      ],
      pleroma: { event: { name: "Potluck", join_mode: "free" } },
    });
    const stored = normalizeStatus(statusSchema.parse(raw)).entities.statuses?.[
      sid(1)
    ];
    expect(stored?.event?.banner?.id).toBe("1");
    expect(stored?.event?.links.map((l) => l.id)).toEqual(["2"]);
    expect(stored?.media_attachments.map((m) => m.id)).toEqual(["3"]);
  });

  it("leaves attachments of a post without an event alone", () => {
    const raw = rawStatus(sid(1), {
      media_attachments: [image("1", "Banner")],
    });
    const stored = normalizeStatus(statusSchema.parse(raw)).entities.statuses?.[
      sid(1)
    ];
    expect(stored?.event).toBeNull();
    expect(stored?.media_attachments).toHaveLength(1);
  });

  it("keeps of filtered the filter's id, effect and what matched", () => {
    const raw = rawStatus(sid(1), {
      filtered: [
        {
          filter: {
            id: "1",
            title: "Spoilers",
            context: ["home"],
            filter_action: "warn",
            keywords: [],
            statuses: [],
          },
          keyword_matches: ["spoiler"],
          status_matches: [],
        },
      ],
    });
    expect(
      normalizeStatus(statusSchema.parse(raw)).entities.statuses?.[sid(1)]
        ?.filtered,
    ).toEqual([
      {
        filter_id: "1",
        title: "Spoilers",
        context: ["home"],
        filter_action: "warn",
        expires_at: null,
        keyword_matches: ["spoiler"],
        status_matches: [],
      },
    ]);
  });

  it("a boost stores the boosted status and its author, keeping the page order", () => {
    const boost = rawStatus(sid(3), { reblog: rawStatus(sid(1)) });
    const { result, entities } = normalizeStatuses(
      [boost, rawStatus(sid(2))].map((raw) => statusSchema.parse(raw)),
    );
    expect(result).toEqual([sid(3), sid(2)]);
    expect(entities.statuses?.[sid(3)]?.reblog_id).toBe(sid(1));
    expect(Object.keys(entities.statuses ?? {})).toHaveLength(3);
  });
});
