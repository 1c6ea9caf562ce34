import { postPollVotes } from "../../api/endpoints/polls";
import { createAppAsyncThunk } from "../hooks";
import { finish } from "../normalize";

export interface PollVoteArg {
  pollId: string;
  /** Option indexes; one for a single-choice poll. */
  choices: number[];
}

/** Votes in a poll; the results show at once and the server's counts follow. */
export const voteInPoll = createAppAsyncThunk(
  "polls/vote",
  async ({ pollId, choices }: PollVoteArg, { extra }) => {
    const poll = await postPollVotes(extra.client, pollId, choices);
    return {
      result: poll.id,
      entities: finish({ polls: { [poll.id]: poll } }),
    };
  },
  {
    condition: ({ pollId, choices }, { getState }) => {
      const poll = getState().polls.byId[pollId];
      return poll !== undefined && !poll.voted && choices.length > 0;
    },
  },
);
