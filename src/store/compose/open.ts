import { nanoid } from "@reduxjs/toolkit";
import { composeOpened, type ComposeOpenedPayload } from "../events";
import type { AppThunk } from "../index";
import { noticeAdded } from "../notices/slice";
import { replyDraft } from "./replyDraft";

/*
 * Opening the modal composer, light enough for the status card, the top
 * bar's "New post" and the `n` hotkey: the compose slice, its drafts, media
 * and posting code are a chunk of their own, loaded with the composer's
 * (issue 22), and visitors never load them.
 *
 * Each new draft gets a random session id that salts its Idempotency-Key.
 * It is drawn here, before the action, so reducers and prepare callbacks stay
 * deterministic and a recorded session replays to the same state (issue 20).
 */

/**
 * Opens the modal composer (a reply, a quote, a mention, an edit, a
 * redraft) once the compose slice is in the store: at once when it is, else
 * when its chunk has loaded (members' tools preload it after the first
 * post). A reply starts with its mentions, audience and warning; the
 * payload's own draft goes over them.
 */
export function openComposer(
  payload: ComposeOpenedPayload = {},
): AppThunk<Promise<void>> {
  return (dispatch, getState, { loadComposer }) => {
    const open = () => {
      const { replyTo } = payload;
      const draft = replyTo
        ? { ...replyDraft(getState(), replyTo), ...payload.draft }
        : payload.draft;
      dispatch(
        composeOpened({
          ...payload,
          ...(draft && { draft }),
          sessionId: nanoid(),
        }),
      );
    };
    if (getState().compose) {
      open();
      return Promise.resolve();
    }
    // The composer's code could not be fetched (offline, or a new build
    // replaced it): the toast says the server could not be reached, and the
    // next press asks again.
    return loadComposer().then(open, () => {
      dispatch(
        noticeAdded({
          id: nanoid(),
          kind: "error",
          message: "",
          status: null,
          source: "compose/open",
        }),
      );
    });
  };
}
