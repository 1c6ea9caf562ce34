import { nanoid } from "@reduxjs/toolkit";
import { composeOpened, type ComposeOpenedPayload } from "../events";
import type { AppThunk } from "../index";
import type { ComposerId } from "./draft";
import { composeDiscarded } from "./slice";

/*
 * Each new draft gets a random session id that salts its Idempotency-Key.
 * It is drawn here, before the action, so reducers and prepare callbacks stay
 * deterministic and a recorded session replays to the same state (issue 20).
 */

/** Opens the modal composer (a reply, a quote, a mention, an edit, a redraft). */
export function openComposer(payload: ComposeOpenedPayload = {}): AppThunk {
  return (dispatch) => {
    dispatch(composeOpened({ ...payload, sessionId: nanoid() }));
  };
}

/** Throws the composer's draft away and starts a fresh one. */
export function discardComposer(composerId: ComposerId): AppThunk {
  return (dispatch) => {
    dispatch(composeDiscarded({ composerId, sessionId: nanoid() }));
  };
}
