/**
 * The schemas take fast paths for the common case (see utils.ts): quick
 * readers in front of zod schemas, helpers written out as `typeof` tests, a
 * regular expression in front of `new URL`, and object literals instead of
 * intersections. Each must give exactly what the plain zod construction it
 * replaced gives; the references below are those constructions, as written
 * before the fast paths.
 */
import * as z from "zod/mini";
import { accountSchema } from "../../../src/api/schemas/account";
import { mediaMetaSchema } from "../../../src/api/schemas/mediaAttachment";
import { statusSchema } from "../../../src/api/schemas/status";
import { isHttpUrl } from "../../../src/utils/safeUrl";
import {
  coerceString,
  countSchema,
  countValue,
  dateTime,
  filteredArray,
  flag,
  idSchema,
  maybeBoolean,
  nonNegativeInt,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  orUndefined,
  safeUrl,
  text,
  urlHost,
  urlOrEmpty,
  withFallback,
} from "../../../src/api/schemas/utils";
import { object, WALKED_PARSES } from "../../../src/api/schemas/zodInternals";
import { rawAccount, rawStatus } from "./builders";

/** The lenient helpers as they were first written (zod's own error path). */
const reference = {
  withFallback<T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) {
    return z.pipe(
      z.optional(z.unknown()),
      z.transform((value): z.output<T> => {
        if (value === undefined || value === null)
          return structuredClone(fallback);
        const result = schema.safeParse(value);
        return result.success ? result.data : structuredClone(fallback);
      }),
    );
  },
  orNull<T extends z.ZodMiniType>(schema: T) {
    return reference.withFallback(z.nullable(schema), null);
  },
  orUndefined<T extends z.ZodMiniType>(schema: T) {
    return z.catch(z.optional(schema), undefined);
  },
  filteredArray<T extends z.ZodMiniType>(schema: T) {
    return z.pipe(
      z.optional(z.unknown()),
      z.transform((items) =>
        Array.isArray(items)
          ? items.flatMap((item): z.output<T>[] => {
              const result = schema.safeParse(item);
              return result.success ? [result.data] : [];
            })
          : [],
      ),
    );
  },
};

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

const referenceSchemas = {
  id: z.pipe(coerceString, z.string().check(z.minLength(1))),
  count: z.union([
    nonNegativeInt,
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  ]),
  dateTime: z.pipe(
    z.iso.datetime({ offset: true, local: true }),
    z.transform((value) =>
      new Date(HAS_ZONE.test(value) ? value : `${value}Z`).toISOString(),
    ),
  ),
};

/** Values servers send, and values they should not. */
const AWKWARD: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "0",
  "12",
  "-3",
  "1.5",
  "1e3",
  "0x10",
  "9007199254740993",
  "abc",
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53,
  2 ** 53 - 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  ["a"],
  {},
  { id: "1" },
  "2024-01-02T03:04:05.000Z",
  "2024-01-02T03:04:05.000z",
  "2024-01-02T03:04:05Z",
  "2024-01-02T03:04:05.123456Z",
  "2024-02-29T00:00:00.000Z",
  "2023-02-29T00:00:00.000Z",
  "2024-02-31T00:00:00.000Z",
  "2024-04-31T00:00:00.000Z",
  "2024-13-01T00:00:00.000Z",
  "2024-01-01T24:00:00.000Z",
  "2024-01-01T23:60:00.000Z",
  "2024-01-01T23:59:60.000Z",
  "0000-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
  "1900-02-29T00:00:00.000Z",
  "2000-02-29T00:00:00.000Z",
  "2019-07-15T18:29:57.191+00:00",
  "2024-05-06T08:00:00+01:00",
  "2022-02-20T04:14:49",
  "2024-01-02",
  "1715000000",
  "https://example.social/@alice",
  "javascript:alert(1)",
];

const outcome = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { data: result.data } : { failed: true };
};

