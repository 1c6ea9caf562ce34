import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";

/**
 * The rules every translated catalogue in `locales/` keeps (issue 6), used by
 * `locales.test.ts`. Each returns human-readable problems, so a failing test
 * says exactly which message of which locale to mend.
 */

export type Catalogue = Record<string, string>;

/** What a message refers to: its arguments (with their kinds) and its tags. */
interface Shape {
  args: Map<string, string>;
  tags: Set<string>;
  plurals: { name: string; options: string[] }[];
}

function walk(elements: MessageFormatElement[], shape: Shape): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        shape.args.set(element.value, "argument");
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.args.set(element.value, TYPE[element.type]);
        break;
      case TYPE.select:
        shape.args.set(element.value, "select");
        for (const option of Object.values(element.options))
          walk(option.value, shape);
        break;
      case TYPE.plural:
        shape.args.set(element.value, element.pluralType ?? "cardinal");
        shape.plurals.push({
          name: element.value,
          options: Object.keys(element.options),
        });
        for (const option of Object.values(element.options))
          walk(option.value, shape);
        break;
      case TYPE.tag:
        shape.tags.add(element.value);
        walk(element.children, shape);
        break;
      default:
        break;
    }
  }
}

/** Parses a message; throws on invalid ICU. */
export function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Map(), tags: new Set(), plurals: [] };
  walk(parse(message), shape);
  return shape;
}

/** The text a reader sees, without arguments, tags and ICU syntax. */
function visibleText(elements: MessageFormatElement[]): string {
  let text = "";
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.tag) text += visibleText(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options))
        text += visibleText(option.value);
  }
  return text;
}

/** Whether a message has any words to translate (not just "{max}+" or "·"). */
export function hasWords(message: string): boolean {
  return /\p{L}{2,}/u.test(visibleText(parse(message)));
}

/** The plural categories of a language, as the browser's Intl picks them. */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** Keys missing from the translation and keys English does not have. */
export function keyProblems(en: Catalogue, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(en))
    if (!(id in catalogue)) problems.push(`missing: ${id}`);
  for (const id of Object.keys(catalogue))
    if (!(id in en)) problems.push(`extra: ${id}`);
  return problems;
}

/**
 * For each message: valid ICU; the same arguments (and kinds) and tags as
 * English; every plural with `other` and each of the language's categories
 * (for cardinal plurals) or exact `=n` forms only.
 */
export function messageProblems(
  locale: string,
  en: Catalogue,
  catalogue: Catalogue,
): string[] {
  const problems: string[] = [];
  const categories = pluralCategories(locale);
  for (const [id, message] of Object.entries(catalogue)) {
    const source = en[id];
    if (source === undefined) continue;
    let shape: Shape;
    try {
      shape = shapeOf(message);
    } catch (error) {
      problems.push(`${id}: invalid ICU (${String(error)})`);
      continue;
    }
    const expected = shapeOf(source);
    for (const [name, kind] of expected.args) {
      const found = shape.args.get(name);
      if (found === undefined) problems.push(`${id}: lacks {${name}}`);
      else if (found !== kind)
        problems.push(`${id}: {${name}} is ${found}, English has ${kind}`);
    }
    for (const name of shape.args.keys())
      if (!expected.args.has(name))
        problems.push(`${id}: unknown argument {${name}}`);
    for (const tag of expected.tags)
      if (!shape.tags.has(tag)) problems.push(`${id}: lacks <${tag}>`);
    for (const tag of shape.tags)
      if (!expected.tags.has(tag)) problems.push(`${id}: unknown tag <${tag}>`);
    for (const plural of shape.plurals) {
      if (!plural.options.includes("other"))
        problems.push(`${id}: plural {${plural.name}} lacks "other"`);
      if (shape.args.get(plural.name) !== "cardinal") continue;
      for (const option of plural.options)
        if (!option.startsWith("=") && !categories.includes(option))
          problems.push(
            `${id}: plural {${plural.name}} has "${option}", not a ${locale} category (${categories.join(", ")})`,
          );
      const exact = plural.options.filter((o) => o.startsWith("="));
      // A plural of exact forms only ("=0 {…} other {…}") needs no categories.
      if (exact.length > 0 && plural.options.length === exact.length + 1)
        continue;
      for (const category of categories)
        if (!plural.options.includes(category))
          problems.push(
            `${id}: plural {${plural.name}} lacks the ${locale} category "${category}"`,
          );
    }
  }
  return problems;
}

/**
 * Messages copied from English: the same text with words in it, unless the
 * locale lists the id as staying the same (names and terms).
 */
export function englishCopies(
  en: Catalogue,
  catalogue: Catalogue,
  untranslated: readonly string[],
): string[] {
  const allowed = new Set(untranslated);
  const problems: string[] = [];
  for (const [id, message] of Object.entries(catalogue)) {
    if (allowed.has(id) || en[id] !== message) continue;
    if (hasWords(message)) problems.push(`${id}: same as English`);
  }
  for (const id of allowed)
    if (catalogue[id] !== undefined && catalogue[id] !== en[id])
      problems.push(`${id}: listed as untranslated but differs from English`);
  return problems;
}
