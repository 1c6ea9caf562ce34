import * as z from "zod/mini";
import { matchLocale, type SupportedLocale } from "./i18n/supportedLocales";
import { buildPalette, type Palette } from "./styles/palette";
import { HEX_COLOR } from "./utils/color";

/**
 * Operator configuration (spec 01 section 3): `window.POTLUCK_CONFIG`, set in
 * an optional `config.js` served beside index.html and read once at start-up.
 * Each key is validated on its own; a bad value falls back to its default with
 * one console warning that names the key.
 */

const hexColor = z
  .string()
  .check(z.regex(HEX_COLOR, "expected a #rrggbb colour"));
const path = z.pipe(
  z.string().check(z.regex(/^\/[^?#]*$/, "expected a path starting with /")),
  z.transform((p) => (p === "/" ? "" : p.replace(/\/+$/, ""))),
);

const homePageSchema = z.union([
  z.object({ type: z.literal("public:local") }),
  z.object({
    type: z.literal("hashtag"),
    hashtag: z.pipe(
      z.pipe(
        z.string(),
        z.transform((t) => t.replace(/^#/, "").trim()),
      ),
      z.string().check(z.minLength(1)),
    ),
  }),
]);

const iconSchema = z.object({
  src: z.string().check(z.minLength(1)),
  sizes: z.optional(z.string().check(z.regex(/^\d+x\d+$/))),
  type: z.optional(z.string()),
});

const shadeOverrides = z.record(
  z.string().check(z.regex(/^(50|[1-9]00)$/)),
  hexColor,
);
const colorsSchema = z.partial(
  z.strictObject({
    primary: shadeOverrides,
    accent: shadeOverrides,
    gray: shadeOverrides,
    success: shadeOverrides,
    danger: shadeOverrides,
  }),
);

const DEFAULT_BRAND = "#d05a2a";

const keySchemas = {
  basename: path,
  baseUrl: z.pipe(
    z.url({ protocol: /^https?$/ }),
    z.transform((u) => u.replace(/\/+$/, "")),
  ),
  homePage: homePageSchema,
  icons: z.array(iconSchema),
  mountPoint: z
    .string()
    .check(z.regex(/^[A-Za-z][\w-]*$/, "expected an element id")),
  noRounded: z.boolean(),
  styles: z.string(),
  useHashRouter: z.boolean(),
  autoPlayGif: z.boolean(),
  locale: z.string(),
  autoloadMore: z.boolean(),
  brandColor: hexColor,
  accentColor: hexColor,
  colors: colorsSchema,
  displayFqn: z.boolean(),
  mediaPreview: z.boolean(),
};

type Keys = keyof typeof keySchemas;
type RawConfig = { [K in Keys]: z.output<(typeof keySchemas)[K]> };

export type HomePage = z.infer<typeof homePageSchema>;

export interface PotluckConfig extends Omit<
  RawConfig,
  "locale" | "accentColor"
> {
  locale: SupportedLocale;
  /** Whether the operator chose the locale; otherwise the browser's languages decide. */
  hasOperatorLocale: boolean;
  accentColor: string | undefined;
  palette: Palette;
}

function defaults(origin: string): Omit<RawConfig, "accentColor"> {
  return {
    basename: "/blog",
    baseUrl: origin,
    homePage: { type: "public:local" },
    icons: [],
    mountPoint: "bigbuffet",
    noRounded: false,
    styles: "",
    useHashRouter: false,
    autoPlayGif: true,
    locale: "en",
    autoloadMore: false,
    brandColor: DEFAULT_BRAND,
    colors: {},
    displayFqn: true,
    mediaPreview: false,
  };
}

/**
 * Validates a raw configuration object. Unknown keys are reported and ignored.
 * `warn` receives one message per rejected key.
 */
export function parseConfig(
  raw: unknown,
  origin: string,
  warn: (message: string) => void = console.warn,
): PotluckConfig {
  const base = defaults(origin.replace(/\/+$/, ""));
  const input: Record<string, unknown> =
    raw !== null && typeof raw === "object"
      ? (raw as Record<string, unknown>)
      : {};
  if (raw !== undefined && (raw === null || typeof raw !== "object")) {
    warn(
      "Potluck config: POTLUCK_CONFIG must be an object; using the defaults.",
    );
  }
  const out: Partial<RawConfig> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(key in keySchemas)) {
      warn(`Potluck config: unknown key "${key}" is ignored.`);
      continue;
    }
    if (value === undefined) continue;
    const schema = keySchemas[key as Keys];
    const result = schema.safeParse(value);
    if (result.success) {
      (out as Record<string, unknown>)[key] = result.data;
    } else {
      const reason = result.error.issues[0]?.message ?? "invalid value";
      warn(
        `Potluck config: "${key}" is invalid (${reason}); using the default.`,
      );
    }
  }
  const merged = { ...base, ...out };
  let locale = matchLocale(merged.locale);
  if (!locale) {
    warn(
      `Potluck config: locale "${merged.locale}" is not supported; using "en".`,
    );
    locale = "en";
  }
  return {
    ...merged,
    locale,
    hasOperatorLocale:
      out.locale !== undefined && locale === matchLocale(out.locale),
    accentColor: out.accentColor,
    palette: buildPalette(merged.brandColor, out.accentColor, merged.colors),
  };
}

declare global {
  interface Window {
    POTLUCK_CONFIG?: unknown;
  }
}

let loaded: PotluckConfig | null = null;

/** The configuration, read from `window.POTLUCK_CONFIG` on first use. */
export function getConfig(): PotluckConfig {
  loaded ??= parseConfig(window.POTLUCK_CONFIG, window.location.origin);
  return loaded;
}
