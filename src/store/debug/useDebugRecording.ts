import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useStore } from "react-redux";
import type { RootState } from "../rootReducer";

type RecordingModule = typeof import("./recording");

let loading: Promise<RecordingModule> | null = null;

/** The recorder's chunk, fetched once; the same chunk startStore loads for `?debug=record`. */
function loadRecording(): Promise<RecordingModule> {
  loading ??= import(/* webpackChunkName: "debug-recording" */ "./recording");
  return loading;
}

const idle = () => () => undefined;

export interface DebugRecording {
  /** Whether this tab records a debug log of this store. */
  on: boolean;
  /** Actions recorded since it was turned on (refreshed every hundred). */
  actions: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Saves the redacted log as a file; false when nothing is being recorded. */
  download: (includePrivate: boolean) => Promise<boolean>;
}

/**
 * Settings → Debug log's hold on the recorder (issue 20). Components use
 * this, never recording.ts, so the recorder stays in its own chunk: it loads
 * when the section opens, not with the app.
 */
export function useDebugRecording(): DebugRecording {
  const store = useStore<RootState>();
  const [recording, setRecording] = useState<RecordingModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadRecording().then((module) => {
      if (live) setRecording(module);
    });
    return () => {
      live = false;
    };
  }, []);
  useSyncExternalStore(
    recording?.subscribeRecording ?? idle,
    recording?.recordingVersion ?? zero,
  );
  const status = recording?.recordingStatus() ?? { on: false, actions: 0 };
  // The switch follows a click at once, while the recorder's chunk may still
  // be on its way (a busy machine or a slow network): `wanted` holds the
  // member's choice until the recorder itself reports it.
  const [wanted, setWanted] = useState<boolean | null>(null);

  const turn = useCallback(
    async (on: boolean) => {
      setWanted(on);
      try {
        const module = await loadRecording();
        if (on) module.startRecording(store);
        else module.stopRecording();
        setRecording(module);
      } finally {
        // Where the chunk never came, the switch goes back to what is true.
        setWanted(null);
      }
    },
    [store],
  );
  const start = useCallback(() => turn(true), [turn]);
  const stop = useCallback(() => turn(false), [turn]);
  const download = useCallback(
    async (includePrivate: boolean) =>
      (await loadRecording()).downloadDebugLog({
        includePrivate,
        locale: document.documentElement.lang || "en",
      }),
    [],
  );
  return {
    on: wanted ?? status.on,
    actions: status.actions,
    start,
    stop,
    download,
  };
}

const zero = () => 0;
