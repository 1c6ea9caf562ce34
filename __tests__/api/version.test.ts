import {
  coerceVersion,
  compareVersions,
  isAtLeast,
  readVersion,
} from "../../src/api/version";

describe("readVersion", () => {
  it.each([
    [
      "4.3.0",
      { major: 4, minor: 3, patch: 0, prerelease: null, metadata: null },
    ],
    [
      "3.5.0rc1",
      { major: 3, minor: 5, patch: 0, prerelease: "rc1", metadata: null },
    ],
    [
      "2024.08",
      { major: 2024, minor: 8, patch: 0, prerelease: null, metadata: null },
    ],
    [
      "2.52",
      { major: 2, minor: 52, patch: 0, prerelease: null, metadata: null },
    ],
    [
      "4.2.8+glitch+cutie",
      {
        major: 4,
        minor: 2,
        patch: 8,
        prerelease: null,
        metadata: "glitch+cutie",
      },
    ],
    [
      "2024.1-beta2.security3+e1d25a9231",
      {
        major: 2024,
        minor: 1,
        patch: 0,
        prerelease: "beta2.security3",
        metadata: "e1d25a9231",
      },
    ],
    [
      "v1.2.3.4",
      { major: 1, minor: 2, patch: 3, prerelease: null, metadata: null },
    ],
  ])("%j", (raw, expected) => {
    expect(readVersion(raw)).toEqual(expected);
  });

  it.each(["", "garbage", "takahe/0.10.1", "0.2.0 31935ee", "1..2"])(
    "refuses %j",
    (raw) => {
      expect(readVersion(raw)).toBeNull();
    },
  );

  it("coerces a version out of decorated text", () => {
    expect(coerceVersion("release v1.4 (beta)")).toMatchObject({
      major: 1,
      minor: 4,
      patch: 0,
    });
    expect(coerceVersion("none")).toBeNull();
  });
});

describe("compareVersions", () => {
  it.each([
    ["2.5.0", "2.4.51", 1],
    ["2.4.51", "2.5.0", -1],
    ["0.17.0", "0.17.0", 0],
    ["0.20.0", "0.9.0", 1],
    ["2022.5.0", "2022.12.0", -1],
    ["3.5.0", "3.5.0rc1", 0],
  ])("%s vs %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it("answers minimum checks", () => {
    expect(isAtLeast("0.17.3", "0.17.0")).toBe(true);
    expect(isAtLeast("0.16.9", "0.17.0")).toBe(false);
  });
});
