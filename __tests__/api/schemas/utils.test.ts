import * as z from "zod/mini";
import {
  blurhashSchema,
  coerceString,
  countSchema,
  dateTime,
  emailSchema,
  filteredArray,
  hashtagNameSchema,
  hexColorSchema,
  iconSizeSchema,
  idSchema,
  ipAddressSchema,
  ipRangeSchema,
  isValidBlurhash,
  mimeTypeSchema,
  nonNegativeInt,
  optionalDateOrDateTime,
  orNull,
  orUndefined,
  withFallback,
  optionalDateTime,
  safeUrl,
  urlOrEmpty,
} from "../../../src/api/schemas/utils";

describe("filteredArray", () => {
  const numbers = filteredArray(z.number());

  it("drops malformed items one by one and keeps the rest in order", () => {
    expect(numbers.parse([1, "2", null, 3, { n: 4 }, 5])).toEqual([1, 3, 5]);
  });

  it("turns anything that is not an array into []", () => {
    expect(numbers.parse(undefined)).toEqual([]);
    expect(numbers.parse(null)).toEqual([]);
    expect(numbers.parse({ 0: 1 })).toEqual([]);
    expect(numbers.parse("1,2")).toEqual([]);
  });

  it("fills a missing object key with []", () => {
    expect(z.object({ list: numbers }).parse({})).toEqual({ list: [] });
  });
});

