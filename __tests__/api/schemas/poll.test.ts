import * as z from "zod/mini";
import { pollSchema } from "../../../src/api/schemas/poll";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

function rawPoll(overrides: Record<string, unknown> = {}) {
  return {
    id: "p1",
    options: [
      { title: "yes", votes_count: 1 },
      { title: "no", votes_count: 0 },
    ],
    ...overrides,
  };
}

describeWithFixtures("pollSchema with fixtures", () => {
  it("reads the Mastodon example with own votes", () => {
    expect(
      pollSchema.parse(readFixture("mastodon-docs", "entities-Poll-1.json")),
    ).toEqual({
      id: "34830",
      expires_at: "2019-12-05T04:05:08.302Z",
      expired: true,
      multiple: false,
      votes_count: 10,
      voters_count: null,
      voted: true,
      own_votes: [1],
      options: [
        { title: "accept", votes_count: 6 },
        { title: "deny", votes_count: 4 },
      ],
      emojis: [],
      non_anonymous: false,
    });
  });

  it("reads Pleroma polls with custom emoji in options", () => {
    const raw = readFixture(
      "real",
      "pleroma-status-with-poll-with-emojis.json",
    );
    const poll = pollSchema.parse(
      z.object({ poll: z.unknown() }).parse(raw).poll,
    );
    expect(poll.id).toBe("AHHue67gF2JDqCQGhc");
    expect(poll.options.map((option) => option.title)).toEqual([
      "Regular emoji 😍 ",
      "Custom emoji :gleason_excited: ",
      "No emoji",
      "🤔 😮 😠 ",
      ":soapbox:",
    ]);
    expect(poll.emojis.map((emoji) => emoji.shortcode)).toEqual([
      "gleason_excited",
      "soapbox",
    ]);
    expect(poll).toMatchObject({
      voters_count: 3,
      votes_count: 3,
      own_votes: [],
    });
  });
});

describe("pollSchema edge cases", () => {
  it("needs at least 2 valid options", () => {
    expect(
      pollSchema.safeParse(rawPoll({ options: [{ title: "only" }] })).success,
    ).toBe(false);
    expect(
      pollSchema.safeParse(
        rawPoll({ options: [{ title: "a" }, { votes_count: 3 }] }),
      ).success,
    ).toBe(false);
  });

  it("treats own_votes without a vote as []", () => {
    expect(pollSchema.parse(rawPoll({ own_votes: [] })).own_votes).toEqual([]);
    expect(pollSchema.parse(rawPoll({ own_votes: [-1] })).own_votes).toEqual(
      [],
    );
    expect(pollSchema.parse(rawPoll({ own_votes: [0, 1] })).own_votes).toEqual([
      0, 1,
    ]);
  });

  it("keeps hidden totals as null and reads Pleroma's non_anonymous", () => {
    const poll = pollSchema.parse(
      rawPoll({
        options: [{ title: "a", votes_count: null }, { title: "b" }],
        pleroma: { non_anonymous: true },
      }),
    );
    expect(poll.options.map((option) => option.votes_count)).toEqual([
      null,
      null,
    ]);
    expect(poll.non_anonymous).toBe(true);
  });
});
