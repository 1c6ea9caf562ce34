import {
  isFulfilled,
  isRejected,
  type ActionReducerMapBuilder,
} from "@reduxjs/toolkit";
import { entityOf, removeEntities, upsertEntities } from "../entities";
import type { StoredRelationship } from "../normalize";
import type { RelationshipsState } from "./slice";
import type {
  authorizeFollowRequest as AuthorizeFollowRequestThunk,
  blockAccount as BlockAccountThunk,
  followAccount as FollowAccountThunk,
  muteAccount as MuteAccountThunk,
  rejectFollowRequest as RejectFollowRequestThunk,
  removeFromFollowers as RemoveFromFollowersThunk,
  unblockAccount as UnblockAccountThunk,
  unfollowAccount as UnfollowAccountThunk,
  unmuteAccount as UnmuteAccountThunk,
  updateAccountNote as UpdateAccountNoteThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const updateAccountNote = thunkActions<typeof UpdateAccountNoteThunk>(
  "relationships/updateNote",
);
const unmuteAccount = thunkActions<typeof UnmuteAccountThunk>(
  "relationships/unmute",
);
const unfollowAccount = thunkActions<typeof UnfollowAccountThunk>(
  "relationships/unfollow",
);
const unblockAccount = thunkActions<typeof UnblockAccountThunk>(
  "relationships/unblock",
);
const removeFromFollowers = thunkActions<typeof RemoveFromFollowersThunk>(
  "relationships/removeFromFollowers",
);
const rejectFollowRequest = thunkActions<typeof RejectFollowRequestThunk>(
  "relationships/rejectFollowRequest",
);
const muteAccount = thunkActions<typeof MuteAccountThunk>("relationships/mute");
const followAccount = thunkActions<typeof FollowAccountThunk>(
  "relationships/follow",
);
const blockAccount = thunkActions<typeof BlockAccountThunk>(
  "relationships/block",
);
const authorizeFollowRequest = thunkActions<typeof AuthorizeFollowRequestThunk>(
  "relationships/authorizeFollowRequest",
);

/**
 * Optimistic relationship changes (STYLE.md section 6): each action of
 * `relationships/thunks.ts` changes the relationship on `pending` and keeps
 * what it replaced; `rejected` puts that back. When an earlier request fails
 * while a later one on the same account is still pending, the later change
 * stays on screen and inherits the earlier snapshot, so a final failure still
 * restores what the server last said.
 *
 * Functions mutate the state in place: they run inside the slice's draft.
 */
export interface OptimisticEntry {
  requestId: string;
  /** The account id. */
  id: string;
  /** The relationship before the change; null when none was held. */
  previous: StoredRelationship | null;
}

/** What the server would say about an account the viewer has no ties to. */
export function blankRelationship(id: string): StoredRelationship {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    muting_expires_at: null,
    requested: false,
    requested_by: false,
    domain_blocking: false,
    endorsed: false,
    notifying: false,
    showing_reblogs: true,
    note: "",
  };
}

type Change = (current: StoredRelationship) => Partial<StoredRelationship>;

function apply(
  state: RelationshipsState,
  requestId: string,
  id: string,
  change: Change,
): void {
  const previous = entityOf(state.byId, id) ?? null;
  const current = previous ?? blankRelationship(id);
  state.rollback.push({ requestId, id, previous });
  state.byId = upsertEntities(state.byId, {
    [id]: { ...current, ...change(current) },
  });
}

function undo(state: RelationshipsState, requestId: string): void {
  const at = state.rollback.findIndex((e) => e.requestId === requestId);
  const entry = state.rollback[at];
  if (!entry) return;
  state.rollback.splice(at, 1);
  const later = state.rollback.find((e, i) => i >= at && e.id === entry.id);
  if (later) later.previous = entry.previous;
  else if (entry.previous) {
    state.byId = upsertEntities(state.byId, { [entry.id]: entry.previous });
  } else state.byId = removeEntities(state.byId, [entry.id]);
}

function settle(state: RelationshipsState, requestId: string): void {
  const at = state.rollback.findIndex((e) => e.requestId === requestId);
  if (at >= 0) state.rollback.splice(at, 1);
}

const OPTIMISTIC = [
  followAccount,
  unfollowAccount,
  blockAccount,
  unblockAccount,
  muteAccount,
  unmuteAccount,
  removeFromFollowers,
  updateAccountNote,
  authorizeFollowRequest,
  rejectFollowRequest,
] as const;

/** Following a locked account asks; following again changes only the options. */
const follow =
  (locked: boolean, reblogs?: boolean, notify?: boolean): Change =>
  (r) => {
    const options = {
      showing_reblogs: reblogs ?? r.showing_reblogs,
      notifying: notify ?? r.notifying,
    };
    if (r.following || r.requested) return options;
    return locked
      ? { ...options, requested: true }
      : { ...options, following: true };
  };

/** Registers the pending, fulfilled and rejected cases of every optimistic action. */
export function addOptimisticCases(
  builder: ActionReducerMapBuilder<RelationshipsState>,
): void {
  builder
    .addCase(followAccount.pending, (state, { meta }) => {
      const { id, reblogs, notify } = meta.arg;
      apply(state, meta.requestId, id, follow(meta.locked, reblogs, notify));
    })
    .addCase(unfollowAccount.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        following: false,
        requested: false,
        notifying: false,
      }));
    })
    .addCase(blockAccount.pending, (state, { meta }) => {
      // Blocking ends following both ways (Mastodon, Pleroma).
      apply(state, meta.requestId, meta.arg.id, () => ({
        blocking: true,
        following: false,
        requested: false,
        followed_by: false,
        notifying: false,
      }));
    })
    .addCase(unblockAccount.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({ blocking: false }));
    })
    .addCase(muteAccount.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        muting: true,
        muting_notifications: meta.arg.notifications,
      }));
    })
    .addCase(unmuteAccount.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        muting: false,
        muting_notifications: false,
        muting_expires_at: null,
      }));
    })
    .addCase(removeFromFollowers.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({ followed_by: false }));
    })
    .addCase(updateAccountNote.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        note: meta.arg.comment,
      }));
    })
    .addCase(authorizeFollowRequest.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        followed_by: true,
        requested_by: false,
      }));
    })
    .addCase(rejectFollowRequest.pending, (state, { meta }) => {
      apply(state, meta.requestId, meta.arg.id, () => ({
        requested_by: false,
      }));
    })
    .addMatcher(isRejected(...OPTIMISTIC), (state, action) => {
      undo(state, action.meta.requestId);
    })
    .addMatcher(isFulfilled(...OPTIMISTIC), (state, action) => {
      settle(state, action.meta.requestId);
    });
}
