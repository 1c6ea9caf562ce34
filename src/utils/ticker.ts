/**
 * One shared clock for every relative timestamp on the page: a single
 * interval, running only while something listens (spec 01 section 9:
 * timestamps refresh at least every 10 s).
 */

export const TICK_MS = 10_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

/** Subscribes to ticks; the interval starts with the first listener and stops with the last. */
export function subscribeToTicks(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time of the last tick. It must not change between ticks while the clock
 * runs (React compares snapshots); when idle it catches up to within a second.
 */
export function getTickTime(): number {
  if (timer === undefined) {
    const current = Date.now();
    if (current - now >= 1000) now = current;
  }
  return now;
}
