import { parseConfig } from "../src/config";
import { SHADES } from "../src/styles/palette";
import { luminance } from "../src/utils/color";

const ORIGIN = "http://127.0.0.1:3030";

function parse(raw: unknown) {
  const warnings: string[] = [];
  const config = parseConfig(raw, ORIGIN, (m) => warnings.push(m));
  return { config, warnings };
}

describe("parseConfig", () => {
  it("gives every spec default when nothing is set", () => {
    const { config, warnings } = parse(undefined);
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      basename: "/blog",
      baseUrl: ORIGIN,
      homePage: { type: "public:local" },
      mountPoint: "bigbuffet",
      locale: "en",
      autoPlayGif: true,
      autoloadMore: false,
      displayFqn: true,
      mediaPreview: false,
      noRounded: false,
      useHashRouter: false,
    });
  });

  it("keeps valid values and normalises paths and hashtags", () => {
    const { config, warnings } = parse({
      basename: "/social/",
      baseUrl: "https://example.social/",
      homePage: { type: "hashtag", hashtag: "#potluck" },
      locale: "pt_br",
    });
    expect(warnings).toEqual([]);
    expect(config.basename).toBe("/social");
    expect(config.baseUrl).toBe("https://example.social");
    expect(config.homePage).toEqual({ type: "hashtag", hashtag: "potluck" });
    expect(config.locale).toBe("pt-BR");
  });

  it("falls back per key with one warning naming the key", () => {
    const { config, warnings } = parse({
      autoPlayGif: "yes",
      brandColor: "red",
      basename: "/ok",
    });
    expect(config.autoPlayGif).toBe(true);
    expect(config.brandColor).toBe("#d05a2a");
    expect(config.basename).toBe("/ok");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"autoPlayGif"');
    expect(warnings[1]).toContain('"brandColor"');
  });

  it("falls back to en for an unsupported locale", () => {
    const { config, warnings } = parse({ locale: "tlh" });
    expect(config.locale).toBe("en");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("tlh");
  });

  it("matches a locale by its language part", () => {
    expect(parse({ locale: "de-AT" }).config.locale).toBe("de");
  });

  it("rejects a non-http baseUrl", () => {
    const { config, warnings } = parse({ baseUrl: "javascript:alert(1)" });
    expect(config.baseUrl).toBe(ORIGIN);
    expect(warnings[0]).toContain('"baseUrl"');
  });

  it("reports unknown keys", () => {
    expect(parse({ colour: "#000000" }).warnings[0]).toContain('"colour"');
  });
});

describe("palette", () => {
  it("derives shades 50-900 ordered light to dark with 500 equal to the brand colour", () => {
    const { config } = parse({ brandColor: "#1D9BF0" });
    const scale = config.palette.primary;
    expect(scale[500]).toBe("#1d9bf0");
    const lum = SHADES.map((s) => luminance(scale[s]));
    for (let i = 1; i < lum.length; i += 1) {
      expect(lum[i]).toBeLessThan(lum[i - 1]!);
    }
  });

  it("derives the accent from the brand colour when absent", () => {
    const a = parse({ brandColor: "#1d9bf0" }).config.palette.accent[500];
    const b = parse({ brandColor: "#22aa44" }).config.palette.accent[500];
    expect(a).not.toBe(b);
    expect(a).not.toBe("#1d9bf0");
    expect(parse({ accentColor: "#123456" }).config.palette.accent[500]).toBe(
      "#123456",
    );
  });

  it("applies colour overrides and keeps built-in success and danger", () => {
    const { config } = parse({ colors: { danger: { 500: "#ff0000" } } });
    expect(config.palette.danger[500]).toBe("#ff0000");
    expect(config.palette.success[500]).toMatch(/^#[0-9a-f]{6}$/);
    expect(config.palette.danger[100]).not.toBe("#ff0000");
  });
});
