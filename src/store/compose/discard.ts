import { nanoid } from "@reduxjs/toolkit";
import type { AppThunk } from "../index";
import type { ComposerId } from "./draft";
import { composeDiscarded } from "./slice";

/**
 * Throws the composer's draft away and starts a fresh one, whose session id
 * (salting its Idempotency-Key) is drawn here, not in the reducer, so a
 * recorded session replays to the same state (issue 20).
 */
export function discardComposer(composerId: ComposerId): AppThunk {
  return (dispatch) => {
    dispatch(composeDiscarded({ composerId, sessionId: nanoid() }));
  };
}
