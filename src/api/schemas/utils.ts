import * as z from "zod/mini";
import { HEX_COLOR } from "../../utils/color";
import { isHttpUrl } from "../../utils/safeUrl";
import { runSchema } from "./zodInternals";

/**
 * Building blocks shared by every entity schema (spec 01 section 5). Strict
 * helpers reject; `withFallback`, `orNull` and `orUndefined` make a field
 * lenient.
 *
 * Parsing is on the live stream's hot path, so these keep off zod's error
 * path: absent and null values never reach a schema, an invalid value builds
 * no ZodError (`runSchema`), the commonest field types are written out as
 * `typeof` tests, and `quickly` puts a cheap check for the common valid case
 * in front of a schema. fastPaths.test.ts holds each to the plain zod
 * construction it replaces; `node tools/bench/schemas.mjs` measures them.
 */

/** A plain JSON object, for reading raw server replies without casts. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What a quick reader (see `quickly`) returns when it cannot tell at a glance. */
export const UNSURE: unique symbol = Symbol("unsure");

type QuickRead<T> = (value: unknown) => T | typeof UNSURE;

const quickReads = new WeakMap<z.ZodMiniType, QuickRead<unknown>>();

/**
 * `schema` with a fast path for the common case: `read` answers a value it can
 * tell at a glance is valid, and returns UNSURE for any other, which `schema`
 * itself then parses, issues and all. `read` must answer exactly what
 * `schema` would (fastPaths.test.ts compares the two on awkward values).
 */
export function quickly<T extends z.ZodMiniType>(
  schema: T,
  read: QuickRead<z.output<T>>,
) {
  const quick = z.transform((value, ctx): z.output<T> => {
    const answer = read(value);
    if (answer !== UNSURE) return answer;
    const result = runSchema(schema, value);
    if (result.issues.length) {
      ctx.issues.push(...result.issues);
      return z.NEVER;
    }
    return result.value as z.output<T>;
  });
  quickReads.set(quick, read);
  return quick;
}

const INVALID: unique symbol = Symbol("invalid");

/** `schema`'s output for `value`, or INVALID; builds no error. */
function tryParse<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
): z.output<T> | typeof INVALID {
  const read = quickReads.get(schema);
  const answer = read ? read(value) : UNSURE;
  if (answer !== UNSURE) return answer as z.output<T>;
  const result = runSchema(schema, value);
  return result.issues.length ? INVALID : (result.value as z.output<T>);
}

/**
 * A maker of fresh copies of a JSON fallback (plain objects, arrays and
 * primitives), so parsed entities never share one. Built once per fallback:
 * copying with structuredClone on every use was slow.
 */
function freshCopies<T>(fallback: T): () => T {
  if (typeof fallback !== "object" || fallback === null) return () => fallback;
  if (Array.isArray(fallback)) {
    const items = (fallback as unknown[]).map(freshCopies);
    return () => items.map((item) => item()) as T;
  }
  const entries = Object.entries(fallback).map(
    ([key, value]) => [key, freshCopies(value)] as const,
  );
  return () => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of entries) copy[key] = value();
    return copy as T;
  };
}

/**
 * `schema`, or `fallback` when the value is absent, null or invalid. Absent
 * and null values never reach the schema, and an invalid value builds no
 * error: both used to make timelines parse several times slower.
 */
export function withFallback<T extends z.ZodMiniType>(
  schema: T,
  fallback: z.output<T>,
) {
  const fresh = freshCopies(fallback);
  return z.transform((value): z.output<T> => {
    if (value === undefined || value === null) return fresh();
    const parsed = tryParse(schema, value);
    return parsed === INVALID ? fresh() : parsed;
  });
}

/**
 * A list that never fails: a non-array becomes [], and each item that fails
 * `schema` is dropped on its own (spec 01 section 5, "malformed list items").
 */
export function filteredArray<T extends z.ZodMiniType>(schema: T) {
  return z.transform((items): z.output<T>[] => {
    const kept: z.output<T>[] = [];
    if (!Array.isArray(items)) return kept;
    for (let index = 0; index < items.length; index += 1) {
      // The holes of a sparse array are skipped, as flatMap does.
      if (!(index in items)) continue;
      const parsed = tryParse(schema, items[index]);
      if (parsed !== INVALID) kept.push(parsed);
    }
    return kept;
  });
}

