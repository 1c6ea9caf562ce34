import { pickLocale } from "../../src/i18n/pickLocale";
import { isRtl } from "../../src/i18n/supportedLocales";

describe("pickLocale", () => {
  it("prefers the operator's locale", () => {
    expect(pickLocale("de", ["fr-FR", "en"])).toBe("de");
  });

  it("falls back to the browser's languages in order", () => {
    expect(pickLocale(undefined, ["xx", "pt-BR", "fr"])).toBe("pt-BR");
    expect(pickLocale("tlh", ["zh_tw"])).toBe("zh-TW");
  });

  it("matches the language part when the exact code is unknown", () => {
    expect(pickLocale(undefined, ["fr-CA"])).toBe("fr");
  });

  it.each([
    ["sr-Latn-RS", "sr-Latn"],
    ["zh-Hant-HK", "zh-HK"],
    ["zh-Hant-TW", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["zh", "zh-CN"],
    ["zh-SG", "zh-CN"],
    ["nb-NO", "no"],
    ["pt-PT", "pt"],
    ["en-US", "en"],
    ["iw", "he"],
  ])("reads the browser's %s as %s", (requested, locale) => {
    expect(pickLocale(undefined, [requested])).toBe(locale);
  });

  it("ends with English", () => {
    expect(pickLocale(undefined, [])).toBe("en");
    expect(pickLocale("", ["xx-YY"])).toBe("en");
  });
});

describe("isRtl", () => {
  it.each([
    ["ar", true],
    ["fa", true],
    ["he", true],
    ["ckb", true],
    ["ar-EG", true],
    ["en", false],
    ["zh-TW", false],
  ])("%s → %s", (locale, rtl) => {
    expect(isRtl(locale)).toBe(rtl);
  });
});
