import {
  getAccountFeaturedTags,
  getFollowedTags,
  getTag,
  postFollowTag,
  postUnfollowTag,
} from "../../api/endpoints/tags";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { readHashtags } from "./state";
import { tagKey } from "./keys";

// Kept apart so that the slice reads them without this module.
export { tagKey } from "./keys";

export interface TagArg {
  name: string;
}

/**
 * One hashtag with whether the viewer follows it (for the follow button of
 * its page; members where `followHashtags`). Background work: without it,
 * the button waits.
 */
export const fetchHashtag = createAppAsyncThunk(
  "hashtags/fetch",
  async ({ name }: TagArg, { extra, signal }) => {
    const tag = await getTag(extra.client, tagKey(name), signal);
    return { tag, fetchedAt: Date.now() };
  },
  {
    silent: true,
    condition: ({ name }, { getState }) => {
      const state = getState();
      return (
        state.session.accessToken !== null &&
        state.instance.features.followHashtags &&
        !isFresh(readHashtags(state).fetchedAt[tagKey(name)], Date.now())
      );
    },
  },
);

/**
 * Follows a hashtag: its posts come into the home timeline. The button
 * changes at once; a refusal puts it back and is toasted.
 */
export const followHashtag = createAppAsyncThunk(
  "hashtags/follow",
  async ({ name }: TagArg, { extra }) => {
    return { tag: await postFollowTag(extra.client, tagKey(name)) };
  },
);

export const unfollowHashtag = createAppAsyncThunk(
  "hashtags/unfollow",
  async ({ name }: TagArg, { extra }) => {
    return { tag: await postUnfollowTag(extra.client, tagKey(name)) };
  },
);

/** Tags per page of the followed list. */
const PAGE_SIZE = 100;

/** The hashtags the viewer follows (where `followedHashtagsList`); `more` pages on. */
export const fetchFollowedTags = createAppAsyncThunk(
  "hashtags/fetchFollowed",
  async (arg: { more?: boolean } | undefined, { extra, getState, signal }) => {
    const more = arg?.more ?? false;
    const { next } = readHashtags(getState()).followed;
    const page = await getFollowedTags(
      extra.client,
      more && next !== null ? { url: next } : { limit: PAGE_SIZE },
      signal,
    );
    return { more, tags: page.items, next: page.next, fetchedAt: Date.now() };
  },
  {
    optional: "followedHashtagsList",
    condition: (arg, { getState }) => {
      const state = getState();
      const list = readHashtags(state).followed;
      if (state.session.accessToken === null) return false;
      return arg?.more
        ? list.loading === null && list.next !== null
        : !isFresh(list.fetchedAt, Date.now());
    },
  },
);

/** The hashtags an account features on its profile (where `featuredTags`). */
export const fetchFeaturedTags = createAppAsyncThunk(
  "hashtags/fetchFeatured",
  async ({ accountId }: { accountId: string }, { extra, signal }) => {
    const page = await getAccountFeaturedTags(extra.client, accountId, signal);
    return { accountId, tags: page.items, fetchedAt: Date.now() };
  },
  {
    optional: "featuredTags",
    condition: ({ accountId }, { getState }) => {
      const state = getState();
      const held = readHashtags(state).featured[accountId];
      return (
        state.instance.features.featuredTags &&
        !isFresh(held?.fetchedAt, Date.now())
      );
    },
  },
);
