import type { StoryNode } from "../../api/schemas/story";
import type { RootState } from "../rootReducer";
import { injectedStoriesSlice } from "./slice";
import type { StoryRing, StoryViewers } from "./state";

/** Read through the injected slice, so a component that selects stories has loaded the slice. */
const storiesOf = (state: RootState) => injectedStoriesSlice.selectSlice(state);

/** The followed accounts with live stories, unseen first. */
export const selectStoryRingIds = (state: RootState): string[] =>
  storiesOf(state).ringIds;

export const selectStoryRing = (
  state: RootState,
  accountId: string,
): StoryRing | undefined => storiesOf(state).rings[accountId];

/** An account's live stories, oldest first; undefined until they are loaded. */
export const selectAccountStories = (
  state: RootState,
  accountId: string,
): StoryNode[] | undefined => storiesOf(state).byAccount[accountId];

export const selectStoryViewers = (
  state: RootState,
  storyId: string,
): StoryViewers | undefined => storiesOf(state).viewers[storyId];