describe("quick readers answer what their schemas would", () => {
  it.each([
    ["idSchema", idSchema, referenceSchemas.id],
    ["countValue", countValue, referenceSchemas.count],
    ["dateTime", dateTime, referenceSchemas.dateTime],
  ] as const)("%s", (_name, fast, slow) => {
    for (const value of AWKWARD) {
      expect([value, outcome(fast, value)]).toStrictEqual([
        value,
        outcome(slow, value),
      ]);
    }
  });

  it("media dimensions", () => {
    const dimension = reference.orUndefined(z.number().check(z.gte(0)));
    for (const value of AWKWARD) {
      const expected = dimension.parse(value);
      const meta = mediaMetaSchema.parse({
        width: value,
        original: { width: value },
      });
      expect([value, meta.width]).toStrictEqual([value, expected]);
      expect([value, meta.original?.width]).toStrictEqual([value, expected]);
    }
  });

  it("keeps zod's issues when the quick reader cannot tell", () => {
    const issues = (schema: z.ZodMiniType, value: unknown) =>
      schema.safeParse(value).error?.issues.map(({ code, path, message }) => ({
        code,
        path,
        message,
      }));
    for (const value of ["", null, -1, "2024-02-31T00:00:00Z", "x"]) {
      expect(issues(idSchema, value)).toEqual(
        issues(referenceSchemas.id, value),
      );
      expect(issues(countValue, value)).toEqual(
        issues(referenceSchemas.count, value),
      );
      expect(issues(dateTime, value)).toEqual(
        issues(referenceSchemas.dateTime, value),
      );
    }
  });

  it("lenient wrappers read quick schemas as their references", () => {
    for (const value of AWKWARD) {
      expect(countSchema.parse(value)).toBe(
        reference.withFallback(referenceSchemas.count, 0).parse(value),
      );
      expect(optionalDateTime.parse(value)).toBe(
        reference.orNull(referenceSchemas.dateTime).parse(value),
      );
      expect(orUndefined(idSchema).parse(value)).toBe(
        reference.orUndefined(referenceSchemas.id).parse(value),
      );
    }
  });
});

describe("written-out helpers match the plain construction", () => {
  const fast = z.object({
    text,
    optionalText,
    flag: flag(),
    flagTrue: flag(true),
    url: urlOrEmpty,
    optionalUrl,
    maybeBoolean,
    orNull: orNull(z.number()),
    orUndefined: orUndefined(z.number()),
    withFallback: withFallback(z.object({ a: z.string() }), { a: "" }),
    list: filteredArray(z.number()),
  });
  const slow = z.object({
    text: reference.withFallback(z.string(), ""),
    optionalText: reference.orNull(z.string()),
    flag: reference.withFallback(z.boolean(), false),
    flagTrue: reference.withFallback(z.boolean(), true),
    url: reference.withFallback(safeUrl, ""),
    optionalUrl: reference.orNull(safeUrl),
    maybeBoolean: reference.orUndefined(z.boolean()),
    orNull: reference.orNull(z.number()),
    orUndefined: reference.orUndefined(z.number()),
    withFallback: reference.withFallback(z.object({ a: z.string() }), {
      a: "",
    }),
    list: reference.filteredArray(z.number()),
  });
  const keys = Object.keys(fast.shape);

  it("for absent keys", () => {
    // toStrictEqual tells an absent key from one set to undefined.
    expect(fast.parse({})).toStrictEqual(slow.parse({}));
  });

  it.each(AWKWARD.map((value) => [value]))("for %p", (value) => {
    const input = Object.fromEntries(keys.map((key) => [key, value]));
    expect(fast.parse(input)).toStrictEqual(slow.parse(input));
  });

  it("for lists with malformed items and holes", () => {
    const sparse: unknown[] = [1];
    sparse[2] = 3;
    for (const list of [[1, "2", null, 3], sparse, [{ a: 1 }]]) {
      expect(fast.parse({ list })).toStrictEqual(slow.parse({ list }));
    }
  });
});

