import { firstScreenPainted } from "../../components/startup";

/** The mark the benchmarks read (tools/bench): the first status row painted. */
export const FIRST_POST_MARK = "potluck:first-post";

let marked = false;

/**
 * Sets the first-post performance mark, once per page load, and lets in the
 * parts that wait for the first screen (components/startup.ts).
 */
export function markFirstPost(): void {
  if (marked) return;
  marked = true;
  // Optional chaining: test environments may lack the User Timing API.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (typeof performance?.mark === "function") {
    performance.mark(FIRST_POST_MARK);
  }
  firstScreenPainted();
}
