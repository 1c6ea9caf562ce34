import { appendFileSync } from "node:fs";
import fc from "fast-check";

/**
 * Generators of malformed server data for the property-based tests of issue
 * 21 (schemas and stream frames). Values are what `JSON.parse` can hand a
 * parser: no undefined, NaN or functions, but `__proto__` keys, lone
 * surrogates, huge strings and deep nesting are all valid JSON.
 */

/** Fixed so a failure reproduces; fast-check prints it with the failing path. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

/** Variants per entity (issue 21: 1,000). */
export const MALFORMED_RUNS = 1000;

/** Stands for "the key is absent" in `replaceAt`. */
export const MISSING: unique symbol = Symbol("missing");

/** Stands for "the item itself, nested in itself `depth` times at the same key" (a reblog of a reblog of ...). */
export class SelfNested {
  constructor(readonly depth: number) {}
}

export type Bad = unknown;

export const UNICODE_EDGES = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "\uDFFF",
  "a\uDC00b",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301",
  "Z̷̢̛̹a̶͎̓l̸̰̈g̵̱̈o̴̬͝",
  "𝕏𝔶𝔷",
  "İıſ",
  "\r\n\t\u2028\u2029",
  "ﷺ",
  "%00%ZZ",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "https://exa mple.org/",
  "https://xn--n3h.example/",
  "0",
  "-1",
  "1e999",
  "9007199254740993",
  "true",
  "null",
  "[]",
  "{}",
];

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 53 + 1,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  4294967296,
];

function nest(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level += 1)
    value = kind === "array" ? [value] : { a: value };
  return value;
}

/**
 * Made once: building a 100,000-character string or a 3,000-deep value for
 * every run made the generator cost more than the parsers it feeds.
 */
const HUGE: unknown[] = [
  "a".repeat(100_000),
  "😀".repeat(20_000),
  `https://example.org/${"a/".repeat(20_000)}`,
  new Array<unknown>(2000).fill({}),
  new Array<unknown>(2000).fill("x"),
  Object.fromEntries(
    Array.from({ length: 2000 }, (_, index) => [`k${String(index)}`, index]),
  ),
];
const DEEP: unknown[] = [
  nest(3000, "array"),
  nest(3000, "object"),
  nest(50, "object"),
];

/** An object with keys that trip naive code: JSON.parse makes `__proto__` an own key. */
const TRAP_KEYS: unknown = JSON.parse(
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{}},"toString":1,"hasOwnProperty":"x","valueOf":null}',
);

/**
 * One malformed value: absent, null, wrong-typed, huge, deeply nested, a
 * unicode edge case, a trap-keyed object, arbitrary JSON, or (where a valid
 * `sample` is given) the item nested in itself.
 */
export function badValue(sample?: unknown): fc.Arbitrary<Bad> {
  const choices: fc.Arbitrary<Bad>[] = [
    fc.constant(MISSING),
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...UNICODE_EDGES),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(...HUGE),
    fc.constantFrom(...DEEP),
    fc.constant(TRAP_KEYS),
    fc.jsonValue({ maxDepth: 3 }),
  ];
  if (sample !== undefined)
    choices.push(fc.constantFrom(new SelfNested(5), new SelfNested(40)));
  return fc.oneof(...choices);
}

export type Path = (string | number)[];

/** Paths to the nodes of `value` (the root first, then shallow before deep), at most `limit`. */
export function pathsOf(value: unknown, limit = 400): Path[] {
  const paths: Path[] = [[]];
  const queue: [unknown, Path][] = [[value, []]];
  while (queue.length > 0 && paths.length < limit) {
    const [node, at] = queue.shift()!;
    if (typeof node !== "object" || node === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, child] of entries) {
      if (paths.length >= limit) break;
      paths.push([...at, key]);
      queue.push([child, [...at, key]]);
    }
  }
  return paths;
}

function setIn(node: unknown, at: Path, bad: Bad): unknown {
  if (at.length === 0) return bad === MISSING ? null : bad;
  const [key, ...rest] = at as [string | number, ...Path];
  if (Array.isArray(node)) {
    const copy = (node as unknown[]).slice();
    const index = Number(key);
    if (rest.length === 0 && bad === MISSING) copy.splice(index, 1);
    else copy[index] = setIn(copy[index], rest, bad);
    return copy;
  }
  // Entries, not assignment: a `__proto__` key stays an own key, as JSON.parse makes it.
  const entries = Object.entries(
    typeof node === "object" && node !== null ? node : {},
  ).filter(([name]) => name !== String(key));
  if (rest.length > 0 || bad !== MISSING) {
    const old = (node as Record<string, unknown> | null)?.[key];
    entries.push([String(key), setIn(old, rest, bad)]);
  }
  return Object.fromEntries(entries);
}

/**
 * `root` with the node at `at` replaced by `bad` (or removed for MISSING),
 * copying only along the path: `root` is never changed.
 */
export function replaceAt(root: unknown, at: Path, bad: Bad): unknown {
  if (!(bad instanceof SelfNested)) return setIn(root, at, bad);
  let value: unknown = root;
  for (let level = 0; level < bad.depth; level += 1)
    value = setIn(root, at, value);
  return value;
}

/**
 * The objects, arrays and values held in `roots`, walked to any depth: the
 * objects (two per key set), then arrays, then distinct primitives.
 */
export function collectSamples(roots: unknown[]): unknown[] {
  const objects: unknown[] = [];
  const perShape = new Map<string, number>();
  const arrays: unknown[] = [];
  const primitives = new Map<string, unknown>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(node)) {
      if (node.length > 0 && arrays.length < 100) arrays.push(node);
      for (const item of node) walk(item, depth + 1);
      return;
    }
    if (typeof node === "object" && node !== null) {
      const shape = Object.keys(node).sort().join(",");
      const seen = perShape.get(shape) ?? 0;
      if (seen < 1) {
        perShape.set(shape, seen + 1);
        objects.push(node);
      }
      for (const child of Object.values(node)) walk(child, depth + 1);
      return;
    }
    const key = `${typeof node}:${String(node)}`;
    if (primitives.size < 1000 && String(node).length <= 200)
      primitives.set(key, node);
  };
  for (const root of roots) walk(root, 0);
  return [...objects, ...arrays, ...primitives.values()];
}

/** Inputs tried and properties broken in this test file (`npm run soak` reads them). */
const tally = { inputs: 0, broken: 0 };

/** `fc.assert`, counting the inputs tried; the report names the seed and the failing input. */
export function holds<Ts extends [unknown, ...unknown[]]>(
  property: fc.IProperty<Ts>,
  params: fc.Parameters<Ts>,
): void {
  const details = fc.check(property, params);
  tally.inputs += details.numRuns;
  if (!details.failed) return;
  tally.broken += 1;
  throw new Error(fc.defaultReportMessage(details));
}

/** `holds` for an asynchronous property. */
export async function holdsAsync<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<Ts>,
  params: fc.Parameters<Ts>,
): Promise<void> {
  const details = await fc.check(property, params);
  tally.inputs += details.numRuns;
  if (!details.failed) return;
  tally.broken += 1;
  throw new Error(fc.defaultReportMessage(details));
}

afterAll(() => {
  const out = process.env.POTLUCK_SOAK_TALLY;
  if (!out) return;
  appendFileSync(
    out,
    `${JSON.stringify({ file: expect.getState().testPath ?? "", ...tally })}\n`,
  );
});
