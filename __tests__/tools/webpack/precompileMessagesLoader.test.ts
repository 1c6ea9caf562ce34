import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { LoaderContext } from "webpack";
import precompileMessagesLoader, {
  precompileCatalogue,
} from "../../../tools/webpack/precompileMessagesLoader";

const LOCALES = path.join(__dirname, "../../../locales");

function readCatalogue(code: string): Record<string, string> {
  const file = path.join(LOCALES, `${code}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

type Values = Record<string, string | number | ((chunks: unknown[]) => string)>;

/**
 * Values for every argument and tag of a message, the plural and number
 * arguments set to `count`, each select to its first option.
 */
function valuesFor(elements: MessageFormatElement[], count: number): Values {
  const values: Values = {};
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument)
        values[element.value] ??= `‹${element.value}›`;
      if (element.type === TYPE.number || element.type === TYPE.plural)
        values[element.value] = count;
      if (element.type === TYPE.date || element.type === TYPE.time)
        values[element.value] = Date.UTC(2024, 4, 17, 13, 5);
      if (element.type === TYPE.select)
        values[element.value] ??= Object.keys(element.options)[0] ?? "other";
      if (element.type === TYPE.tag) {
        const tag = element.value;
        values[tag] = (chunks) => `<${tag}>${chunks.join("")}</${tag}>`;
        walk(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return values;
}

/** What react-intl shows for a message, from its text or from its AST. */
function format(
  message: string | MessageFormatElement[],
  code: string,
  values: Values,
): unknown {
  return new IntlMessageFormat(message, code).format(values);
}

function runLoader(file: string): {
  output: string;
  context: LoaderContext<Record<string, never>>;
} {
  const context = {
    resourcePath: file,
    addDependency: jest.fn(),
    emitWarning: jest.fn(),
  } as unknown as LoaderContext<Record<string, never>>;
  const output = precompileMessagesLoader.call(
    context,
    readFileSync(file, "utf8"),
  );
  return { output, context };
}

describe("precompileMessagesLoader", () => {
  it.each(["en", "en-GB", "de", "ja", "pt-BR", "ar", "he"])(
    "compiles every %s message to an AST that formats as its text does, or leaves it to the default message, which formats alike",
    (code) => {
      const texts = readCatalogue(code);
      const english = readCatalogue("en");
      const compiled = JSON.parse(
        runLoader(path.join(LOCALES, `${code}.json`)).output,
      ) as Record<string, MessageFormatElement[]>;
      expect(Object.keys(compiled).filter((id) => !(id in english))).toEqual(
        [],
      );
      for (const [id, text] of Object.entries(texts)) {
        // Left out: react-intl formats the default message (English's text)
        // with the default locale, "en".
        const [ast, astCode] =
          id in compiled ? [compiled[id]!, code] : [english[id]!, "en"];
        for (const count of [0, 1, 2, 3, 5, 11, 21, 1234]) {
          const values = valuesFor(parse(text), count);
          expect([id, format(ast, astCode, values)]).toEqual([
            id,
            format(text, code, values),
          ]);
        }
      }
    },
  );

  it("gives a message the locale lacks, or cannot parse, English's AST, leaves out what the default message formats alike, and drops ids English lacks", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "locales-"));
    writeFileSync(
      path.join(dir, "en.json"),
      JSON.stringify({
        "a.count": "{count, plural, one {# post} other {# posts}}",
        "a.missing": "Only in English",
        "a.missingCount": "{count, plural, one {# reply} other {# replies}}",
        "a.same": "OK",
        "a.broken": "Hello {name}",
      }),
    );
    const file = path.join(dir, "de.json");
    writeFileSync(
      file,
      JSON.stringify({
        "a.count": "{count, plural, one {# Beitrag} other {# Beiträge}}",
        "a.broken": "Hallo {name",
        "a.same": "OK",
        "a.stale": "Nicht mehr gebraucht",
      }),
    );
    const { output, context } = runLoader(file);
    const compiled = JSON.parse(output) as Record<
      string,
      MessageFormatElement[]
    >;
    // "a.missing" and "a.same" are English's plain text: the code's default
    // message gives the same. "a.missingCount" formats a number (`#`): kept,
    // in English, for the locale's number format.
    expect(Object.keys(compiled).sort()).toEqual([
      "a.broken",
      "a.count",
      "a.missingCount",
    ]);
    expect(format(compiled["a.count"]!, "de", { count: 2 })).toBe("2 Beiträge");
    expect(format(compiled["a.missingCount"]!, "de", { count: 1200 })).toBe(
      "1.200 replies",
    );
    expect(format(compiled["a.broken"]!, "de", { name: "Ana" })).toBe(
      "Hello Ana",
    );
    expect(context.addDependency).toHaveBeenCalledWith(
      path.join(dir, "en.json"),
    );
    const warnings = jest.mocked(context.emitWarning).mock.calls;
    expect(warnings.map(([warning]) => String(warning))).toEqual([
      expect.stringContaining('de: "a.broken" is not valid ICU'),
    ]);
  });

  it("fails the build on an English message that is not valid ICU", () => {
    expect(() =>
      precompileCatalogue({}, { "a.bad": "{count, plural, one {#}" }, "fr"),
    ).toThrow('en: "a.bad" is not valid ICU');
  });
});
