import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * Where each history entry (`location.key`) was left, kept for the tab's
 * session as React Router's <ScrollRestoration> kept it (same storage key, so
 * positions saved before the change still apply).
 */
const STORAGE_KEY = "react-router-scroll-positions";

let positions: Record<string, number> = {};

function storedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? "{}",
    );
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      ),
    );
  } catch {
    return {};
  }
}

function storePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions then last until a reload only.
  }
}

/** The element a `#id` points at (its own fragment in hash mode). */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/**
 * Scroll restoration: a new page opens at the top (or at the element its
 * `#hash` names), unless the navigation asked to keep the scroll; back and
 * forward, and a reload, return to where the entry was left.
 *
 * The position is recorded as the reader scrolls rather than when a
 * navigation starts: this hook runs only once the new page has rendered, and
 * by then the old page's position may already be clamped to the new page's
 * height. Restoring in a layout effect of the shell runs after the screen's
 * own layout effects (a virtualised timeline sizes its rows from their saved
 * measurements first) and before its effects (the thread view then brings
 * its focused post into view).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const { key, hash } = location;
  const keep = keepsScroll(location.state as unknown);
  const shownKey = useRef(key);

  useLayoutEffect(() => {
    positions = { ...storedPositions(), ...positions };
    // The browser would restore the document's position before the page
    // has rendered its content.
    window.history.scrollRestoration = "manual";
    const record = () => {
      positions[shownKey.current] = window.scrollY;
    };
    const leave = () => {
      record();
      storePositions();
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", leave);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = key;
    // A page that asked to keep the scroll (the report queue opening another
    // report beside itself) stays where it is, unless it comes back.
    if (!keep || positions[key] !== undefined) restore(positions[key], hash);
    // Where the page really is, should the reader not scroll: a page still
    // too short for its saved position (after a reload) stays at the top.
    positions[key] = window.scrollY;
    // `keep` belongs to this entry: read it for a new key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hash]);
}

/**
 * Whether a navigation asked to keep the window where it is (`navigate(to,
 * { state: { preventScrollReset: true } })`, React Router's name for it).
 */
function keepsScroll(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    "preventScrollReset" in state &&
    state.preventScrollReset === true
  );
}

function restore(saved: number | undefined, hash: string): void {
  if (saved !== undefined) {
    window.scrollTo(0, saved);
    return;
  }
  const target = hash ? hashTarget(hash) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