/**
 * The value, or null when absent, null or invalid: `withFallback` of
 * `z.nullable(schema)`, which only differs from `schema` on null.
 */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.transform((value): z.output<T> | null => {
    if (value === undefined || value === null) return null;
    const parsed = tryParse(schema, value);
    return parsed === INVALID ? null : parsed;
  });
}

/** The value, or undefined (an absent key) when absent or invalid. */
export function orUndefined<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.transform((value): z.output<T> | undefined => {
      const parsed = tryParse(schema, value);
      return parsed === INVALID ? undefined : parsed;
    }),
  );
}

/*
 * The helpers below are `withFallback` or `orUndefined` of a plain zod type,
 * written out: a `typeof` test is all that `z.string()` or `z.boolean()`
 * checks, and these fields are most of every entity.
 */

/** A boolean that falls back to `fallback` when absent or not a boolean. */
export function flag(fallback = false) {
  return z.transform((value): boolean =>
    typeof value === "boolean" ? value : fallback,
  );
}

/** A boolean, or undefined (an absent key): `orUndefined(z.boolean())`. */
export const maybeBoolean = z.optional(
  z.transform((value): boolean | undefined =>
    typeof value === "boolean" ? value : undefined,
  ),
);

/** Text that falls back to "" when absent, null or not a string. */
export const text = z.transform((value): string =>
  typeof value === "string" ? value : "",
);

/** Text or null. */
export const optionalText = z.transform((value): string | null =>
  typeof value === "string" ? value : null,
);

/** A string, or a number turned into one. */
export const coerceString = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform(String),
);

/**
 * An entity id. Ids are strings (spec 02 section 3), but Pleroma has sent
 * integers (attachment ids) and Mastodon's grouped notifications document
 * `most_recent_notification_id` as a number, so numbers are turned into strings.
 */
export const idSchema = quickly(
  z.pipe(coerceString, z.string().check(z.minLength(1))),
  (value) => (typeof value === "string" && value !== "" ? value : UNSURE),
);

/**
 * Reads one input with two schemas, as `z.intersection(a, b)` does, and builds the output
 * from both results with `join`. zod's intersection deep-merges the two
 * outputs instead, comparing every key of one with every key of the other;
 * here the recursive links of an entity (a boost, a moved account) are read
 * apart from the rest, because zod cannot infer a recursive type.
 */
export function readBoth<
  A extends z.ZodMiniType,
  B extends z.ZodMiniType,
  Output,
>(a: A, b: B, join: (a: z.output<A>, b: z.output<B>) => Output) {
  return z.transform((value, ctx): Output => {
    const left = runSchema(a, value);
    const right = runSchema(b, value);
    if (left.issues.length || right.issues.length) {
      ctx.issues.push(...left.issues, ...right.issues);
      return z.NEVER;
    }
    return join(left.value as z.output<A>, right.value as z.output<B>);
  });
}

/** An integer of at least 0 (spec 01 section 5). */
export const nonNegativeInt = z.number().check(z.int(), z.gte(0));

/** An integer of at least 0, also read from a numeric string (Mastodon sends some counts as strings). */
export const countValue = quickly(
  z.union([
    nonNegativeInt,
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  ]),
  (value) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0
      ? value
      : UNSURE,
);

/** A count that falls back to 0. */
export const countSchema = withFallback(countValue, 0);

const DATE_TIME_OPTIONS = { offset: true, local: true };
const ISO_DATE_TIME = z.iso.datetime(DATE_TIME_OPTIONS);
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/** The form `toISOString()` gives, which Mastodon sends. */
const IN_UTC_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The pattern ISO_DATE_TIME checks (it also checks the day of the month). */
const VALID_DATE_TIME = z.core.regexes.datetime(DATE_TIME_OPTIONS);

