import { statusSchema } from "../../../src/api/schemas/status";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const parseReal = (file: string) =>
  statusSchema.parse(readFixture("real", file));

const STATUS_FIXTURES = [
  "fedibird-quote-of-quote-post.json",
  "fedibird-quote-post.json",
  "friendica-status.json",
  "gotosocial-status.json",
  "mastodon-reply-to-self.json",
  "mitra-status-with-attachments.json",
  "pleroma-quote-of-quote-post.json",
  "pleroma-quote-post.json",
  "pleroma-status-deleted.json",
  "pleroma-status-reply-with-mentions.json",
  "pleroma-status-vertical-video-without-metadata.json",
  "pleroma-status-with-attachments.json",
  "pleroma-status-with-poll-with-emojis.json",
  "pleroma-status-with-poll.json",
  "pleroma-status.json",
  "status-custom-emoji.json",
  "status-cw.json",
  "status-unordered-mentions.json",
  "status-with-card.json",
  "status-with-poll.json",
  "truthsocial-status-in-moderation.json",
  "truthsocial-status-with-external-video.json",
];

describeWithFixtures("statusSchema with real server statuses", () => {
  it.each(STATUS_FIXTURES)("parses %s", (file) => {
    expect(statusSchema.safeParse(readFixture("real", file)).success).toBe(
      true,
    );
  });

  it("reads Pleroma quote, reactions and content map (pleroma-quote-post.json)", () => {
    const status = parseReal("pleroma-quote-post.json");
    expect(status).toMatchObject({
      id: "AFmFMSpITT9xcOJKcK",
      content: "<p>Quote post</p>",
      quote_id: "AFmFLcd6XYVdjWCrOS",
      quote_state: "accepted",
      content_map: { "text/plain": "Quote post" },
      application: { name: "Soapbox FE", website: "https://soapbox.pub/" },
    });
    expect(status.quote).toMatchObject({
      id: "AFmFLcd6XYVdjWCrOS",
      content: "<p>Test post</p>",
      quote: null,
      quote_id: null,
    });
    expect(status.emoji_reactions).toEqual([
      {
        name: "👍",
        count: 1,
        me: false,
        url: null,
        static_url: null,
        accounts: [],
      },
    ]);
    expect(status.mentions.map((mention) => mention.acct)).toEqual(["alex"]);
  });

  it("reads a Pleroma quote of a quote", () => {
    const status = parseReal("pleroma-quote-of-quote-post.json");
    expect(status.quote_id).toBe("AFmFMSpITT9xcOJKcK");
    expect(status.quote?.quote_id).toBeNull();
  });

  it("reads Fedibird quote and quote_id (fedibird-quote-post.json)", () => {
    const status = parseReal("fedibird-quote-post.json");
    expect(status.quote_id).toBe("107673569214329435");
    expect(status.quote?.content).toBe("<p>test post</p>");
    // A local account: its handle's domain is the instance's, not read here.
    expect(status.account).toMatchObject({ fqn: "alex", local: true });
  });

  it("keeps the nested quote_id of a Fedibird quote of a quote", () => {
    const status = parseReal("fedibird-quote-of-quote-post.json");
    expect(status.quote_id).toBe("107673570082615319");
    expect(status.quote?.quote_id).toBe("107673569214329435");
    expect(status.quote?.quote).toBeNull();
  });

  it("reads Pleroma media with MIME types, ids and blurhashes", () => {
    const { media_attachments: media } = parseReal(
      "pleroma-status-with-attachments.json",
    );
    expect(
      media.map(({ id, type, mime_type }) => [id, type, mime_type]),
    ).toEqual([
      ["974611173", "image", "image/png"],
      ["-1764036199", "unknown", "application/x-nes-rom"],
      ["-636167741", "audio", "audio/ogg"],
      ["517941208", "unknown", "text/plain"],
    ]);
    expect(media[0]?.blurhash).toBe(
      "emLqe9t7~q%M%M-;WBt7ofRj%Moft7ofoft7ayWBj[of-;j[ayofM{",
    );
    expect(media[0]?.meta.original).toEqual({
      aspect: 0.9944598337950139,
      height: 1444,
      width: 1436,
    });
  });

  it("parses Mitra attachments without previews (mitra-status-with-attachments.json)", () => {
    const status = parseReal("mitra-status-with-attachments.json");
    expect(status).toMatchObject({
      id: "017eeb0e-e5e7-98fe-6b2b-ad02349251fb",
      created_at: "2022-02-11T23:11:59.891Z",
      sensitive: false,
      spoiler_text: "",
      emojis: [],
    });
    expect(status.account.fqn).toBe("alex@gleasonator.com");
    expect(status.media_attachments.map((media) => media.type)).toEqual([
      "image",
      "unknown",
      "unknown",
      "unknown",
    ]);
    expect(status.media_attachments[0]?.preview_url).toBeNull();
  });

  it("reads the source text of a deleted Pleroma status", () => {
    const status = parseReal("pleroma-status-deleted.json");
    expect(status).toMatchObject({
      text: "I am going to delete this post for testing purposes",
      content_type: "text/markdown",
      replies_count: 2,
      reblogs_count: 1,
      favourites_count: 3,
    });
    expect(status.media_attachments[0]?.id).toBe("508107650");
    expect(status.emoji_reactions.map((r) => r.name)).toEqual(["😭", "❔"]);
  });

  it("reads polls, cards, pins and replies", () => {
    const poll = parseReal("pleroma-status-with-poll.json");
    expect(poll.poll?.options.map((option) => option.votes_count)).toEqual([
      2, 36,
    ]);
    expect(poll.pinned_at).toBe("2021-11-23T01:38:44.000Z");
    const card = parseReal("status-with-card.json").card;
    expect(card).toMatchObject({
      type: "link",
      url: "https://soapbox.pub/blog/soapbox-fe-v1.3-cryptocurrency-release/",
      provider_name: "Soapbox",
      width: 600,
      height: 338,
      embed_url: "",
    });
    const reply = parseReal("pleroma-status-reply-with-mentions.json");
    expect(reply).toMatchObject({
      in_reply_to_id: "AHcwFrnbH1Xb2RqxhQ",
      in_reply_to_account_id: "9v5bo8xPghEnkedGzo",
    });
    expect(reply.mentions.map((mention) => mention.acct)).toEqual([
      "crunklord420@kiwifarms.cc",
      "becassine@kiwifarms.cc",
      "King_Porgi@poa.st",
      "ademan@thebag.social",
    ]);
  });

  it("reads statuses from Mastodon, Friendica, GoToSocial and Fedibird", () => {
    expect(parseReal("mastodon-reply-to-self.json")).toMatchObject({
      id: "107828148293766288",
      in_reply_to_id: "107828147870368566",
      in_reply_to_account_id: "106801667066418367",
      language: "en",
      edited_at: null,
    });
    expect(parseReal("friendica-status.json")).toMatchObject({
      id: "106",
      bookmarked: true,
      language: "fa",
      application: { name: "Soapbox FE", website: null },
    });
    expect(parseReal("gotosocial-status.json")).toMatchObject({
      text: "Hello GoToSocial!",
      created_at: "2022-02-23T22:54:14.000Z",
    });
    expect(parseReal("status-cw.json")).toMatchObject({
      sensitive: true,
      spoiler_text: "testing",
    });
    expect(
      parseReal("status-custom-emoji.json").emojis.map((e) => e.shortcode),
    ).toEqual(["ablobcathyper", "ageblobcat", "blobcatphoto"]);
  });

  it("reads Truth Social statuses; its 'self' visibility reads as public", () => {
    const status = parseReal("truthsocial-status-in-moderation.json");
    expect(status.visibility).toBe("public");
    const video = parseReal("truthsocial-status-with-external-video.json");
    expect(video.media_attachments[0]?.meta.original).toEqual({
      width: 988,
      height: 556,
      frame_rate: "60/1",
      duration: 1.949025,
      bitrate: 402396,
    });
    expect(video.card?.provider_name).toBe("Rumble.com");
  });

  it("drops a hand-trimmed status without account or created_at (status-quotes.json)", () => {
    const list = filteredArray(statusSchema).parse(
      readFixture("real", "status-quotes.json"),
    );
    expect(list).toEqual([]);
  });
});
