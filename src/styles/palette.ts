import { HEX_COLOR, mix, rotateHue } from "../utils/color";

export const SHADES = [
  50, 100, 200, 300, 400, 500, 600, 700, 800, 900,
] as const;
export type Shade = (typeof SHADES)[number];
export type Scale = Record<Shade, string>;

export type PaletteName = "primary" | "accent" | "gray" | "success" | "danger";
export type Palette = Record<PaletteName, Scale>;
export type PaletteOverrides = Partial<
  Record<PaletteName, Partial<Record<string, string>>>
>;

/** How far each shade is mixed towards white (below 500) or black (above 500). */
const MIX: Record<Shade, readonly [target: string, weight: number]> = {
  50: ["#ffffff", 0.92],
  100: ["#ffffff", 0.84],
  200: ["#ffffff", 0.68],
  300: ["#ffffff", 0.5],
  400: ["#ffffff", 0.26],
  500: ["#ffffff", 0],
  600: ["#000000", 0.14],
  700: ["#000000", 0.3],
  800: ["#000000", 0.46],
  900: ["#000000", 0.62],
};

/** Derives shades 50-900 from one colour; 500 is the colour itself. */
export function deriveScale(base: string): Scale {
  const color = base.toLowerCase();
  const scale = {} as Scale;
  for (const shade of SHADES) {
    const [target, weight] = MIX[shade];
    scale[shade] = weight === 0 ? color : mix(color, target, weight);
  }
  return scale;
}

/** The accent colour used when the operator gives none: the brand hue turned a third of the wheel. */
export function deriveAccent(brandColor: string): string {
  return rotateHue(brandColor, -120);
}

const SUCCESS = "#22a35a";
const DANGER = "#d6293e";
const GRAY = "#6b7280";

/** Builds the full palette: brand and accent scales, built-in success and danger, then overrides. */
export function buildPalette(
  brandColor: string,
  accentColor: string | undefined,
  overrides: PaletteOverrides = {},
): Palette {
  const palette: Palette = {
    primary: deriveScale(brandColor),
    accent: deriveScale(accentColor ?? deriveAccent(brandColor)),
    gray: deriveScale(GRAY),
    success: deriveScale(SUCCESS),
    danger: deriveScale(DANGER),
  };
  for (const [name, shades] of Object.entries(overrides) as [
    PaletteName,
    Record<string, string>,
  ][]) {
    const scale = palette[name] as Scale | undefined;
    if (!scale) continue;
    for (const [shade, value] of Object.entries(shades)) {
      const key = Number(shade) as Shade;
      if (SHADES.includes(key) && HEX_COLOR.test(value))
        scale[key] = value.toLowerCase();
    }
  }
  return palette;
}
