/**
 * zod is pinned to one version because src/api/schemas/zodInternals.ts uses
 * its internals. Each test here reads one of them from the installed zod, so
 * an upgrade that renames or reshapes one fails here, naming it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import {
  object,
  runSchema,
  WALKED_PARSES,
} from "../../../src/api/schemas/zodInternals";

const root = path.resolve(__dirname, "../../..");
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<
    string,
    unknown
  >;

describe("zod's internals used by the schemas", () => {
  it("zod is pinned exactly, and the pinned version is installed", () => {
    const pinned = (
      readJson("package.json").dependencies as Record<string, string>
    ).zod;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readJson("node_modules/zod/package.json").version).toBe(pinned);
  });

  it("`_zod.run` parses synchronously into a raw payload", () => {
    const schema = z.object({ id: z.string() });
    expect(typeof schema._zod.run).toBe("function");
    expect(runSchema(schema, { id: "1" })).toEqual({
      value: { id: "1" },
      issues: [],
    });
    const bad = runSchema(schema, { id: 1 });
    expect(bad.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "invalid_type", path: ["id"] },
    ]);
  });

  it("`$ZodObjectJIT` and `$constructor` build a mini object that compiles", () => {
    expect(typeof z.core.$ZodObjectJIT.init).toBe("function");
    expect(typeof z.core.$constructor).toBe("function");
    const schema = object({ id: z.string() });
    expect(schema._zod.traits.has("$ZodObjectJIT")).toBe(true);
    expect(schema._zod.traits.has("ZodMiniObject")).toBe(true);
    expect(schema).toBeInstanceOf(z.ZodMiniObject);
    expect(schema.safeParse({ id: "1", extra: 2 })).toEqual({
      success: true,
      data: { id: "1" },
    });
  });

  // zod's parsers are closures set as properties; none reads `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  it("`_zod.parse` and `_zod.run` are the properties zod parses through", () => {
    const schema = object({ id: z.string() });
    const walking = schema._zod.parse;
    expect(schema._zod.run).toBe(walking);
    for (let i = 0; i <= WALKED_PARSES; i += 1) schema.parse({ id: "1" });
    expect(schema._zod.parse).not.toBe(walking);
    expect(schema._zod.run).toBe(schema._zod.parse);
    expect(schema.parse({ id: "2" })).toEqual({ id: "2" });
  });
  /* eslint-enable @typescript-eslint/unbound-method */
});
