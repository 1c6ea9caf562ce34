import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { precompileDefaultMessages } from "../../../tools/webpack/precompileDefaultMessagesLoader";

const SRC = path.join(__dirname, "../../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [file]
      : [];
  });
}

describe("precompileDefaultMessages", () => {
  it("compiles JSX and descriptor default messages to ASTs, keeping every line in place", () => {
    const source = [
      "const m = defineMessages({",
      `  a: { id: 'x.a', defaultMessage: "It's {count, plural, one {# post} other {# posts}}" },`,
      "  b: {",
      "    id: 'x.b',",
      '    defaultMessage: "Hello \\',
      '{name}",',
      "  },",
      "});",
      'const e = <FormattedMessage id="x.c" defaultMessage="Try <link>again</link>" />;',
      "const other = { label: 'Not a message {x' };",
      'const f = <FormattedMessage id="x.d" defaultMessage={"Braced {n}"} />;',
    ].join("\n");
    const { code, problems } = precompileDefaultMessages(source, "x.tsx");
    expect(problems).toEqual([]);
    const lines = code.split("\n");
    expect(lines).toHaveLength(source.split("\n").length);
    expect(lines[1]).toBe(
      `  a: { id: 'x.a', defaultMessage: ${JSON.stringify(parse("It's {count, plural, one {# post} other {# posts}}"))} },`,
    );
    expect(lines[4]).toBe(
      `    defaultMessage: ${JSON.stringify(parse("Hello {name}"))}`,
    );
    expect(lines[5]).toBe(",");
    expect(lines[8]).toBe(
      `const e = <FormattedMessage id="x.c" defaultMessage={${JSON.stringify(parse("Try <link>again</link>"))}} />;`,
    );
    expect(lines[9]).toBe(source.split("\n")[9]);
    expect(lines[10]).toBe(
      `const f = <FormattedMessage id="x.d" defaultMessage={${JSON.stringify(parse("Braced {n}"))}} />;`,
    );
  });

  it("leaves a message that is not valid ICU, or a JSX one with an entity, as text and says so", () => {
    const source = [
      "const a = { id: 'x.a', defaultMessage: 'Broken {name' };",
      'const b = <FormattedMessage id="x.b" defaultMessage="Tom &amp; Jerry" />;',
    ].join("\n");
    const { code, problems } = precompileDefaultMessages(source, "x.tsx");
    expect(code).toBe(source);
    expect(problems).toEqual([
      expect.stringContaining("'Broken {name' is not valid ICU"),
      expect.stringContaining('"Tom &amp; Jerry" as text'),
    ]);
  });

  it("compiles every default message in src", () => {
    let compiled = 0;
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, "utf8");
      const { code, problems } = precompileDefaultMessages(source, file);
      expect(problems).toEqual([]);
      expect(code).not.toMatch(/defaultMessage(=\{?|:\s*)["'`]/);
      compiled +=
        code.split(`defaultMessage: [{"type":${TYPE.literal}`).length - 1;
    }
    expect(compiled).toBeGreaterThan(100);
  });
});
