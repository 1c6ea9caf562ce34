import type { StoryNode } from "../../api/schemas/story";
import type { RootState } from "../rootReducer";

/** A followed account's ring in the stories strip (Pixelfed's carousel item). */
export interface StoryRing {
  accountId: string;
  acct: string;
  avatar: string;
  /** Whether the member has seen its newest story. */
  seen: boolean;
}

export interface StoryViewers {
  /** Account ids, newest view first. */
  ids: string[];
  /** Pages loaded (Pixelfed pages viewers ten at a time). */
  page: number;
  /** A page came back short: there are no more. */
  done: boolean;
}

/**
 * Pixelfed stories (gate `stories`): a slice of its own that joins the store
 * when the home's stories strip first loads (slice.ts).
 */
export interface StoriesState {
  /** The followed accounts with live stories, unseen first, as the server lists them. */
  ringIds: string[];
  rings: Record<string, StoryRing>;
  /** Live stories by account id, oldest first: the accounts opened, and the member's own. */
  byAccount: Record<string, StoryNode[]>;
  /** Who saw each of the member's own stories, by story id. */
  viewers: Record<string, StoryViewers>;
}

/** Pixelfed lists viewers ten to a page (StoryController::viewers). */
export const VIEWERS_PAGE_SIZE = 10;

export const INITIAL_STORIES: StoriesState = {
  ringIds: [],
  rings: {},
  byAccount: {},
  viewers: {},
};

export function storiesOf(state: RootState): StoriesState {
  return state.stories ?? INITIAL_STORIES;
}
