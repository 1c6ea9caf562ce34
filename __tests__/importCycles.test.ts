import path from "node:path";
import {
  findCycles,
  importGraph,
  runtimeSpecifiers,
} from "./support/importGraph";

const ROOT = path.resolve(__dirname, "..");

describe("runtime import graph of src/", () => {
  it("counts value imports and re-exports, not type-only ones", () => {
    const text = [
      'import type { A } from "./typeOnly";',
      'import { type B } from "./allNamesTypes";',
      'import { type C, d } from "./someValue";',
      'import * as ns from "./namespace";',
      'import "./sideEffect";',
      'export type { E } from "./typeReExport";',
      'export { f } from "./valueReExport";',
      'export * from "./star";',
      'const lazy = () => import("./dynamic");',
    ].join("\n");
    expect(runtimeSpecifiers("x.ts", text)).toEqual([
      "./someValue",
      "./namespace",
      "./sideEffect",
      "./valueReExport",
      "./star",
    ]);
  });

  it("finds a cycle through several modules and one module importing itself", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });

  it("has no cycle", () => {
    const graph = importGraph(
      path.join(ROOT, "src"),
      path.join(ROOT, "tsconfig.json"),
    );
    // The walk really saw the app: the store's modules and their imports.
    const store = path.join(ROOT, "src", "store", "index.ts");
    expect(graph.get(store)?.length).toBeGreaterThan(3);
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)),
    );
    expect(cycles).toEqual([]);
  });
});