describe("compiled objects match zod/mini's own", () => {
  const shape = () => ({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    note: text,
    bot: flag(),
    count: z.catch(nonNegativeInt, 0),
    nick: z.optional(z.string()),
    lang: orUndefined(z.string()),
    nested: z.optional(z.object({ a: z.number() })),
  });
  const pairs = [
    ["plain", object(shape()), z.object(shape())],
    ["partial", z.partial(object(shape())), z.partial(z.object(shape()))],
    [
      "refined",
      object(shape()).check(z.refine((value) => value.id !== "0")),
      z.object(shape()).check(z.refine((value) => value.id !== "0")),
    ],
  ] as const;
  const issues = (schema: z.ZodMiniType, value: unknown) =>
    schema.safeParse(value).error?.issues.map(({ code, path }) => ({
      code,
      path,
    }));

  it.each(pairs)("%s: same output, key order and issues", (_, fast, slow) => {
    const full = { id: "1", name: "a", note: "n", bot: true, count: 2 };
    const inputs = [
      full,
      { ...full, nick: "b", lang: "en", nested: { a: 1 }, extra: 1 },
      { ...full, id: "0" },
      ...AWKWARD,
      ...AWKWARD.map((value) => ({ ...full, name: value, lang: value })),
      ...AWKWARD.map((value) => ({ ...full, nick: value, nested: value })),
    ];
    for (const value of inputs) {
      expect([value, outcome(fast, value)]).toStrictEqual([
        value,
        outcome(slow, value),
      ]);
      const parsed = outcome(fast, value);
      if ("data" in parsed)
        expect(Object.keys(parsed.data as object)).toEqual(
          Object.keys(outcome(slow, value).data as object),
        );
      expect(issues(fast, value)).toEqual(issues(slow, value));
    }
  });

  it.each(pairs)("%s: still compiled after cloning", (_, fast) => {
    expect(fast._zod.traits.has("$ZodObjectJIT")).toBe(true);
  });

  // zod's parsers are closures set as properties; none reads `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  it("walks its first parses, then compiles, with the same results", () => {
    const fast = object(shape());
    const slow = z.object(shape());
    const walking = fast._zod.parse;
    const value = { id: "1", name: "", note: "n", bot: "x", count: -1 };
    for (let i = 0; i < WALKED_PARSES; i += 1) {
      expect(outcome(fast, value)).toStrictEqual(outcome(slow, value));
    }
    expect(fast._zod.parse).toBe(walking);
    expect(fast._zod.run).toBe(walking);
    expect(outcome(fast, value)).toStrictEqual(outcome(slow, value));
    expect(fast._zod.parse).not.toBe(walking);
    expect(fast._zod.run).toBe(fast._zod.parse);
    expect(issues(fast, value)).toEqual(issues(slow, value));
    expect(outcome(fast, { id: "2", name: "b", note: "", bot: false })).toEqual(
      outcome(slow, { id: "2", name: "b", note: "", bot: false }),
    );
  });
  /* eslint-enable @typescript-eslint/unbound-method */
});

describe("URL checks", () => {
  const viaParser = (value: string) => {
    try {
      const { protocol } = new URL(value);
      return protocol === "http:" || protocol === "https:";
    } catch {
      return false;
    }
  };
  const hostViaParser = (value: string) => {
    try {
      return new URL(value).host;
    } catch {
      return "";
    }
  };
  const URLS = [
    "https://example.social/@alice",
    "http://localhost/@alex",
    "https://files.example.social/a/b/c.png?x=1#top",
    "https://example.social:8443/path",
    "https://example.social:443/path",
    "http://example.social:80",
    "https://example.social:99999/",
    "https://example.social:",
    "https://1.2.3.4/",
    "https://1.2.3.400/",
    "https://example.123/",
    "https://example.0x1/",
    "https://xn--a.example/",
    "https://xn--bcher-kva.example/",
    "https://EXAMPLE.social/",
    "HTTPS://example.social/",
    "https://exa mple.social/",
    "https://example.social/a b",
    "https://a..b/",
    "https://-a.example/",
    "https://a.example./",
    "https://user@example.social/",
    "https://[::1]/",
    "https://ex%41mple.social/",
    "https://bücher.example/",
    "https://example.social\\path",
    " https://example.social/",
    "https:example.social",
    "https:/example.social",
    "https://",
    "http://a",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.social/",
    "//example.social/a",
    "",
  ];

  it.each(URLS)("isHttpUrl(%p) agrees with new URL", (value) => {
    expect(isHttpUrl(value)).toBe(viaParser(value));
  });

  it.each(URLS)("urlHost(%p) agrees with new URL", (value) => {
    expect(urlHost(value)).toBe(hostViaParser(value));
  });

  it("agrees with new URL on generated URLs", () => {
    const pieces = ["a", "z", "0", "9", "-", ".", ":", "/", "?", "#", "%"];
    const more = ["xn--", "80", "@", " ", "é", "[", "]", "\\", "A", "256"];
    const alphabet = [...pieces, ...more];
    let seed = 7;
    const next = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = 0; i < 20_000; i += 1) {
      let value = next() < 0.5 ? "https://" : "http://";
      const length = 1 + Math.floor(next() * 10);
      for (let j = 0; j < length; j += 1)
        value += alphabet[Math.floor(next() * alphabet.length)] ?? "";
      expect([value, isHttpUrl(value)]).toEqual([value, viaParser(value)]);
      expect([value, urlHost(value)]).toEqual([value, hostViaParser(value)]);
    }
  });
});

