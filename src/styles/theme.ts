import type { Palette, Scale, Shade } from "./palette";
import { contrastRatio, mix, pickReadable } from "../utils/color";

/** Layout breakpoints in px (spec 01 section 4); a breakpoint applies from its width up. */
export const BREAKPOINTS = { sm: 581, md: 768, lg: 976, xl: 1280 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** `@media` query for widths of at least `breakpoint`. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** `@media` query for widths below `breakpoint`; never overlaps `mediaUp`. */
export function mediaDown(breakpoint: Breakpoint): string {
  return `@media (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
}

export const COLOR_TOKENS = [
  "text",
  "mutedText",
  "background",
  "surface",
  "surfaceHover",
  "border",
  "link",
  "focusRing",
  "primary",
  "primaryHover",
  "onPrimary",
  "accent",
  "danger",
  "dangerHover",
  "onDanger",
  "dangerText",
  "success",
  "overlay",
  "skeleton",
  "badge",
  "onBadge",
  "mediaBadge",
  "onMediaBadge",
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type ColorScheme = Record<ColorToken, string>;

/** The custom property that carries a colour token, e.g. `--pl-muted-text`. */
export function cssVariableName(token: ColorToken): string {
  return `--pl-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The parts of the operator configuration the theme reads (src/config.ts). */
export interface ThemeInput {
  palette: Palette;
  noRounded: boolean;
}

export interface Theme {
  palette: Palette;
  /** Concrete colours per scheme; GlobalStyle writes them as custom properties. */
  schemes: { light: ColorScheme; dark: ColorScheme };
  /** `var(--pl-…)` references, so one stylesheet follows prefers-color-scheme. */
  colors: ColorScheme;
  space: Record<"xxs" | "xs" | "sm" | "md" | "lg" | "xl" | "xxl", string>;
  radii: Record<"sm" | "md" | "lg" | "round", string>;
  fonts: Record<"body" | "mono", string>;
  fontSizes: Record<"xs" | "sm" | "md" | "lg" | "xl" | "xxl", string>;
  fontWeights: Record<"normal" | "medium" | "bold", number>;
  lineHeights: Record<"tight" | "normal", number>;
  breakpoints: typeof BREAKPOINTS;
  media: { up: Record<Breakpoint, string>; down: Record<Breakpoint, string> };
  zIndices: Record<
    "base" | "sticky" | "dropdown" | "hoverCard" | "modal" | "toast",
    number
  >;
  shadows: Record<"card" | "popover", string>;
  durations: Record<"fast" | "normal", string>;
}

const WHITE = "#ffffff";
const shades = (scale: Scale, list: readonly Shade[]) =>
  list.map((s) => scale[s]);

/**
 * A button fill from `scale` (the first of `shades` that white or near-black
 * text reads on at 4.5:1), the text on it, and the fill under the pointer
 * (the next shade). A brand colour of middle lightness reads with neither
 * text at its usual shade; a darker one of the same hue then carries it.
 */
function readableFill(
  scale: Scale,
  shades: readonly Shade[],
  texts: readonly string[],
) {
  const fills = shades.map((shade) => scale[shade]);
  const index = Math.max(
    0,
    fills.findIndex((fill) =>
      texts.some((text) => contrastRatio(text, fill) >= 4.5),
    ),
  );
  const fill = fills[index] ?? scale[500];
  return {
    fill,
    hover: fills[index + 1] ?? fill,
    on: pickReadable(texts, fill, 4.5),
  };
}

function lightScheme({ primary, accent, gray, success, danger }: Palette) {
  const surface = WHITE;
  const button = readableFill(primary, [600, 700, 800], [WHITE, gray[900]]);
  const alarm = readableFill(danger, [600, 700, 800], [WHITE, gray[900]]);
  return {
    text: gray[900],
    mutedText: pickReadable(shades(gray, [600, 700, 800]), surface, 4.5),
    background: gray[50],
    surface,
    surfaceHover: gray[100],
    border: gray[200],
    link: pickReadable(shades(primary, [600, 700, 800, 900]), surface, 4.5),
    focusRing: pickReadable(shades(accent, [500, 600, 700, 800]), surface, 3),
    primary: button.fill,
    primaryHover: button.hover,
    onPrimary: button.on,
    accent: accent[500],
    danger: alarm.fill,
    dangerHover: alarm.hover,
    onDanger: alarm.on,
    dangerText: pickReadable(shades(danger, [600, 700, 800]), surface, 4.5),
    success: success[600],
    overlay: "rgba(0, 0, 0, 0.5)",
    skeleton: gray[200],
    badge: gray[100],
    onBadge: gray[800],
    mediaBadge: "rgba(0, 0, 0, 0.65)",
    onMediaBadge: WHITE,
  } satisfies ColorScheme;
}

function darkScheme({ primary, accent, gray, success, danger }: Palette) {
  const surface = gray[900];
  const button = readableFill(primary, [500, 600, 700], [WHITE, gray[900]]);
  const alarm = readableFill(danger, [500, 600, 700], [WHITE, gray[900]]);
  return {
    text: gray[50],
    mutedText: pickReadable(shades(gray, [300, 200, 100]), surface, 4.5),
    background: mix(gray[900], "#000000", 0.35),
    surface,
    surfaceHover: gray[800],
    border: gray[700],
    link: pickReadable(shades(primary, [300, 200, 100, 50]), surface, 4.5),
    focusRing: pickReadable(shades(accent, [400, 300, 200, 100]), surface, 3),
    primary: button.fill,
    primaryHover: button.hover,
    onPrimary: button.on,
    accent: accent[400],
    danger: alarm.fill,
    dangerHover: alarm.hover,
    onDanger: alarm.on,
    dangerText: pickReadable(shades(danger, [300, 200, 100]), surface, 4.5),
    success: success[400],
    overlay: "rgba(0, 0, 0, 0.7)",
    skeleton: gray[800],
    badge: gray[800],
    onBadge: gray[100],
    mediaBadge: "rgba(0, 0, 0, 0.65)",
    onMediaBadge: WHITE,
  } satisfies ColorScheme;
}

function variables(): ColorScheme {
  const colors = {} as ColorScheme;
  for (const token of COLOR_TOKENS)
    colors[token] = `var(${cssVariableName(token)})`;
  return colors;
}

function byBreakpoint(query: (b: Breakpoint) => string) {
  return {
    sm: query("sm"),
    md: query("md"),
    lg: query("lg"),
    xl: query("xl"),
  };
}

/** The styled-components theme for an operator configuration (src/config.ts). */
export function buildTheme({ palette, noRounded }: ThemeInput): Theme {
  const radius = (value: string) => (noRounded ? "0" : value);
  return {
    palette,
    schemes: { light: lightScheme(palette), dark: darkScheme(palette) },
    colors: variables(),
    space: {
      xxs: "2px",
      xs: "4px",
      sm: "8px",
      md: "12px",
      lg: "16px",
      xl: "24px",
      xxl: "32px",
    },
    radii: {
      sm: radius("4px"),
      md: radius("8px"),
      lg: radius("12px"),
      round: radius("9999px"),
    },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    fontSizes: {
      xs: "0.75rem",
      sm: "0.875rem",
      md: "1rem",
      lg: "1.125rem",
      xl: "1.25rem",
      xxl: "1.5rem",
    },
    fontWeights: { normal: 400, medium: 500, bold: 700 },
    lineHeights: { tight: 1.25, normal: 1.5 },
    breakpoints: BREAKPOINTS,
    media: { up: byBreakpoint(mediaUp), down: byBreakpoint(mediaDown) },
    zIndices: {
      base: 0,
      sticky: 10,
      dropdown: 100,
      hoverCard: 200,
      modal: 300,
      toast: 400,
    },
    shadows: {
      card: "0 1px 3px rgba(0, 0, 0, 0.12)",
      popover: "0 4px 16px rgba(0, 0, 0, 0.2)",
    },
    durations: { fast: "100ms", normal: "200ms" },
  };
}
