import { useEffect, useState } from "react";

/**
 * "The first screen has painted": the homepage's first post (or any
 * timeline's, widgets/timeline/firstPost.ts), or, on screens without posts,
 * a moment after start. Code and requests the first screen does not need (the
 * side panels, the SVG inliner) wait for it, so they do not compete with it
 * for the network and the main thread.
 */

/** Screens that never mark a post let the deferred parts in after this long. */
const LATEST_MS = 1500;

/**
 * A screen that will mark its first post (or say it has none) holds the
 * deferred parts back until then, for at most this long: on a slow network
 * or a busy machine its post comes after LATEST_MS, and the parts let in
 * then would compete with it (issue 22).
 */
const SAFETY_MS = 10_000;

let latestMs = LATEST_MS;

let painted = false;
let markPainted: () => void = () => undefined;
const whenPainted = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true;
    resolve();
  };
});

/** Called once the first screen's content has painted. */
export function firstScreenPainted(): void {
  markPainted();
}

/** Whether the first screen has painted (or the wait is over). */
export function isFirstScreenPainted(): boolean {
  return painted;
}

let fallback: ReturnType<typeof setTimeout> | undefined;

function startFallback(): void {
  const elapsed = typeof performance === "object" ? performance.now() : 0;
  fallback = setTimeout(markPainted, Math.max(0, latestMs - elapsed));
}

/**
 * Called, before LATEST_MS has passed, by the start-up of a screen that
 * marks its first post, or its failure or emptiness, with
 * `firstScreenPainted` (the timelines): the wait is then for that mark,
 * with SAFETY_MS as the net.
 */
export function firstScreenWillMark(): void {
  if (painted || latestMs === SAFETY_MS) return;
  latestMs = SAFETY_MS;
  if (fallback === undefined) return;
  clearTimeout(fallback);
  startFallback();
}

/** Resolves once the first screen has painted, or LATEST_MS after start. */
export function afterFirstScreen(): Promise<void> {
  if (!painted && fallback === undefined) startFallback();
  return whenPainted;
}

/** False until the first screen has painted (see `afterFirstScreen`). */
export function useFirstScreenPainted(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
