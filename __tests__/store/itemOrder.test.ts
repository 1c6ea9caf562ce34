import { compareAge, isNewerInList } from "../../src/store/itemOrder";
import { isNumericId } from "../../src/store/timelines/items";

describe("the age order of server items", () => {
  it("numeric ids order by value, without their dates", () => {
    expect(isNumericId("109876543210987654")).toBe(true);
    expect(isNumericId("01HQ3Z")).toBe(false);
    expect(isNumericId("")).toBe(false);
    const older = { id: "99", at: "2026-01-02T00:00:00.000Z" };
    const newer = { id: "100", at: "2026-01-01T00:00:00.000Z" };
    expect(compareAge(newer, older)).toBeGreaterThan(0);
  });

  it("other ids order by time; one moment compares equal, whatever the ids", () => {
    const at = "2026-11-27T03:00:00.000Z";
    const favourite = { id: `${at}/favourite/0000`, at };
    const mention = { id: `${at}/mention/ffff`, at };
    expect(compareAge(favourite, mention)).toBe(0);
    const later = { id: "0000-uuid", at: "2026-11-27T03:00:01.000Z" };
    expect(compareAge(later, mention)).toBeGreaterThan(0);
    // GoToSocial's ULIDs: time first, as their text.
    const ulid = (id: string, t: string) => ({ id, at: t });
    expect(
      compareAge(
        ulid("01FWMCNM07GGDV8HF40NZ9YTGR", "2022-02-23T22:54:14Z"),
        ulid("01FWMCNM07GGDV8HF40NZ9YTGS", "2022-02-23T22:54:15Z"),
      ),
    ).toBeLessThan(0);
  });

  it("in a list shown newest first, non-numeric ids are newer by place", () => {
    const list = ["c-uuid", "a-uuid", "b-uuid"];
    expect(isNewerInList("c-uuid", "b-uuid", list)).toBe(true);
    expect(isNewerInList("b-uuid", "a-uuid", list)).toBe(false);
    expect(isNewerInList("a-uuid", "gone-uuid", list)).toBe(true);
    expect(isNewerInList("gone-uuid", "a-uuid", list)).toBe(false);
    expect(isNewerInList("10", "9", [])).toBe(true);
  });
});
