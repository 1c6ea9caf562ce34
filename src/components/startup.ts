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

/** Resolves once the first screen has painted, or LATEST_MS after start. */
export function afterFirstScreen(): Promise<void> {
  if (!painted && fallback === undefined) {
    const elapsed = typeof performance === "object" ? performance.now() : 0;
    fallback = setTimeout(markPainted, Math.max(0, LATEST_MS - elapsed));
  }
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
