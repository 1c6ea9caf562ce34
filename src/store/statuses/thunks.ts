import {
  deleteStatus as deleteStatusCall,
  getStatus,
  getStatusHistory,
} from "../../api/endpoints/statuses";
import { draftForRedraft } from "../compose/body";
import { isFresh } from "../entities";
import { statusDeleted } from "../events";
import { createAppAsyncThunk } from "../hooks";
import { normalizeStatus, normalizeStatusHistory } from "../normalize";

/** One status by id; fresh data (< 60 s) is not fetched again. */
export const fetchStatus = createAppAsyncThunk(
  "statuses/fetch",
  async ({ id }: { id: string }, { extra, signal }) => {
    const status = await getStatus(extra.client, id, signal);
    return { ...normalizeStatus(status), fetchedAt: Date.now() };
  },
  {
    // The post and event screens say it in place (gone, or a retry).
    silent: true,
    condition: ({ id }, { getState }) =>
      !isFresh(getState().statuses.fetchedAt[id], Date.now()),
  },
);

/**
 * The edit history of a status, oldest first, kept with the status (and
 * evicted with it); the authors are absorbed as entities.
 */
export const fetchStatusHistory = createAppAsyncThunk(
  "statuses/fetchHistory",
  async ({ id }: { id: string }, { extra, signal }) => {
    const page = await getStatusHistory(extra.client, id, signal);
    const { result, entities } = normalizeStatusHistory(page.items);
    return { id, result, entities, fetchedAt: Date.now() };
  },
  {
    // The history dialog says it in place, with a retry.
    silent: true,
  },
);

/**
 * Deletes one of the viewer's posts (after the caller confirmed). With
 * `redraft`, the payload carries the draft to open the composer with: the
 * source text the server sends back, the media reused. Optimistic: the
 * statuses slice hides the post on `pending` and shows it again on
 * `rejected`; it goes from every timeline once the server has deleted it.
 */
export const deleteStatus = createAppAsyncThunk(
  "statuses/delete",
  async (
    { id, redraft = false }: { id: string; redraft?: boolean },
    { extra, getState, dispatch },
  ) => {
    const deleted = await deleteStatusCall(extra.client, id);
    const state = getState();
    dispatch(statusDeleted({ id }));
    if (!redraft) return { id, draft: null };
    // The answer carries the source text; what is held fills any gap.
    const { entities } = normalizeStatus(deleted);
    const status = entities.statuses?.[deleted.id] ?? state.statuses.byId[id];
    const pollId = status?.poll_id;
    const poll = pollId
      ? (entities.polls?.[pollId] ?? state.polls.byId[pollId])
      : undefined;
    return { id, draft: status ? draftForRedraft(status, poll) : null };
  },
  {
    condition: ({ id }, { getState }) => !getState().statuses.deleting[id],
  },
);
