import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SUPPORTED_LOCALES } from "../../src/i18n/supportedLocales";
import {
  englishCopies,
  keyProblems,
  messageProblems,
  type Catalogue,
} from "./catalogueRules";

/*
 * Every shipped locale is a complete, valid translation of locales/en.json
 * (issue 6). Run one locale with `npx jest locales -t "de "`.
 */

const ROOT = path.join(__dirname, "../..");
const LOCALES = path.join(ROOT, "locales");

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

const readCatalogue = (file: string) => readJson(file) as Catalogue;

const en = readCatalogue(path.join(LOCALES, "en.json"));
const translated = SUPPORTED_LOCALES.filter((code) => code !== "en");

describe("locales/en.json", () => {
  it("is what the formatjs CLI extracts from the source (run npm run i18n:extract)", () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "i18n-")), "en.json");
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules/@formatjs/cli/bin/formatjs"),
        "extract",
        "src/**/*.{ts,tsx}",
        "--ignore",
        "src/**/*.d.ts",
        "--out-file",
        out,
        "--id-interpolation-pattern",
        "[sha512:contenthash:base64:6]",
        "--format",
        "simple",
      ],
      { cwd: ROOT, stdio: "pipe" },
    );
    expect(readCatalogue(out)).toEqual(en);
  });

  it("holds every supported locale and nothing else", () => {
    const files = readdirSync(LOCALES)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""))
      .sort();
    expect(files).toEqual([...SUPPORTED_LOCALES].sort());
  });
});

describe.each(translated)("%s ", (code) => {
  const file = path.join(LOCALES, `${code}.json`);
  const listFile = path.join(LOCALES, "untranslated", `${code}.json`);
  const catalogue = existsSync(file) ? readCatalogue(file) : {};
  const untranslated = existsSync(listFile)
    ? (readJson(listFile) as string[])
    : [];

  it("has exactly the keys of en.json", () => {
    expect(existsSync(file)).toBe(true);
    expect(keyProblems(en, catalogue)).toEqual([]);
  });

  it("has valid ICU with English's arguments, tags and the language's plural forms", () => {
    expect(messageProblems(code, en, catalogue)).toEqual([]);
  });

  it("copies no English outside its list of untranslated terms", () => {
    expect(englishCopies(en, catalogue, untranslated)).toEqual([]);
  });
});
