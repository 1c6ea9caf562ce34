import { readFileSync } from "node:fs";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const AXE_CODE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const BLOCKING: ImpactValue[] = ["serious", "critical"];

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party embed. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/** Runs axe-core in the page and returns its violations. */
export async function runAxe(
  page: Page,
  options: A11yOptions = {},
): Promise<AxeResults["violations"]> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated, not added as a <script>: the page's content security policy
  // refuses inline scripts, and DevTools evaluation is not one.
  if (!loaded) await page.evaluate(AXE_CODE);
  const runOptions: RunOptions = {
    resultTypes: ["violations"],
    rules: Object.fromEntries(
      (options.disableRules ?? []).map((id) => [id, { enabled: false }]),
    ),
  };
  const exclude = options.exclude ?? [];
  const results = await page.evaluate(
    async ({ runOptions: opts, exclude: skip }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<AxeResults>;
        };
      };
      const context = skip.length
        ? { include: [document], exclude: skip.map((s) => [s]) }
        : document;
      return axe.run(context, opts);
    },
    { runOptions, exclude },
  );
  return results.violations;
}

/** Readable lines for a failure message: rule, impact, help and where. */
export function describeViolations(
  violations: AxeResults["violations"],
): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "unknown"}): ${v.help} at ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}

/** Readable lines for the serious and critical violations only. */
export async function blockingViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<string[]> {
  const violations = await runAxe(page, options);
  return describeViolations(
    violations.filter((v) => BLOCKING.includes(v.impact ?? "minor")),
  );
}

/** Fails on any serious or critical axe violation. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<void> {
  expect(await blockingViolations(page, options)).toEqual([]);
}
