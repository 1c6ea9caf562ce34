/**
 * A small version-number reader for server version strings. Server versions
 * are not reliably semver (`3.5.0rc1`, `2022.05-dev`, `2.52`,
 * `4.2.8+glitch+local`), so this reads what every family does share, a dotted
 * number run, and compares on that alone.
 */

export interface VersionNumber {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Text after the numbers (`rc1`, `beta2.security3`, `1129-gf2cfef09`), or null. */
  readonly prerelease: string | null;
  /** Everything after the first `+`, or null. */
  readonly metadata: string | null;
}

/**
 * One to three dotted numbers (leading zeros allowed: Friendica's `2024.08`),
 * extra numeric parts ignored, then an optional pre-release with or without a
 * hyphen (Mastodon release candidates were tagged `3.5.0rc1`), then optional
 * `+` metadata that may itself contain `+` (glitch builds with local suffixes).
 */
const VERSION =
  /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)*(?:-?([0-9A-Za-z][0-9A-Za-z.-]*))?(?:\+(.*))?$/;

/** The first dotted number run anywhere in a string, for software versions with decoration. */
const LOOSE = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/;

function toNumber(part: string | undefined): number {
  return part === undefined ? 0 : Number.parseInt(part, 10);
}

/** Reads a whole string as a version; null when it is anything else. */
export function readVersion(raw: string): VersionNumber | null {
  const match = VERSION.exec(raw.trim());
  if (!match) return null;
  return {
    major: toNumber(match[1]),
    minor: toNumber(match[2]),
    patch: toNumber(match[3]),
    prerelease: match[4] ?? null,
    metadata: match[5] === undefined || match[5] === "" ? null : match[5],
  };
}

/** Finds a version inside decorated text (`v1.2 (beta)`); pre-release and metadata are lost. */
export function coerceVersion(raw: string): VersionNumber | null {
  const match = LOOSE.exec(raw);
  if (!match) return null;
  return {
    major: toNumber(match[1]),
    minor: toNumber(match[2]),
    patch: toNumber(match[3]),
    prerelease: null,
    metadata: null,
  };
}

/**
 * `major.minor.patch` without pre-release: gating treats a release candidate
 * or nightly as the release it leads to, because those builds already carry
 * its features (an rc of 3.5.0 must pass a `>= 3.5.0` check).
 */
export function formatVersion(version: VersionNumber): string {
  return `${version.major}.${version.minor}.${version.patch}`;
}

function numbers(version: string): readonly [number, number, number] {
  const parsed = readVersion(version) ?? coerceVersion(version);
  return parsed ? [parsed.major, parsed.minor, parsed.patch] : [0, 0, 0];
}

/** Negative, zero or positive as `a` is older than, equal to or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const left = numbers(a);
  const right = numbers(b);
  for (let i = 0; i < 3; i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}
