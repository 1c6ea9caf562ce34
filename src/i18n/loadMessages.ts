import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { importLocaleMessages, overridesUrl } from "./localeFiles";
import type { SupportedLocale } from "./supportedLocales";

/**
 * Messages as IntlProvider takes them: each one's ICU AST. Production builds
 * carry no ICU parser (webpack.config.ts): a message given as text would be
 * shown verbatim, so every text is parsed here first.
 */
export type Messages = Record<string, MessageFormatElement[]>;

type Catalogue = Record<string, string | MessageFormatElement[]>;

// Webpack's runtime public path (output.publicPath); undefined outside webpack.
declare const __webpack_public_path__: string | undefined;

function defaultPublicPath(): string {
  return typeof __webpack_public_path__ === "string"
    ? __webpack_public_path__
    : "/";
}

/**
 * The messages of a JSON object: texts, and with `acceptAsts` the ASTs the
 * build compiled. Anything else is left out.
 */
function catalogueOf(value: unknown, acceptAsts: boolean): Catalogue {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return {};
  const out: Catalogue = {};
  for (const [id, message] of Object.entries(value))
    if (typeof message === "string") out[id] = message;
    else if (acceptAsts && Array.isArray(message))
      out[id] = message as MessageFormatElement[];
  return out;
}

/**
 * `catalogue` with its texts parsed. The ICU parser is loaded (a chunk of its
 * own: the alias that keeps it out of the bundle matches only the package's
 * bare name) when there is a text to parse: in production, only when the
 * operator overrides messages. A message that is not valid ICU is dropped
 * with a warning, so the built-in one shows instead.
 */
async function compile(
  catalogue: Catalogue,
  locale: SupportedLocale,
  source: string,
): Promise<Messages> {
  const out: Messages = {};
  const texts: [string, string][] = [];
  for (const [id, message] of Object.entries(catalogue))
    if (typeof message === "string") texts.push([id, message]);
    else out[id] = message;
  if (texts.length === 0) return out;
  // The ES module build: its CommonJS one requires all of tslib, which
  // webpack then keeps whole (10 KB) in the chunk the homepage shares.
  const { parse } = await import(
    /* webpackChunkName: "message-parser" */
    "@formatjs/icu-messageformat-parser/lib/index.js"
  );
  // As intl-messageformat parses: with the locale (date skeletons' hour cycle).
  const options = { locale: new Intl.Locale(locale) };
  for (const [id, text] of texts) {
    try {
      const ast: unknown = parse(text, options);
      // The ES build's declarations name the same types as the package's.
      out[id] = ast as MessageFormatElement[];
    } catch (error) {
      console.warn(`Dropped "${id}" of ${source}: not valid ICU`, error);
    }
  }
  return out;
}

/**
 * The operator's optional override file. Absent (404), unreachable or
 * malformed files mean "no overrides", never an error.
 */
async function loadOverrides(url: string): Promise<Catalogue> {
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return {};
    return catalogueOf(await response.json(), false);
  } catch {
    return {};
  }
}

/**
 * Messages for `locale`: the built-in catalogue with the operator's
 * `<publicPath>custom/locales/<code>.json` merged over it. A failed built-in
 * load (including a locale with no catalogue yet) is logged and re-thrown
 * (spec 01 section 8); the caller decides on a fallback.
 */
export async function loadMessages(
  locale: SupportedLocale,
  publicPath: string = defaultPublicPath(),
): Promise<Messages> {
  const url = overridesUrl(locale, publicPath);
  const [builtIn, overrides] = await Promise.all([
    importLocaleMessages(locale).catch((error: unknown) => {
      console.error(`Failed to load the "${locale}" messages`, error);
      throw error;
    }),
    loadOverrides(url),
  ]);
  const [builtInAsts, overrideAsts] = await Promise.all([
    compile(catalogueOf(builtIn, true), locale, `the "${locale}" messages`),
    compile(overrides, locale, url),
  ]);
  return { ...builtInAsts, ...overrideAsts };
}
