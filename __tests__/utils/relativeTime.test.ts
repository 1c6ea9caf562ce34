import {
  DAY,
  HOUR,
  MINUTE,
  SECOND,
  pastTime,
  remainingTime,
} from "../../src/utils/relativeTime";

const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();

describe("pastTime", () => {
  it.each([
    [0, { unit: "now" }],
    [9 * SECOND, { unit: "now" }],
    [-5 * MINUTE, { unit: "now" }],
    [10 * SECOND, { unit: "second", value: 10 }],
    [59 * SECOND, { unit: "second", value: 59 }],
    [60 * SECOND, { unit: "minute", value: 1 }],
    [59 * MINUTE + 59 * SECOND, { unit: "minute", value: 59 }],
    [HOUR, { unit: "hour", value: 1 }],
    [23 * HOUR, { unit: "hour", value: 23 }],
    [DAY, { unit: "day", value: 1 }],
    [7 * DAY - 1, { unit: "day", value: 6 }],
  ])("%d ms ago gives %j", (ago, expected) => {
    expect(pastTime(NOW - ago, NOW)).toEqual(expected);
  });

  it("gives a date without the year from 7 days on within the same year", () => {
    expect(pastTime(NOW - 7 * DAY, NOW)).toEqual({
      unit: "date",
      withYear: false,
    });
  });

  it("adds the year for a date in another year", () => {
    expect(pastTime(new Date(2025, 11, 31).getTime(), NOW)).toEqual({
      unit: "date",
      withYear: true,
    });
  });
});

describe("remainingTime", () => {
  it.each([
    [9 * SECOND, { unit: "moments" }],
    [-HOUR, { unit: "moments" }],
    [10 * SECOND, { unit: "second", value: 10 }],
    [5 * MINUTE, { unit: "minute", value: 5 }],
    [2 * HOUR + 5 * MINUTE, { unit: "hour", value: 2 }],
    [30 * DAY, { unit: "day", value: 30 }],
  ])("%d ms ahead gives %j", (ahead, expected) => {
    expect(remainingTime(NOW + ahead, NOW)).toEqual(expected);
  });
});
