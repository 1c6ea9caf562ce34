import { createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  withEntities,
  withoutKeys,
  writable,
} from "../entities";
import type { StoredPoll } from "../normalize";
import { voteInPoll, type PollVoteArg } from "./thunks";

/** Polls by id, split out of statuses so a vote updates one entity. */
export interface PollsState {
  byId: Record<string, StoredPoll>;
}

const initialState: PollsState = { byId: {} };

const bump = (count: number | null, by: number) =>
  count === null ? null : Math.max(0, count + by);

/**
 * The poll with the viewer's vote counted (`cast`) or taken back: the
 * results show at once, and a refused vote restores the poll.
 */
function withVote(
  poll: StoredPoll,
  { choices }: PollVoteArg,
  cast: boolean,
): StoredPoll {
  if (poll.voted === cast) return poll;
  const by = cast ? 1 : -1;
  const chosen = new Set(choices);
  return {
    ...poll,
    voted: cast,
    own_votes: cast ? [...choices] : [],
    votes_count: Math.max(0, poll.votes_count + by * chosen.size),
    voters_count: bump(poll.voters_count, by),
    options: poll.options.map((option, index) =>
      chosen.has(index)
        ? { ...option, votes_count: bump(option.votes_count, by) }
        : option,
    ),
  };
}

/** Reads the poll from the writable map, not the draft (see `update` in statuses/slice.ts). */
function update(state: PollsState, arg: PollVoteArg, cast: boolean): void {
  if (!(arg.pollId in state.byId)) return;
  const byId = writable(state.byId);
  const poll = byId[arg.pollId];
  if (!poll) return;
  const next = withVote(poll, arg, cast);
  if (next === poll) return;
  byId[poll.id] = next;
  state.byId = byId;
}

const pollsSlice = createSlice({
  name: "polls",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(voteInPoll.pending, (state, action) => {
        update(state, action.meta.arg, true);
      })
      .addCase(voteInPoll.rejected, (state, action) => {
        update(state, action.meta.arg, false);
      })
      .addCase(entitiesEvicted, (state, action) => {
        state.byId = withoutKeys(state.byId, action.payload.polls);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { polls } = action.payload.entities;
        if (polls) state.byId = withEntities(state.byId, polls);
      });
  },
});

export const pollsReducer = pollsSlice.reducer;