/**
 * A strict ISO-8601 date-time, normalised to UTC `toISOString()` form so that
 * timestamps compare as strings. A time without a zone is read as UTC: Pleroma
 * sends `last_status_at` and announcement times that way ("2022-02-20T04:14:49").
 * A valid date-time already in that form is kept as it is.
 */
export const dateTime = quickly(
  z.pipe(
    ISO_DATE_TIME,
    z.transform((value) =>
      new Date(HAS_ZONE.test(value) ? value : `${value}Z`).toISOString(),
    ),
  ),
  (value) =>
    typeof value === "string" &&
    IN_UTC_FORM.test(value) &&
    VALID_DATE_TIME.test(value)
      ? value
      : UNSURE,
);

/** A date-time, or null when absent or invalid. */
export const optionalDateTime = orNull(dateTime);

/** A calendar date, YYYY-MM-DD (spec 01 section 5). */
export const isoDate = z.iso.date();

/**
 * A date or a date-time, or null. Mastodon sends `last_status_at` as a date,
 * which is kept as is rather than given a made-up time of day.
 */
export const optionalDateOrDateTime = orNull(z.union([isoDate, dateTime]));

const PLAIN_HTTP_HOST =
  /^https?:\/\/((?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*)(?:[/?#]\S*)?$/;

/** `new URL(url).host`, or "" when `url` does not parse. */
export function urlHost(url: string): string {
  if (!url) return "";
  const plain = PLAIN_HTTP_HOST.exec(url);
  if (plain?.[1] && !plain[1].includes("xn--")) return plain[1];
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/**
 * An absolute http(s) URL. Server data is untrusted: this is what keeps
 * `javascript:` and `data:` URLs out of links and images.
 */
export const safeUrl = z
  .string()
  .check(z.refine(isHttpUrl, { message: "expected an http(s) URL" }));

/** A URL or null (`orNull(safeUrl)`, written out: URLs are in every entity). */
export const optionalUrl = z.transform((value): string | null =>
  typeof value === "string" && isHttpUrl(value) ? value : null,
);

/**
 * A URL or "" (the Mastodon convention for a missing avatar, header or link);
 * `withFallback(safeUrl, "")`, written out.
 */
export const urlOrEmpty = z.transform((value): string =>
  typeof value === "string" && isHttpUrl(value) ? value : "",
);

const BASE83 =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~";
const BASE83_TEXT = /^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]+$/;

/**
 * A blurhash is valid when it is at least 6 characters of base 83 and its
 * length matches the component counts encoded in its first character.
 */
export function isValidBlurhash(value: string): boolean {
  if (value.length < 6) return false;
  if (!BASE83_TEXT.test(value)) return false;
  const sizeFlag = BASE83.indexOf(value.charAt(0));
  const numX = (sizeFlag % 9) + 1;
  const numY = Math.floor(sizeFlag / 9) + 1;
  return value.length === 4 + 2 * numX * numY;
}

export const blurhashSchema = z
  .string()
  .check(z.refine(isValidBlurhash, { message: "invalid blurhash" }));

/** A MIME type, `type/subtype` (spec 01 section 5). */
export const mimeTypeSchema = z
  .string()
  .check(z.regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/, "expected type/subtype"));

/** A `#rrggbb` colour. */
export const hexColorSchema = z
  .string()
  .check(z.regex(HEX_COLOR, "expected a #rrggbb colour"));

/** An IPv4 or IPv6 address. */
export const ipAddressSchema = z.union([z.ipv4(), z.ipv6()]);

/** An IPv4 or IPv6 address range in CIDR form, as admin IP blocks carry. */
export const ipRangeSchema = z.union([z.cidrv4(), z.cidrv6()]);

/** An e-mail address (instance contact, admin accounts). */
export const emailSchema = z.email();

/** An icon size such as `123x456`. */
export const iconSizeSchema = z
  .string()
  .check(z.regex(/^\d+x\d+$/, "expected WIDTHxHEIGHT"));

/** A hashtag name: a leading # is stripped and at least 1 character remains. */
export const hashtagNameSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((name) => name.trim().replace(/^#/, "")),
  ),
  z.string().check(z.minLength(1)),
);
