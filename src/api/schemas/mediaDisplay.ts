/**
 * How media marked sensitive is shown (`reading:expand:media`). Apart from
 * preferences.ts (the server's preferences, which only members' code reads):
 * the preferences kept in this browser, which every page starts with, read
 * it too.
 */
export const MEDIA_DISPLAYS = ["default", "show_all", "hide_all"] as const;
