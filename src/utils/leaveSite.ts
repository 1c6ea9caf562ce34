/**
 * Sends the window to another site (the visitor's own server). The one place
 * the app leaves itself, so tests can stand in for it.
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
