import { useEffect } from "react";
import { useAppDispatch } from "../hooks";
import type { StreamKey } from "../keys";
import { streamSubscribed, streamUnsubscribed } from "./slice";

/**
 * Declares interest in a stream while the calling component is mounted
 * (STYLE.md section 7). The streaming middleware reference-counts, so any
 * number of components may ask for the same stream; `null` asks for none.
 */
export function useStream(stream: StreamKey | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (stream === null) return;
    dispatch(streamSubscribed({ stream }));
    return () => {
      dispatch(streamUnsubscribed({ stream }));
    };
  }, [dispatch, stream]);
}
