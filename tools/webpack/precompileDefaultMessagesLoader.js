// Compiles the English default messages in the source (`defaultMessage="…"`
// on <FormattedMessage>, `defaultMessage: "…"` in descriptors) to ICU ASTs,
// for production builds, which carry no ICU parser (webpack.config.ts).
//
// With complete catalogues react-intl rarely formats a default message, but
// some screens render with none: the loading screen, before the language has
// loaded, and the error screen, when it failed to load. Without this their
// texts would show verbatim, tags and all.
//
// The literals are found with TypeScript's parser (the one the formatjs CLI
// extracts locales/en.json with) and replaced in place, keeping every line
// where it was, so source maps stay right.
const ts = require("typescript");
const { parseMessage } = require("./precompileMessagesLoader");

/**
 * @param {import("typescript").PropertyName} name
 * @returns {string | undefined}
 */
function nameOf(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name)
    ? name.text
    : undefined;
}

/**
 * @typedef {{ start: number, end: number, text: string, jsx: boolean }} Literal
 */

/**
 * A string literal without substitutions, or undefined.
 * @param {import("typescript").Node | undefined} node
 * @returns {import("typescript").StringLiteral | import("typescript").NoSubstitutionTemplateLiteral | undefined}
 */
function stringLiteral(node) {
  return node &&
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node
    : undefined;
}

/**
 * The message literal of a `defaultMessage` JSX attribute or property.
 * @param {import("typescript").Node} node
 * @param {import("typescript").SourceFile} file
 * @returns {{ literal: import("typescript").StringLiteral | import("typescript").NoSubstitutionTemplateLiteral, jsx: boolean } | undefined}
 */
function messageLiteral(node, file) {
  if (ts.isJsxAttribute(node) && node.name.getText(file) === "defaultMessage") {
    const value = node.initializer;
    // defaultMessage="…" (JSX text rules) or defaultMessage={"…"}.
    if (value && ts.isStringLiteral(value))
      return { literal: value, jsx: true };
    const inner =
      value && ts.isJsxExpression(value)
        ? stringLiteral(value.expression)
        : undefined;
    return inner && { literal: inner, jsx: false };
  }
  if (ts.isPropertyAssignment(node) && nameOf(node.name) === "defaultMessage") {
    const literal = stringLiteral(node.initializer);
    return literal && { literal, jsx: false };
  }
  return undefined;
}

/**
 * The string literals given as `defaultMessage`.
 * @param {import("typescript").SourceFile} file
 * @returns {Literal[]}
 */
function defaultMessageLiterals(file) {
  /** @type {Literal[]} */
  const found = [];
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    const message = messageLiteral(node, file);
    if (message)
      found.push({
        start: message.literal.getStart(file),
        end: message.literal.end,
        text: message.literal.text,
        jsx: message.jsx,
      });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * `source` with its default messages as ASTs.
 * @param {string} source
 * @param {string} fileName
 * @returns {{ code: string, problems: string[] }}
 */
function precompileDefaultMessages(source, fileName) {
  /** @type {string[]} */
  const problems = [];
  if (!source.includes("defaultMessage")) return { code: source, problems };
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let code = "";
  let from = 0;
  for (const literal of defaultMessageLiterals(file)) {
    const original = source.slice(literal.start, literal.end);
    // JSX attribute strings take HTML entities, which TypeScript leaves
    // undecoded: such a message stays text.
    if (literal.jsx && /[&\\]/.test(literal.text)) {
      problems.push(`${fileName}: leaves ${original} as text (& or \\)`);
      continue;
    }
    let ast;
    try {
      ast = JSON.stringify(parseMessage(literal.text, "en"));
    } catch (error) {
      problems.push(
        `${fileName}: ${original} is not valid ICU (${String(error)})`,
      );
      continue;
    }
    const newlines = "\n".repeat(original.split("\n").length - 1);
    code += source.slice(from, literal.start);
    code += literal.jsx ? `{${ast}${newlines}}` : `${ast}${newlines}`;
    from = literal.end;
  }
  return { code: code + source.slice(from), problems };
}

/**
 * The webpack loader, before swc-loader.
 * @this {import("webpack").LoaderContext<Record<string, never>>}
 * @param {string} source
 * @returns {string}
 */
function precompileDefaultMessagesLoader(source) {
  const { code, problems } = precompileDefaultMessages(
    source,
    this.resourcePath,
  );
  for (const problem of problems) this.emitWarning(new Error(problem));
  return code;
}

module.exports = precompileDefaultMessagesLoader;
module.exports.precompileDefaultMessages = precompileDefaultMessages;
