import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_STORIES, type StoriesState } from "./state";
import {
  fetchAccountStories,
  fetchStoryCarousel,
  fetchStoryViewers,
  markStoryViewed,
  publishStory,
  removeStory,
} from "./thunks";

/**
 * Marks one story seen or not, and the account's ring with it: a ring is
 * seen when the account's newest story is, as Pixelfed tells it.
 */
function setSeen(
  state: StoriesState,
  accountId: string,
  storyId: string,
  seen: boolean,
): void {
  const nodes = state.byAccount[accountId];
  const node = nodes?.find((n) => n.id === storyId);
  if (!nodes || !node) return;
  node.seen = seen;
  const ring = state.rings[accountId];
  const newest = nodes[nodes.length - 1];
  if (ring && newest) ring.seen = newest.seen;
}

const storiesSlice = createSlice({
  name: "stories",
  initialState: INITIAL_STORIES,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchStoryCarousel.fulfilled, (state, { payload }) => {
        state.ringIds = payload.rings.map((ring) => ring.accountId);
        state.rings = {};
        for (const ring of payload.rings) state.rings[ring.accountId] = ring;
        if (payload.own)
          state.byAccount[payload.own.accountId] = payload.own.nodes;
      })
      .addCase(fetchAccountStories.fulfilled, (state, { payload }) => {
        state.byAccount[payload.accountId] = payload.nodes;
        const ring = state.rings[payload.accountId];
        const newest = payload.nodes[payload.nodes.length - 1];
        if (ring && newest) ring.seen = newest.seen;
      })
      .addCase(markStoryViewed.pending, (state, { meta }) => {
        setSeen(state, meta.arg.accountId, meta.arg.storyId, true);
      })
      .addCase(markStoryViewed.rejected, (state, { meta }) => {
        if (!meta.condition)
          setSeen(state, meta.arg.accountId, meta.arg.storyId, false);
      })
      .addCase(publishStory.fulfilled, (state, { payload }) => {
        state.byAccount[payload.accountId] = payload.nodes;
      })
      .addCase(removeStory.fulfilled, (state, { meta }) => {
        const { accountId, storyId } = meta.arg;
        const nodes = state.byAccount[accountId];
        if (nodes)
          state.byAccount[accountId] = nodes.filter((n) => n.id !== storyId);
        dropKey(state.viewers, storyId);
      })
      .addCase(fetchStoryViewers.fulfilled, (state, { meta, payload }) => {
        const held = state.viewers[meta.arg.storyId];
        const ids =
          payload.page > 1 && held
            ? [
                ...held.ids,
                ...payload.ids.filter((id) => !held.ids.includes(id)),
              ]
            : payload.ids;
        state.viewers[meta.arg.storyId] = {
          ids,
          page: payload.page,
          done: payload.done,
        };
      })
      .addCase(sessionEnded, () => INITIAL_STORIES);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof storiesSlice> {}
}

/** Joins the store when the stories strip's code first loads (see rootReducer.ts). */
export const injectedStoriesSlice = storiesSlice.injectInto(combinedReducer);
