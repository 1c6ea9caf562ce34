import type { FeaturedTag } from "../../api/schemas/featuredTag";
import type { Hashtag } from "../../api/schemas/tag";
import { notLoaded, type LoadState } from "../loadState";
import type { RootState } from "../rootReducer";

export interface FeaturedTagsList extends LoadState {
  items: FeaturedTag[];
}

export interface FollowedTagsList extends LoadState {
  names: string[];
  next: string | null;
}

/**
 * Hashtags as the viewer sees them (issue 17): each tag with whether they
 * follow it, by lower-cased name; the list they follow, in the server's
 * order; the tags each profile features. Following and unfollowing show at
 * once; `rollback` holds, per request, what a refusal restores. A tag
 * unfollowed from the followed list stays in it (its button offers to
 * follow it again) until the list is loaded again.
 */
export interface HashtagsState {
  byName: Record<string, Hashtag>;
  fetchedAt: Record<string, number>;
  followed: FollowedTagsList;
  featured: Record<string, FeaturedTagsList>;
  rollback: {
    requestId: string;
    name: string;
    previous: Hashtag | null;
    /** The change put the tag into the followed list. */
    added: boolean;
  }[];
}

export const initialHashtagsState: HashtagsState = {
  byName: {},
  fetchedAt: {},
  followed: { ...notLoaded(), names: [], next: null },
  featured: {},
  rollback: [],
};

/** The slice's state; before a member screen's code loads (`slice.ts`), none is held. */
export const readHashtags = (state: RootState): HashtagsState =>
  state.hashtags ?? initialHashtagsState;
