import { createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  upsertEntities,
  removeEntities,
  updateEntity,
} from "../entities";
import type { StoredPoll } from "../normalize";
import type { PollVoteArg } from "./thunks";
import type { voteInPoll as VoteInPollThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const voteInPoll = thunkActions<typeof VoteInPollThunk>("polls/vote");

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

function update(state: PollsState, arg: PollVoteArg, cast: boolean): void {
  state.byId = updateEntity(state.byId, arg.pollId, (poll) =>
    withVote(poll, arg, cast),
  );
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
        state.byId = removeEntities(state.byId, action.payload.polls);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { polls } = action.payload.entities;
        if (polls) state.byId = upsertEntities(state.byId, polls);
      });
  },
});

export const pollsReducer = pollsSlice.reducer;