describe("fallbacks", () => {
  it("withFallback replaces absent, null and invalid values", () => {
    const level = withFallback(z.enum(["low", "high"]), "low");
    expect(level.parse(undefined)).toBe("low");
    expect(level.parse(null)).toBe("low");
    expect(level.parse("extreme")).toBe("low");
    expect(level.parse("high")).toBe("high");
  });

  it("withFallback hands every parse its own copy of an object fallback", () => {
    const list = withFallback(z.array(z.string()), []);
    const first = list.parse(undefined);
    first.push("changed");
    expect(list.parse(undefined)).toEqual([]);
  });

  it("orNull and orUndefined make a field lenient", () => {
    const shape = z.object({
      a: orNull(z.number()),
      b: orUndefined(z.number()),
    });
    expect(shape.parse({})).toEqual({ a: null });
    expect(shape.parse({ a: "1", b: "2" })).toEqual({ a: null, b: undefined });
    expect(shape.parse({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
  });
});

describe("ids and strings", () => {
  it("turns Pleroma's integer ids into strings", () => {
    expect(idSchema.parse(974611173)).toBe("974611173");
    expect(idSchema.parse("AFmFMSpITT9xcOJKcK")).toBe("AFmFMSpITT9xcOJKcK");
    expect(coerceString.parse(12)).toBe("12");
  });

  it("rejects empty and non-scalar ids", () => {
    for (const bad of ["", null, undefined, {}, [], true]) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("numbers", () => {
  it("nonNegativeInt accepts only integers of at least 0", () => {
    expect(nonNegativeInt.safeParse(0).success).toBe(true);
    expect(nonNegativeInt.safeParse(-1).success).toBe(false);
    expect(nonNegativeInt.safeParse(1.5).success).toBe(false);
    expect(nonNegativeInt.safeParse("3").success).toBe(false);
  });

  it("countSchema reads numeric strings and falls back to 0", () => {
    expect(countSchema.parse(7)).toBe(7);
    expect(countSchema.parse("23")).toBe(23);
    expect(countSchema.parse(-4)).toBe(0);
    expect(countSchema.parse("many")).toBe(0);
    expect(countSchema.parse(undefined)).toBe(0);
  });
});

describe("dateTime", () => {
  it("normalises ISO-8601 date-times to UTC toISOString form", () => {
    expect(dateTime.parse("2019-11-10T10:31:10.744+00:00")).toBe(
      "2019-11-10T10:31:10.744Z",
    );
    expect(dateTime.parse("2022-02-11T23:11:59.891770Z")).toBe(
      "2022-02-11T23:11:59.891Z",
    );
    expect(dateTime.parse("2024-03-01T12:00:00+02:00")).toBe(
      "2024-03-01T10:00:00.000Z",
    );
  });

  it("reads a time without a zone (Pleroma) as UTC", () => {
    expect(dateTime.parse("2022-02-20T04:14:49")).toBe(
      "2022-02-20T04:14:49.000Z",
    );
  });

  it.each([
    "2022-02-30T00:00:00Z",
    "2022-13-01T00:00:00Z",
    "2022-02-20",
    "1661472000",
    "yesterday",
    "",
  ])("rejects the bad timestamp %p", (bad) => {
    expect(dateTime.safeParse(bad).success).toBe(false);
  });

  it("optionalDateTime turns bad or missing values into null", () => {
    expect(optionalDateTime.parse("1661472000")).toBeNull();
    expect(optionalDateTime.parse(undefined)).toBeNull();
  });

  it("optionalDateOrDateTime keeps a plain date as a date", () => {
    expect(optionalDateOrDateTime.parse("2019-11-17")).toBe("2019-11-17");
    expect(optionalDateOrDateTime.parse("2019-11-17T10:00:00Z")).toBe(
      "2019-11-17T10:00:00.000Z",
    );
    expect(optionalDateOrDateTime.parse("")).toBeNull();
  });
});

describe("safeUrl", () => {
  it("accepts http and https URLs", () => {
    expect(safeUrl.parse("https://example.social/@a")).toBe(
      "https://example.social/@a",
    );
    expect(safeUrl.parse("http://localhost/@alex")).toBe(
      "http://localhost/@alex",
    );
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.social/file",
    "original.jpg",
    "/media/a.png",
    "",
  ])("rejects %p", (bad) => {
    expect(safeUrl.safeParse(bad).success).toBe(false);
    expect(urlOrEmpty.parse(bad)).toBe("");
  });
});

describe("blurhash", () => {
  it("accepts hashes whose length matches their component counts", () => {
    expect(isValidBlurhash("UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M}")).toBe(true);
    expect(
      isValidBlurhash("eWGlL@?b~q%MRj4nt7IUof%M%MIURjRjIUM{IUM{Rjayxut7j[j[xu"),
    ).toBe(true);
  });

  it("rejects short, mis-sized and non-base-83 hashes with 'invalid blurhash'", () => {
    expect(isValidBlurhash("U58E0")).toBe(false);
    expect(isValidBlurhash("UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M")).toBe(false);
    expect(isValidBlurhash("UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M}x")).toBe(
      false,
    );
    expect(isValidBlurhash("UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M ")).toBe(false);
    const result = blurhashSchema.safeParse("short");
    expect(result.error?.issues[0]?.message).toBe("invalid blurhash");
  });
});

describe("format validators", () => {
  it("mime types are type/subtype", () => {
    expect(mimeTypeSchema.safeParse("image/png").success).toBe(true);
    expect(mimeTypeSchema.safeParse("application/x-nes-rom").success).toBe(
      true,
    );
    expect(mimeTypeSchema.safeParse("image").success).toBe(false);
    expect(mimeTypeSchema.safeParse("image/png/x").success).toBe(false);
  });

  it("colours are #rrggbb", () => {
    expect(hexColorSchema.safeParse("#ff3838").success).toBe(true);
    expect(hexColorSchema.safeParse("#FFF").success).toBe(false);
    expect(hexColorSchema.safeParse("red").success).toBe(false);
  });

  it("IP values are IPv4 or IPv6, ranges in CIDR form", () => {
    expect(ipAddressSchema.safeParse("192.168.42.1").success).toBe(true);
    expect(ipAddressSchema.safeParse("2001:db8::1").success).toBe(true);
    expect(ipAddressSchema.safeParse("999.1.1.1").success).toBe(false);
    expect(ipRangeSchema.safeParse("8.8.8.8/32").success).toBe(true);
    expect(ipRangeSchema.safeParse("8.8.8.8").success).toBe(false);
  });

  it("e-mail addresses match an e-mail pattern", () => {
    expect(emailSchema.safeParse("admin@mastodon.local").success).toBe(true);
    expect(emailSchema.safeParse("not an address").success).toBe(false);
  });

  it("icon sizes look like 123x456", () => {
    expect(iconSizeSchema.safeParse("16x16").success).toBe(true);
    expect(iconSizeSchema.safeParse("16").success).toBe(false);
    expect(iconSizeSchema.safeParse("axb").success).toBe(false);
  });

  it("hashtag names lose a leading # and keep at least 1 character", () => {
    expect(hashtagNameSchema.parse("#caturday")).toBe("caturday");
    expect(hashtagNameSchema.parse("nowplaying")).toBe("nowplaying");
    expect(hashtagNameSchema.safeParse("#").success).toBe(false);
    expect(hashtagNameSchema.safeParse("").success).toBe(false);
  });
});
