import type { Store } from "@reduxjs/toolkit";
import { tapOf } from "../actionTap";
import type { RootState } from "../rootReducer";
import { buildDebugLog } from "./debugLog";
import { createActionRecorder, type ActionRecorder } from "./recorder";
import { RECORD_FLAG } from "./requested";

/**
 * Recording a debug log in this tab (issue 20): loaded only once a member
 * turns it on (Settings → Debug log, or `?debug=record`), or in a
 * development build. The recorder listens on the store's action tap; turning
 * it off drops what it held.
 */

interface Recording {
  store: Store<RootState>;
  recorder: ActionRecorder;
}

let active: Recording | null = null;
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function remember(on: boolean) {
  try {
    if (on) sessionStorage.setItem(RECORD_FLAG, "1");
    else sessionStorage.removeItem(RECORD_FLAG);
  } catch {
    // Storage refused (private mode): recording lasts until the tab reloads.
  }
}

export function startRecording(store: Store<RootState>): void {
  if (active?.store === store) return;
  const tap = tapOf(store);
  if (!tap) return;
  const recorder = createActionRecorder();
  tap.listen((action, before) => {
    recorder.record(action, before, Date.now());
    // The status line counts in hundreds: a re-render per action would cost more than recording.
    if (recorder.size() % 100 === 0) changed();
  });
  active = { store, recorder };
  remember(true);
  changed();
}

export function stopRecording(): void {
  if (!active) return;
  tapOf(active.store)?.listen(null);
  active.recorder.clear();
  active = null;
  remember(false);
  changed();
}

export interface RecordingStatus {
  on: boolean;
  actions: number;
}

export function recordingStatus(): RecordingStatus {
  return { on: active !== null, actions: active?.recorder.size() ?? 0 };
}

/** For useSyncExternalStore: a number that changes when the status does. */
export function recordingVersion(): number {
  return version;
}

export function subscribeRecording(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ExportOptions {
  includePrivate: boolean;
  locale: string;
}

/** The log as JSON text, or null when nothing is being recorded. */
export function exportDebugLog({
  includePrivate,
  locale,
}: ExportOptions): string | null {
  if (!active) return null;
  const file = buildDebugLog({
    window: active.recorder.window(),
    current: active.store.getState(),
    includePrivate,
    commit: process.env.POTLUCK_COMMIT ?? "development",
    locale,
    now: Date.now(),
  });
  return JSON.stringify(file);
}

/** Saves the log as a file through the browser's download. */
export function downloadDebugLog(options: ExportOptions): boolean {
  const text = exportDebugLog(options);
  if (text === null) return false;
  const url = URL.createObjectURL(
    new Blob([text], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = `potluck-debug-log-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
