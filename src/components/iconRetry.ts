/**
 * The SVG inliner gives up on an icon whose fetch failed until the page
 * reloads (a demo or real server restarting, a dropped connection). Here a
 * failed icon file is asked for again, up to ICON_RETRIES times until it
 * loads: on a later render of any icon, when another icon loads (the server
 * answers again) or when the browser comes back online. Each retry bumps the
 * file's generation, which Icon uses as the inliner's key, so the inliner
 * mounts afresh and fetches again.
 */

/** Fetches of one file after it failed, until one succeeds: enough for a restart, never a loop. */
export const ICON_RETRIES = 3;

/**
 * A failed file is asked for again on a render or another icon's load only
 * this long after it failed, so a burst of renders is not a burst of
 * requests. Coming back online retries at once.
 */
export const ICON_RETRY_AFTER_MS = 2000;

interface Failure {
  retries: number;
  /** When the latest fetch failed; null while a retry is under way. */
  failedAt: number | null;
}

const failures = new Map<string, Failure>();
const generations = new Map<string, number>();
const listeners = new Set<() => void>();
let listeningOnline = false;

/** Only a file's fetch can fail for a while; markup, data URIs and a missing src fail for good. */
function isFetched(src: string): boolean {
  return src !== "" && !src.startsWith("data:") && !src.includes("<svg");
}

export function subscribeIconRetries(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many times the file has been asked for again: the inliner's key. */
export function iconGeneration(src: string): number {
  return generations.get(src) ?? 0;
}

/**
 * Asks again for each failed file that has retries left: at once when
 * `force` (back online), else once ICON_RETRY_AFTER_MS has passed.
 */
export function retryFailedIcons(force: boolean): void {
  if (failures.size === 0) return;
  const now = Date.now();
  let retried = false;
  for (const [src, failure] of failures) {
    if (failure.failedAt === null || failure.retries >= ICON_RETRIES) continue;
    if (!force && now - failure.failedAt < ICON_RETRY_AFTER_MS) continue;
    failures.set(src, { retries: failure.retries + 1, failedAt: null });
    generations.set(src, iconGeneration(src) + 1);
    retried = true;
  }
  if (retried) for (const listener of [...listeners]) listener();
}

const retryOnline = () => {
  retryFailedIcons(true);
};

/** An icon's file could not be fetched. */
export function iconFailed(src: string): void {
  if (!isFetched(src)) return;
  const retries = failures.get(src)?.retries ?? 0;
  failures.set(src, { retries, failedAt: Date.now() });
  if (!listeningOnline) {
    window.addEventListener("online", retryOnline);
    listeningOnline = true;
  }
}

/** An icon loaded: its own failures are over, and the server answers again for the others. */
export function iconLoaded(src: string): void {
  failures.delete(src);
  retryFailedIcons(false);
}
