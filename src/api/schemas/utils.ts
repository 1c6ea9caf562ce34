import { z } from "zod";
import { HEX_COLOR } from "../../utils/color";

/**
 * Building blocks shared by every entity schema (spec 01 section 5). Strict
 * helpers reject; `withFallback`, `orNull` and `orUndefined` make a field
 * lenient.
 */

/** A plain JSON object, for reading raw server replies without casts. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of an object or array fallback, so parsed entities never share one. */
function fresh<T>(fallback: T): T {
  return typeof fallback === "object" && fallback !== null
    ? structuredClone(fallback)
    : fallback;
}

/**
 * `schema`, or `fallback` when the value is absent, null or invalid. Absent
 * and null values never reach zod's error path: building and discarding an
 * issue for every missing optional field made timelines parse several times
 * slower.
 */
export function withFallback<T extends z.ZodType>(
  schema: T,
  fallback: z.output<T>,
) {
  return z
    .unknown()
    .optional()
    .transform((value): z.output<T> => {
      if (value === undefined || value === null) return fresh(fallback);
      const result = schema.safeParse(value);
      return result.success ? result.data : fresh(fallback);
    });
}

/**
 * A list that never fails: a non-array becomes [], and each item that fails
 * `schema` is dropped on its own (spec 01 section 5, "malformed list items").
 */
export function filteredArray<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .optional()
    .transform((items) =>
      Array.isArray(items)
        ? items.flatMap((item): z.output<T>[] => {
            const result = schema.safeParse(item);
            return result.success ? [result.data] : [];
          })
        : [],
    );
}

/** The value, or null when absent, null or invalid. */
export function orNull<T extends z.ZodType>(schema: T) {
  return withFallback(schema.nullable(), null);
}

/** The value, or undefined (an absent key) when absent or invalid. */
export function orUndefined<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A boolean that falls back to `fallback` when absent or not a boolean. */
export function flag(fallback = false) {
  return withFallback(z.boolean(), fallback);
}

/** Text that falls back to "" when absent, null or not a string. */
export const text = withFallback(z.string(), "");

/** Text or null. */
export const optionalText = orNull(z.string());

/** A string, or a number turned into one. */
export const coerceString = z.union([z.string(), z.number()]).transform(String);

/**
 * An entity id. Ids are strings (spec 02 section 3), but Pleroma has sent
 * integers (attachment ids) and Mastodon's grouped notifications document
 * `most_recent_notification_id` as a number, so numbers are turned into strings.
 */
export const idSchema = coerceString.pipe(z.string().min(1));

/** An integer of at least 0 (spec 01 section 5). */
export const nonNegativeInt = z.number().int().min(0);

/** An integer of at least 0, also read from a numeric string (Mastodon sends some counts as strings). */
export const countValue = z.union([
  nonNegativeInt,
  z.string().regex(/^\d+$/).transform(Number),
]);

/** A count that falls back to 0. */
export const countSchema = withFallback(countValue, 0);

const ISO_DATE_TIME = z.iso.datetime({ offset: true, local: true });
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * A strict ISO-8601 date-time, normalised to UTC `toISOString()` form so that
 * timestamps compare as strings. A time without a zone is read as UTC: Pleroma
 * sends `last_status_at` and announcement times that way ("2022-02-20T04:14:49").
 */
export const dateTime = ISO_DATE_TIME.transform((value) =>
  new Date(HAS_ZONE.test(value) ? value : `${value}Z`).toISOString(),
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

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) URL. Server data is untrusted: this is what keeps
 * `javascript:` and `data:` URLs out of links and images.
 */
export const safeUrl = z
  .string()
  .refine(isHttpUrl, { message: "expected an http(s) URL" });

/** A URL or null. */
export const optionalUrl = orNull(safeUrl);

/** A URL or "" (the Mastodon convention for a missing avatar, header or link). */
export const urlOrEmpty = withFallback(safeUrl, "");

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
  .refine(isValidBlurhash, { message: "invalid blurhash" });

/** A MIME type, `type/subtype` (spec 01 section 5). */
export const mimeTypeSchema = z
  .string()
  .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/, "expected type/subtype");

/** A `#rrggbb` colour. */
export const hexColorSchema = z
  .string()
  .regex(HEX_COLOR, "expected a #rrggbb colour");

/** An IPv4 or IPv6 address. */
export const ipAddressSchema = z.union([z.ipv4(), z.ipv6()]);

/** An IPv4 or IPv6 address range in CIDR form, as admin IP blocks carry. */
export const ipRangeSchema = z.union([z.cidrv4(), z.cidrv6()]);

/** An e-mail address (instance contact, admin accounts). */
export const emailSchema = z.email();

/** An icon size such as `123x456`. */
export const iconSizeSchema = z
  .string()
  .regex(/^\d+x\d+$/, "expected WIDTHxHEIGHT");

/** A hashtag name: a leading # is stripped and at least 1 character remains. */
export const hashtagNameSchema = z
  .string()
  .transform((name) => name.trim().replace(/^#/, ""))
  .pipe(z.string().min(1));
