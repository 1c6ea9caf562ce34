// Compiles a built-in message catalogue (locales/<code>.json, flat
// `{ "message.id": "ICU text" }`) to ICU ASTs at build time, so that the
// browser formats every built-in message without the ICU parser: production
// builds alias the parser away (webpack.config.ts).
//
// The catalogue it emits has exactly English's ids (locales/en.json beside the
// file), each with the locale's AST, else English's: a message the locale
// lacks, or whose ICU does not parse (a build warning), shows in English, as
// react-intl's fallback to the default message would show it. Ids English
// lacks are dropped: no code asks for them (en.json is what the formatjs CLI
// extracts from the source).
//
// A message the chunk would hold exactly as the code's default message (the
// locale's text is English's, or the locale lacks it) is left out when
// formatting it needs no locale (no number, date, time or `#`): react-intl then
// formats the default message, which production builds compile to the same AST
// in the code that uses it (precompileDefaultMessagesLoader.js), and the
// catalogue does not carry it a second time. English's own chunks are then
// nearly empty, en-GB's a few messages (issue 22: about 19 KB gzip less before
// the first post). A message with a number or date keeps its entry, so it is
// still formatted with the locale's conventions, not the default locale's.
//
// Every message becomes an AST, also one of plain text: react-intl returns a
// one-literal AST as it is, whereas a string formatted with `values` is
// parsed at run time (@formatjs/intl, `formatMessage`). Plain text kept as
// strings would save only about 1% of a locale chunk (gzip).
const { readFileSync } = require("node:fs");
const path = require("node:path");
const { parse, TYPE } = require("@formatjs/icu-messageformat-parser");

/** @typedef {import("@formatjs/icu-messageformat-parser").MessageFormatElement[]} Ast */

/**
 * The AST of an ICU message, parsed as intl-messageformat parses at run time:
 * with the locale, which resolves the hour cycle of date skeletons (`j`).
 * @param {string} text
 * @param {string} code the message's locale
 * @returns {Ast}
 * @throws when `text` is not valid ICU
 */
function parseMessage(text, code) {
  let locale;
  try {
    locale = new Intl.Locale(code);
  } catch {
    locale = undefined;
  }
  return parse(text, { locale });
}

/**
 * @param {unknown} json
 * @param {string} name
 * @returns {Record<string, unknown>}
 */
function asCatalogue(json, name) {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    throw new Error(`${name} is not a JSON object of messages`);
  return /** @type {Record<string, unknown>} */ (json);
}

/**
 * The locale's catalogue as ASTs, on English's ids.
 * @param {Record<string, unknown>} messages the locale's ICU texts
 * @param {Record<string, unknown>} english English's ICU texts
 * @param {string} code the locale, e.g. `pt-BR`
 * @returns {{ catalogue: Record<string, Ast>, problems: string[] }}
 *   `problems`: the locale's messages replaced by English for not parsing
 * @throws when an English message is not valid ICU
 */
function precompileCatalogue(messages, english, code) {
  /** @type {Record<string, Ast>} */
  const catalogue = {};
  /** @type {string[]} */
  const problems = [];
  for (const [id, source] of Object.entries(english)) {
    if (typeof source !== "string")
      throw new Error(`en: "${id}" is not a string`);
    const text = messages[id];
    if (typeof text === "string") {
      try {
        catalogue[id] = parseMessage(text, code);
        continue;
      } catch (error) {
        problems.push(`${code}: "${id}" is not valid ICU (${String(error)})`);
      }
    }
    try {
      catalogue[id] = parseMessage(source, "en");
    } catch (error) {
      throw new Error(`en: "${id}" is not valid ICU (${String(error)})`);
    }
  }
  return { catalogue, problems };
}

const LOCALE_SENSITIVE = new Set([
  TYPE.number,
  TYPE.date,
  TYPE.time,
  TYPE.pound,
]);

/**
 * Whether formatting `ast` depends on the locale beyond choosing plural
 * forms: a number, date, time or `#`, at any depth.
 * @param {Ast} ast
 * @returns {boolean}
 */
function localeSensitive(ast) {
  return ast.some(
    (element) =>
      LOCALE_SENSITIVE.has(element.type) ||
      ("options" in element &&
        Object.values(element.options).some((option) =>
          localeSensitive(option.value),
        )) ||
      ("children" in element && localeSensitive(element.children)),
  );
}

/**
 * The catalogue without the messages the code formats the same from its
 * default message: those equal to English's that need no locale to format.
 * @param {Record<string, Ast>} catalogue
 * @param {Record<string, unknown>} english English's ICU texts
 * @param {Record<string, unknown>} messages the locale's ICU texts
 * @returns {Record<string, Ast>}
 */
function withoutDefaults(catalogue, english, messages) {
  /** @type {Record<string, Ast>} */
  const kept = {};
  for (const [id, ast] of Object.entries(catalogue)) {
    const text = messages[id];
    const asEnglish = text === undefined || text === english[id];
    if (!asEnglish || localeSensitive(ast)) kept[id] = ast;
  }
  return kept;
}

/**
 * The webpack loader: JSON in, JSON out (the module keeps webpack's json type).
 * @this {import("webpack").LoaderContext<Record<string, never>>}
 * @param {string} source
 * @returns {string}
 */
function precompileMessagesLoader(source) {
  const code = path.basename(this.resourcePath, ".json");
  const englishFile = path.join(path.dirname(this.resourcePath), "en.json");
  const messages = asCatalogue(JSON.parse(source), this.resourcePath);
  let english = messages;
  if (code !== "en") {
    this.addDependency(englishFile);
    english = asCatalogue(
      JSON.parse(readFileSync(englishFile, "utf8")),
      englishFile,
    );
  }
  const { catalogue, problems } = precompileCatalogue(messages, english, code);
  for (const problem of problems)
    this.emitWarning(new Error(`${problem}; English's is used`));
  return JSON.stringify(withoutDefaults(catalogue, english, messages));
}

module.exports = precompileMessagesLoader;
module.exports.precompileCatalogue = precompileCatalogue;
module.exports.parseMessage = parseMessage;
module.exports.withoutDefaults = withoutDefaults;
