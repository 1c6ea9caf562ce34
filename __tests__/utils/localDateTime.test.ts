import { fromLocalInput, toLocalInput } from "../../src/utils/localDateTime";

describe("datetime-local values", () => {
  it("round-trip through the local time zone", () => {
    const time = Date.parse("2030-05-06T07:08:00Z");
    expect(fromLocalInput(toLocalInput(time))).toBe(
      new Date(time).toISOString(),
    );
    expect(fromLocalInput("")).toBeNull();
  });
});
