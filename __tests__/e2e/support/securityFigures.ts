import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../tools/demoServerProcess";

/** One line of the soak table's security section (`npm run soak`, tools/soak/). */
export interface SecurityRow {
  name: string;
  tried: number;
  /** What got through: must be 0. */
  executed: number;
}

const FILE = path.join(REPO_ROOT, "artifacts", "soak", "security.json");

/**
 * Writes the rows into artifacts/soak/security.json
 * (`{"section":"security","rows":[...]}`, the format tools/soak reads),
 * replacing the rows of the same names that another test wrote before.
 */
export function recordSecurityRows(rows: SecurityRow[]): void {
  let kept: SecurityRow[] = [];
  if (existsSync(FILE)) {
    try {
      const previous = JSON.parse(readFileSync(FILE, "utf8")) as {
        rows?: SecurityRow[];
      };
      kept = (previous.rows ?? []).filter(
        (row) => !rows.some((fresh) => fresh.name === row.name),
      );
    } catch {
      kept = [];
    }
  }
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(
    FILE,
    `${JSON.stringify({ section: "security", rows: [...kept, ...rows] }, null, 2)}\n`,
  );
}
