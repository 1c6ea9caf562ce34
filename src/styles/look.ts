/**
 * The member's chosen look, set on the root element so one stylesheet
 * follows it (GlobalStyle): `data-theme` "light" or "dark" overrides the
 * system's colour scheme (absent: follow it), `data-reduce-motion` stops
 * animations. The look is also kept in localStorage, where a script in
 * static/index.html reads it before the first paint, so a reload shows no
 * flash of the other scheme.
 */

export type ThemeChoice = "system" | "light" | "dark";

export interface Look {
  theme: ThemeChoice;
  reduceMotion: boolean;
}

const KEY = "potluck:look";

export function applyLook(look: Look, root = document.documentElement): void {
  if (look.theme === "system") {
    delete root.dataset.theme;
    root.style.removeProperty("color-scheme");
  } else {
    root.dataset.theme = look.theme;
    // The canvas behind the page takes the scheme before any style loads.
    root.style.setProperty("color-scheme", look.theme);
  }
  if (look.reduceMotion) root.dataset.reduceMotion = "";
  else delete root.dataset.reduceMotion;
}

/** Keeps the look for the next page load; false where storage refuses. */
export function rememberLook(look: Look): boolean {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(look));
    return true;
  } catch {
    return false;
  }
}
