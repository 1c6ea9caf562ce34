import { voteInPoll } from "../../../src/store/polls/thunks";
import { createRootReducer } from "../../../src/store/rootReducer";
import {
  addReaction,
  favouriteStatus,
} from "../../../src/store/statuses/interactions";
import { rawStatus, sid, streamedUpdate } from "../factories";

/*
 * The production reducer (no auto-freeze; entity maps frozen by hand so
 * immer skips them): an optimistic change must leave plain entities, not
 * drafts, in the maps, or the next read of them throws "Cannot perform
 * 'get' on a proxy that has been revoked".
 */
const reduce = createRootReducer({ freeze: false });
const ID = sid(1);
const poll = {
  id: "p1",
  multiple: false,
  votes_count: 1,
  voters_count: 1,
  voted: false,
  own_votes: [],
  options: [
    { title: "a", votes_count: 1 },
    { title: "b", votes_count: 0 },
  ],
  emojis: [],
};

function holding() {
  const initial = reduce(undefined, { type: "@@test/init" });
  return reduce(
    initial,
    streamedUpdate(
      rawStatus(ID, {
        poll,
        emoji_reactions: [{ name: "👍", count: 1, me: false }],
        media_attachments: [{ id: "m", type: "image", url: "https://x/m.png" }],
      }),
      [],
    ),
  );
}

const pending = <A>(
  creator: { pending: (id: string, arg: A) => unknown },
  arg: A,
) => creator.pending("r1", arg) as Parameters<typeof reduce>[1];

it.each([
  ["a like", () => pending(favouriteStatus, { id: ID })],
  ["a reaction", () => pending(addReaction, { id: ID, emoji: "👍" })],
  ["a vote", () => pending(voteInPoll, { pollId: "p1", choices: [1] })],
])("%s leaves plain entities behind in production", (_name, action) => {
  const state = reduce(holding(), action());
  expect(() => JSON.stringify(state.statuses.byId[ID])).not.toThrow();
  expect(() => JSON.stringify(state.polls.byId.p1)).not.toThrow();
  expect(state.statuses.byId[ID]?.emoji_reactions[0]?.count).toBeGreaterThan(0);
});
