import { parseConfig } from "../../src/config";
import {
  BREAKPOINTS,
  COLOR_TOKENS,
  buildTheme,
  cssVariableName,
  mediaDown,
  mediaUp,
} from "../../src/styles/theme";
import { contrastRatio } from "../../src/utils/color";

const config = (raw: Record<string, unknown> = {}) =>
  parseConfig(raw, "http://127.0.0.1", () => undefined);

describe("buildTheme", () => {
  it("uses the spec's breakpoints with non-overlapping media queries", () => {
    expect(BREAKPOINTS).toEqual({ sm: 581, md: 768, lg: 976, xl: 1280 });
    expect(mediaUp("xl")).toBe("@media (min-width: 1280px)");
    expect(mediaDown("sm")).toBe("@media (max-width: 580.98px)");
    expect(buildTheme(config()).media.up.md).toBe("@media (min-width: 768px)");
  });

  it("rounds corners unless noRounded is set", () => {
    expect(buildTheme(config()).radii.md).toBe("8px");
    const square = buildTheme(config({ noRounded: true })).radii;
    expect(Object.values(square)).toEqual(["0", "0", "0", "0"]);
  });

  it("refers to colours through custom properties", () => {
    const { colors } = buildTheme(config());
    expect(colors.mutedText).toBe("var(--pl-muted-text)");
    expect(Object.keys(colors)).toEqual([...COLOR_TOKENS]);
    expect(cssVariableName("onPrimary")).toBe("--pl-on-primary");
  });

  it("derives colours from the operator's palette", () => {
    const theme = buildTheme(config({ brandColor: "#1d4ed8" }));
    expect(theme.schemes.light.primary).toBe(theme.palette.primary[600]);
    expect(theme.schemes.dark.primary).toBe(theme.palette.primary[500]);
    const overridden = buildTheme(
      config({ colors: { danger: { 600: "#aa0000" } } }),
    );
    expect(overridden.schemes.light.danger).toBe("#aa0000");
  });

  it.each(["#d05a2a", "#ffee00", "#0a0a40", "#22ccff"])(
    "keeps text readable in both schemes for brand colour %s",
    (brandColor) => {
      const { light, dark } = buildTheme(config({ brandColor })).schemes;
      for (const scheme of [light, dark]) {
        expect(contrastRatio(scheme.text, scheme.surface)).toBeGreaterThan(7);
        expect(
          contrastRatio(scheme.mutedText, scheme.surface),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(scheme.link, scheme.surface),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(scheme.onPrimary, scheme.primary),
        ).toBeGreaterThanOrEqual(3);
        expect(
          contrastRatio(scheme.focusRing, scheme.surface),
        ).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
