// Ids and times. Every post and notification has a Mastodon-style snowflake
// (milliseconds << 16 | sequence, a decimal string) as its `seq`, which keeps
// the server's order; its public id is the snowflake itself or, on families
// that spell ids otherwise, a string made from it (ID_SCHEMES). Seed
// snowflakes are computed from each item's age against a fixed reference, so
// they are the same on every run while the created_at dates stay recent;
// snowflakes made at run time are always larger.
import { createHash } from "node:crypto";

const REFERENCE_MS = Date.UTC(2025, 0, 1);

/** Compares two numeric id strings (longer is larger, then lexical). */
export function compareIds(a, b) {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first, by the server's order (`seq`), whatever the ids look like. */
export const bySeqDesc = (a, b) => compareIds(b.seq, a.seq);

/**
 * A UUID made from a snowflake: the same on every run, and in no useful order
 * (as the random UUIDs of servers that use them are), so a client that sorts
 * them as numbers gets the order wrong.
 */
function uuidOf(kind, seq) {
  const hex = createHash("sha1").update(`${kind}:${seq}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How a family spells the ids of posts and notifications, from their snowflake. */
export const ID_SCHEMES = {
  snowflake: {
    status: (seq) => seq,
    notification: (seq) => seq,
  },
  // Small single-user servers: UUID posts, and notifications named by their
  // time, type and a UUID (`2026-11-27T03:00:00.000Z/favourite/<uuid>`).
  uuid: {
    status: (seq) => uuidOf("status", seq),
    notification: (seq, { created_at, type }) =>
      `${created_at}/${type}/${uuidOf("notification", seq)}`,
  },
};

/** The seed id of an item `ageMs` old; `seq` separates items of equal age. */
export function seedId(ageMs, seq = 0) {
  return (
    (BigInt(REFERENCE_MS - ageMs) << 16n) |
    BigInt(seq & 0xffff)
  ).toString();
}

/** Hands out increasing ids for items created while the server runs. */
export function createIdSource() {
  let last = BigInt(seedId(0, 0xffff));
  const started = Date.now();
  return () => {
    const candidate = BigInt(REFERENCE_MS + (Date.now() - started)) << 16n;
    last = candidate > last ? candidate : last + 1n;
    return last.toString();
  };
}

const UNITS = { w: 604800000, d: 86400000, h: 3600000, m: 60000, s: 1000 };

/** Reads an age such as "2d3h", "45m" or "90s" into milliseconds. */
export function parseAge(text) {
  if (typeof text === "number") return text;
  if (!text) return 0;
  let total = 0;
  const pattern = /(\d+(?:\.\d+)?)\s*([wdhms])/g;
  let match;
  let matched = "";
  while ((match = pattern.exec(text)) !== null) {
    total += Number(match[1]) * UNITS[match[2]];
    matched += match[0];
  }
  if (matched.replace(/\s/g, "") !== String(text).replace(/\s/g, "")) {
    throw new Error(`demo data: cannot read the age "${text}"`);
  }
  return total;
}

/**
 * The server clock: real time, or a fixed instant (POTLUCK_DEMO_NOW) that then
 * advances with real time, for repeatable screenshots.
 */
export function createClock(fixedNow) {
  const started = Date.now();
  const base = fixedNow ? Date.parse(fixedNow) : null;
  if (base !== null && Number.isNaN(base)) {
    throw new Error(`demo server: cannot read the time "${fixedNow}"`);
  }
  return {
    /** The clock's time when the server started (notification groups count days from it). */
    startedAt: base ?? started,
    now: () => (base === null ? Date.now() : base + (Date.now() - started)),
    iso(ageMs = 0) {
      return new Date(this.now() - ageMs).toISOString();
    },
  };
}
