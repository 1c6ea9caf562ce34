import { pollSchema } from "../../../src/api/schemas/poll";
import {
  isClosed,
  pollResults,
  showsResults,
} from "../../../src/features/status/pollResults";

const poll = (over: Record<string, unknown>) =>
  pollSchema.parse({
    id: "1",
    options: [
      { title: "a", votes_count: 2 },
      { title: "b", votes_count: 36 },
    ],
    expires_at: "2020-03-24T19:33:06.000Z",
    expired: false,
    multiple: false,
    votes_count: 38,
    voters_count: 2,
    ...over,
  });

describe("pollResults", () => {
  it("divides single-choice polls by votes (Pleroma's voters_count is wrong there)", () => {
    expect(pollResults(poll({})).map((o) => o.percent)).toEqual([5, 95]);
  });

  it("divides multiple-choice polls by voters, so shares can exceed 100 in sum", () => {
    const results = pollResults(poll({ multiple: true, voters_count: 36 }));
    expect(results.map((o) => o.percent)).toEqual([6, 100]);
  });

  it("marks the leading option and the reader's own votes", () => {
    const results = pollResults(poll({ own_votes: [0], voted: true }));
    expect(results.map((o) => [o.isLeading, o.isOwnVote])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("keeps hidden counts hidden and never divides by zero", () => {
    const hidden = pollResults(
      poll({
        options: [
          { title: "a", votes_count: null },
          { title: "b", votes_count: null },
        ],
      }),
    );
    expect(hidden.map((o) => o.percent)).toEqual([null, null]);
    const empty = pollResults(
      poll({
        votes_count: 0,
        options: [
          { title: "a", votes_count: 0 },
          { title: "b", votes_count: 0 },
        ],
      }),
    );
    expect(empty.map((o) => [o.percent, o.isLeading])).toEqual([
      [0, false],
      [0, false],
    ]);
  });
});

describe("when a poll shows results", () => {
  const now = Date.parse("2020-03-24T00:00:00.000Z");

  it("is closed when expired or past its end", () => {
    expect(isClosed(poll({}), now)).toBe(false);
    expect(isClosed(poll({}), now + 86_400_000)).toBe(true);
    expect(isClosed(poll({ expired: true }), now)).toBe(true);
    expect(isClosed(poll({ expires_at: null }), now)).toBe(false);
  });

  it("shows results to visitors, voters and on closed polls; choices otherwise", () => {
    expect(showsResults(poll({}), false, false)).toBe(true);
    expect(showsResults(poll({}), true, false)).toBe(false);
    expect(showsResults(poll({ voted: true }), true, false)).toBe(true);
    expect(showsResults(poll({}), true, true)).toBe(true);
  });
});
