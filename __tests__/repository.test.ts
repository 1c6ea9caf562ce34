/**
 * Repository hygiene that no compiler checks: every package the code
 * imports is declared in package.json (a package that arrives only as
 * another's dependency can vanish in any update), and no two files differ
 * only in letter case (on case-insensitive file systems one would load the
 * other).
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const SKIPPED = new Set([
  "node_modules",
  "dist",
  "coverage",
  "artifacts",
  ".git",
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(path.relative(root, full));
  }
  return out;
}

const files = walk(root);
const code = files.filter(
  (file) =>
    /\.(ts|tsx|mjs|cjs|js)$/.test(file) &&
    !file.startsWith("tools/demo-server/data/"),
);

/** `@scope/name/x` → `@scope/name`; `name/x` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*|^\s*import\s+)["']((?:@[\w.-]+\/)?[\w-][\w./-]*|node:[\w/]+)["']/gm;

describe("the repository", () => {
  it("declares every package its code imports", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, "package.json"), "utf8"),
    ) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    const builtins = new Set(builtinModules);
    const undeclared: string[] = [];
    for (const file of code) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[1]!;
        if (specifier.startsWith("node:") || specifier.startsWith("/"))
          continue;
        const name = packageOf(specifier);
        if (builtins.has(name) || declared.has(name)) continue;
        // Type-only packages come with their runtime package.
        if (declared.has(`@types/${name}`)) continue;
        undeclared.push(`${file}: ${specifier}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("has no two paths that differ only in letter case", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      const key = file.toLowerCase();
      const other = seen.get(key);
      if (other !== undefined) clashes.push(`${other} / ${file}`);
      else seen.set(key, file);
    }
    // Extension-less twins clash too when a bundler resolves `./x` to x.ts or X.tsx.
    const stems = new Map<string, string>();
    for (const file of code) {
      const stem = file.replace(/\.(ts|tsx|mjs|cjs|js)$/, "");
      const other = stems.get(stem.toLowerCase());
      if (other !== undefined && other !== stem)
        clashes.push(`${other} / ${stem}`);
      else stems.set(stem.toLowerCase(), stem);
    }
    expect(clashes).toEqual([]);
  });
});