describe("entities built as object literals", () => {
  it("keeps the account keys in their order: kept, derived, moved", () => {
    expect(Object.keys(accountSchema.parse(rawAccount()))).toEqual([
      ...["id", "display_name", "note", "locked", "bot", "group"],
      ...["suspended", "limited", "created_at", "last_status_at"],
      ...["statuses_count", "followers_count", "following_count"],
      ...["subscribers_count", "fields", "emojis", "pronouns"],
      ...["mention_policy", "payment_options", "speak_as_cat", "custom_css"],
      ...["enable_rss", "username", "acct", "fqn", "domain", "url", "local"],
      ...["avatar", "avatar_static", "header", "header_static"],
      ...["avatar_description", "header_description", "favicon"],
      ...["background_image", "hide_favorites", "hide_followers"],
      ...["hide_follows", "hide_followers_count", "hide_follows_count"],
      ...["discoverable", "noindex", "roles", "is_admin", "is_moderator"],
      ...["badges", "verified", "accepts_chat_messages", "birthday"],
      ...["location", "relationship", "is_cat", "permit_followback", "moved"],
    ]);
  });

  it("keeps the status keys in their order: kept, derived, links", () => {
    expect(Object.keys(statusSchema.parse(rawStatus()))).toEqual([
      ...["id", "uri", "url", "created_at", "account", "content", "text"],
      ...["visibility", "sensitive", "spoiler_text", "media_attachments"],
      ...["application", "mentions", "tags", "emojis", "replies_count"],
      ...["reblogs_count", "favourites_count", "dislikes_count"],
      ...["favourited", "reblogged", "muted", "bookmarked", "pinned"],
      ...["disliked", "in_reply_to_id", "in_reply_to_account_id", "poll"],
      ...["card", "language", "edited_at", "filtered", "approval_status"],
      ...["group", "scheduled_at", "translation", "rss_feed", "list_id"],
      ...["interaction_policy", "quote_id", "quote_state", "quotes_count"],
      ...["emoji_reactions", "content_map", "content_type", "event"],
      ...["pinned_at", "thread_muted", "bookmark_folder", "reblog", "quote"],
    ]);
  });

  it("gives every parse its own fallback objects", () => {
    const first = statusSchema.parse(rawStatus());
    const second = statusSchema.parse(rawStatus());
    expect(first.interaction_policy).toEqual(second.interaction_policy);
    expect(first.interaction_policy).not.toBe(second.interaction_policy);
    expect(first.interaction_policy.can_reply.always).not.toBe(
      second.interaction_policy.can_reply.always,
    );
  });

  it("reports every problem of an account, as the intersection did", () => {
    const result = accountSchema.safeParse({ id: null });
    expect(
      result.error?.issues.map(({ path, message }) => [path, message]),
    ).toEqual([
      [["id"], "Invalid input"],
      [[], "account without acct or username"],
    ]);
  });

  it("reports a bad nested account at its path", () => {
    const result = statusSchema.safeParse(
      rawStatus({ account: rawAccount({ id: "" }) }),
    );
    expect(result.error?.issues.map(({ path }) => path)).toEqual([
      ["account", "id"],
    ]);
  });
});
