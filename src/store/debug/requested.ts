/** sessionStorage key: this tab records a debug log (kept across its reloads). */
export const RECORD_FLAG = "potluck:debug-record";

/**
 * Whether this tab asked to record a debug log: `?debug=record` in the
 * address (support cases) or the flag Settings → Debug log sets. Cheap and
 * in the first chunk; the recorder itself loads only when this says yes.
 */
export function recordingRequested(search: string): boolean {
  if (new URLSearchParams(search).get("debug") === "record") return true;
  try {
    return sessionStorage.getItem(RECORD_FLAG) === "1";
  } catch {
    return false;
  }
}
