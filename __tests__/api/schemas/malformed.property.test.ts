/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type * as z from "zod/mini";
import { parseItems } from "../../../src/api/client";
import { filteredArray } from "../../../src/api/schemas/utils";
import {
  describeWithFixtures,
  listFixtures,
  readFixture,
} from "../../support/fixtures";
import {
  FUZZ_SEED,
  holds,
  MALFORMED_RUNS,
  badValue,
  collectSamples,
  pathsOf,
  replaceAt,
} from "../../support/malformed";

/**
 * Issue 21, malformed data: every schema in src/api/schemas, fed 1,000
 * generated malformed variants of a real payload (a field missing, of the
 * wrong type, huge, deeply nested, unicode edge cases, or the whole item
 * replaced) beside a valid sibling. The list parsers must never throw,
 * must keep the sibling exactly as it parses alone, and may drop at most
 * the bad item. The seed is fixed (FUZZ_SEED overrides it) and fast-check
 * prints it, with the failing path, on any failure.
 */

type Schema = z.ZodMiniType;

const SCHEMA_DIR = path.resolve(__dirname, "../../../src/api/schemas");

/** Every exported `*Schema` of every module in src/api/schemas, by "module.name". */
function allSchemas(): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const file of readdirSync(SCHEMA_DIR).sort()) {
    if (!file.endsWith(".ts")) continue;
    const module = jest.requireActual<Record<string, unknown>>(
      path.join(SCHEMA_DIR, file),
    );
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith("Schema")) continue;
      if (typeof (value as Schema | null)?.safeParse !== "function") continue;
      found.push([`${file.replace(/\.ts$/, "")}.${name}`, value as Schema]);
    }
  }
  return found;
}

const SCHEMAS = allSchemas();

/** Every real and documented payload, walked into the objects, arrays and values it holds. */
function corpus() {
  const roots: unknown[] = [];
  for (const folder of [
    "real",
    "mastodon-docs",
    "pleroma-docs",
    "gotosocial-docs",
  ]) {
    for (const file of listFixtures(folder))
      roots.push(readFixture(folder, file));
  }
  return collectSamples(roots);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How alike a payload's keys and the parsed entity's keys are (0 to 1). */
function likeness(sample: unknown, output: unknown): number {
  if (!isObject(sample) || !isObject(output)) return 0.01;
  const mine = new Set(Object.keys(sample));
  const theirs = Object.keys(output);
  const shared = theirs.filter((key) => mine.has(key)).length;
  return shared / (mine.size + theirs.length - shared || 1);
}

/** The real payload the schema reads best: the valid sibling of every variant. */
function validSample(schema: Schema, samples: unknown[]): unknown {
  let best: unknown = undefined;
  let bestScore = -1;
  for (const sample of samples) {
    const result = schema.safeParse(sample);
    if (!result.success) continue;
    const score = likeness(sample, result.data);
    if (score > bestScore) {
      best = sample;
      bestScore = score;
    }
  }
  return best;
}

const asText = (value: unknown) => JSON.stringify(value);

describe("every schema survives arbitrary values", () => {
  it("collects the schemas of src/api/schemas", () => {
    expect(SCHEMAS.length).toBeGreaterThan(100);
    expect(SCHEMAS.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "status.statusSchema",
        "account.accountSchema",
        "notification.notificationSchema",
      ]),
    );
  });

  it("never throws out of safeParse, parseItems or filteredArray on any JSON value", () => {
    holds(
      fc.property(
        fc.constantFrom(...SCHEMAS),
        badValue(),
        ([, schema], bad) => {
          schema.safeParse(bad);
          const { items, dropped } = parseItems([bad, bad], schema);
          expect(items.length + dropped).toBe(2);
          filteredArray(schema).parse([bad]);
        },
      ),
      { seed: FUZZ_SEED, numRuns: MALFORMED_RUNS * 5 },
    );
  });
});

describeWithFixtures("malformed variants of real payloads", () => {
  const samples = corpus();
  const withSamples = SCHEMAS.map(
    ([name, schema]) => [name, schema, validSample(schema, samples)] as const,
  );
  const unmatched = withSamples
    .filter(([, , sample]) => sample === undefined)
    .map(([name]) => name);

  it("finds a valid real payload for nearly every schema", () => {
    if (unmatched.length > 0)
      console.info(
        `No real payload parses as ${unmatched.join(", ")}: fuzzed with arbitrary values only.`,
      );
    // The rest (id, colour and IP shapes no fixture holds alone) are still
    // fuzzed above with arbitrary values.
    expect(unmatched.length).toBeLessThan(withSamples.length / 5);
  });

  it.each(withSamples.filter(([, , sample]) => sample !== undefined))(
    "%s drops only the malformed item and keeps its valid siblings",
    (_name, schema, sample) => {
      const expected = asText(schema.parse(sample));
      const paths = pathsOf(sample);
      const list = filteredArray(schema);
      holds(
        fc.property(
          fc.constantFrom(...paths),
          badValue(sample),
          fc.boolean(),
          (at, bad, first) => {
            const variant = replaceAt(sample, at, bad);
            // The bad item before or after its sibling, read by the page
            // parser (counting drops) or by a schema's list field.
            if (first) {
              const page = parseItems([variant, sample], schema);
              return (
                page.items.length + page.dropped === 2 &&
                asText(page.items.at(-1)) === expected
              );
            }
            const kept = list.parse([sample, variant]);
            return kept.length >= 1 && asText(kept[0]) === expected;
          },
        ),
        { seed: FUZZ_SEED, numRuns: MALFORMED_RUNS },
      );
    },
  );
});
