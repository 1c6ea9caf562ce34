import type { RootState } from "../rootReducer";
import { injectedHashtags } from "./slice";
import { tagKey } from "./keys";

const hashtags = (state: RootState) => injectedHashtags.selectSlice(state);

/** A hashtag as held, by any case of its name (with or without #). */
export const selectHashtag = (state: RootState, name: string) =>
  hashtags(state).byName[tagKey(name)];

export const selectFollowedTags = (state: RootState) =>
  hashtags(state).followed;

export const selectFeaturedTags = (state: RootState, accountId: string) =>
  hashtags(state).featured[accountId];
