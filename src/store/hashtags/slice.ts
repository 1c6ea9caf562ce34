import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import type { Hashtag } from "../../api/schemas/tag";
import { dropKey, entitiesEvicted } from "../entities";
import { sessionEnded } from "../events";
import { loadAnswered, loadFailed, loadStarted, notLoaded } from "../loadState";
import { combinedReducer } from "../rootReducer";
import { initialHashtagsState, type HashtagsState } from "./state";
import { tagKey } from "./keys";
import type {
  followHashtag as FollowHashtagThunk,
  unfollowHashtag as UnfollowHashtagThunk,
} from "./thunks";
import type {
  fetchFeaturedTags as FetchFeaturedTagsThunk,
  fetchFollowedTags as FetchFollowedTagsThunk,
  fetchHashtag as FetchHashtagThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const unfollowHashtag =
  thunkActions<typeof UnfollowHashtagThunk>("hashtags/unfollow");
const followHashtag =
  thunkActions<typeof FollowHashtagThunk>("hashtags/follow");

const fetchHashtag = thunkActions<typeof FetchHashtagThunk>("hashtags/fetch");
const fetchFollowedTags = thunkActions<typeof FetchFollowedTagsThunk>(
  "hashtags/fetchFollowed",
);
const fetchFeaturedTags = thunkActions<typeof FetchFeaturedTagsThunk>(
  "hashtags/fetchFeatured",
);

/** Tags held at most; the least recently fetched go first, never a followed one. */
export const MAX_TAGS = 200;

function trim(state: HashtagsState): void {
  const names = Object.keys(state.byName);
  if (names.length <= MAX_TAGS) return;
  const keep = new Set([
    ...state.followed.names,
    ...state.rollback.map((entry) => entry.name),
  ]);
  const stale = names
    .filter((name) => !keep.has(name))
    .sort((a, b) => (state.fetchedAt[a] ?? 0) - (state.fetchedAt[b] ?? 0));
  for (const name of stale.slice(0, names.length - MAX_TAGS)) {
    dropKey(state.byName, name);
    dropKey(state.fetchedAt, name);
  }
}

function put(state: HashtagsState, tag: Hashtag, at?: number): void {
  const name = tagKey(tag.name);
  state.byName[name] = tag;
  if (at !== undefined) state.fetchedAt[name] = at;
}

const blankTag = (name: string): Hashtag => ({
  name,
  url: "",
  history: [],
  following: false,
  total: null,
});

const CHANGES = [followHashtag, unfollowHashtag] as const;
const isChangePending = isAnyOf(followHashtag.pending, unfollowHashtag.pending);
const isChangeRefused = isAnyOf(
  followHashtag.rejected,
  unfollowHashtag.rejected,
);

const hashtagsSlice = createSlice({
  name: "hashtags",
  initialState: initialHashtagsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchHashtag.fulfilled, (state, { payload }) => {
        put(state, payload.tag, payload.fetchedAt);
        trim(state);
      })
      .addCase(fetchFollowedTags.pending, (state, action) => {
        loadStarted(state.followed, action.meta.requestId);
      })
      .addCase(fetchFollowedTags.fulfilled, (state, action) => {
        const { more, tags, next, fetchedAt } = action.payload;
        const list = state.followed;
        if (!loadAnswered(list, action.meta.requestId, fetchedAt)) return;
        const kept = more ? list.names : [];
        const held = new Set(kept);
        const names = tags.map((tag) => tagKey(tag.name));
        list.names = [...kept, ...names.filter((n) => !held.has(n))];
        list.next = next;
        for (const tag of tags) put(state, tag, fetchedAt);
        trim(state);
      })
      .addCase(fetchFollowedTags.rejected, (state, action) => {
        loadFailed(state.followed, action);
      })
      .addCase(fetchFeaturedTags.pending, (state, action) => {
        const { accountId } = action.meta.arg;
        const held = (state.featured[accountId] ??= {
          ...notLoaded(),
          items: [],
        });
        loadStarted(held, action.meta.requestId);
      })
      .addCase(fetchFeaturedTags.fulfilled, (state, action) => {
        const { accountId, tags, fetchedAt } = action.payload;
        const held = state.featured[accountId];
        if (held && loadAnswered(held, action.meta.requestId, fetchedAt))
          held.items = tags;
      })
      .addCase(fetchFeaturedTags.rejected, (state, action) => {
        const held = state.featured[action.meta.arg.accountId];
        if (held) loadFailed(held, action);
      })
      .addCase(entitiesEvicted, (state, action) => {
        for (const id of action.payload.accounts) dropKey(state.featured, id);
      })
      .addCase(sessionEnded, () => initialHashtagsState)
      .addMatcher(isChangePending, (state, action) => {
        const name = tagKey(action.meta.arg.name);
        const previous = state.byName[name] ?? null;
        const following = followHashtag.pending.match(action);
        const list = state.followed;
        const added =
          following && list.fetchedAt !== null && !list.names.includes(name);
        if (added) list.names.unshift(name);
        state.rollback.push({
          requestId: action.meta.requestId,
          name,
          previous,
          added,
        });
        state.byName[name] = { ...(previous ?? blankTag(name)), following };
      })
      .addMatcher(
        isAnyOf(...CHANGES.map((thunk) => thunk.fulfilled)),
        (state, action) => {
          settle(state, action.meta.requestId, false);
          put(state, action.payload.tag);
        },
      )
      .addMatcher(isChangeRefused, (state, action) => {
        settle(state, action.meta.requestId, true);
      });
  },
});

/**
 * Ends the wait of a follow or unfollow. A refusal restores what the tag was,
 * unless a later change of the same tag is still on its way: that one stays
 * on screen and restores the older state should it fail too.
 */
function settle(state: HashtagsState, requestId: string, refused: boolean) {
  const at = state.rollback.findIndex((entry) => entry.requestId === requestId);
  const entry = state.rollback[at];
  if (!entry) return;
  state.rollback.splice(at, 1);
  if (!refused) return;
  const later = state.rollback
    .slice(at)
    .find((other) => other.name === entry.name);
  if (later) {
    later.previous = entry.previous;
    later.added ||= entry.added;
    return;
  }
  if (entry.previous) state.byName[entry.name] = entry.previous;
  else dropKey(state.byName, entry.name);
  if (entry.added) {
    const list = state.followed;
    list.names = list.names.filter((name) => name !== entry.name);
  }
}

declare module "../rootReducer" {
  // Module augmentation: the slice joins the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof hashtagsSlice> {}
}

/** The hashtag screens' slice, joining the store with their code. */
export const injectedHashtags = hashtagsSlice.injectInto(combinedReducer);
