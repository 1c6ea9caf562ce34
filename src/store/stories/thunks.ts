import {
  deleteStory,
  getAccountStories,
  getRecentStories,
  getStoryViewers,
  postStory,
  postStoryPublish,
  postStoryViewed,
} from "../../api/endpoints/stories";
import type { AccountStories } from "../../api/schemas/story";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccount, normalizeAccounts } from "../normalize";
import { storiesOf, VIEWERS_PAGE_SIZE, type StoryRing } from "./state";

/*
 * Pixelfed stories (gate `stories`; api/endpoints/stories.ts): the strip's
 * rings, an account's stories, the member's own added, published and
 * deleted, and who saw them. The viewer and the add dialog say their
 * failures in place; a refused delete is toasted.
 */

/** An account's stories as held, with the account for the entity slices. */
function accountStories(accountId: string, found: AccountStories | null) {
  return {
    accountId,
    nodes: found?.nodes ?? [],
    entities: found?.account ? normalizeAccount(found.account).entities : {},
  };
}

/** The strip: the followed accounts' rings and the member's own stories. */
export const fetchStoryCarousel = createAppAsyncThunk(
  "stories/fetchCarousel",
  async (_arg: undefined, { extra, getState, signal }) => {
    const me = getState().session.me;
    const [items, own] = await Promise.all([
      getRecentStories(extra.client, signal),
      me === null
        ? Promise.resolve(null)
        : getAccountStories(extra.client, me, signal),
    ]);
    const rings = items.map((item): StoryRing => ({
      accountId: item.account_id,
      acct: item.username,
      avatar: item.avatar,
      seen: item.seen,
    }));
    const mine = me === null ? null : accountStories(me, own);
    return {
      rings,
      own: mine && { accountId: mine.accountId, nodes: mine.nodes },
      entities: mine?.entities ?? {},
    };
  },
  { optional: "stories" },
);

export const fetchAccountStories = createAppAsyncThunk(
  "stories/fetchAccount",
  async ({ accountId }: { accountId: string }, { extra, signal }) =>
    accountStories(
      accountId,
      await getAccountStories(extra.client, accountId, signal),
    ),
  { silent: true },
);

/**
 * Tells the server the member saw a story. The story (and the ring, when it
 * is the account's newest) shows seen at once, and unseen again if the
 * server refuses; the member's own and those seen already are not sent.
 */
export const markStoryViewed = createAppAsyncThunk(
  "stories/viewed",
  async ({ storyId }: { accountId: string; storyId: string }, { extra }) => {
    await postStoryViewed(extra.client, storyId);
  },
  {
    silent: true,
    condition: ({ accountId, storyId }, { getState }) => {
      const state = getState();
      if (accountId === state.session.me) return false;
      const node = storiesOf(state).byAccount[accountId]?.find(
        (n) => n.id === storyId,
      );
      return node !== undefined && !node.seen;
    },
  },
);

export interface StoryAddArg {
  /**
   * Not plain data: it stays in `meta.arg` (which the serialisability
   * check skips), and no reducer reads it.
   */
  file: File;
}

/** Uploads a picture for a story, kept unpublished until `publishStory`. */
export const addStory = createAppAsyncThunk(
  "stories/add",
  async ({ file }: StoryAddArg, { extra }) => ({
    upload: await postStory(extra.client, file),
  }),
  { silent: true },
);

/** Makes an added story live, then reads the member's stories again. */
export const publishStory = createAppAsyncThunk(
  "stories/publish",
  async (
    { mediaId, duration }: { mediaId: string; duration: number },
    { extra, getState },
  ) => {
    await postStoryPublish(extra.client, mediaId, duration);
    const me = getState().session.me ?? "";
    return accountStories(me, await getAccountStories(extra.client, me));
  },
  { silent: true },
);

export const removeStory = createAppAsyncThunk(
  "stories/delete",
  async ({ storyId }: { accountId: string; storyId: string }, { extra }) => {
    await deleteStory(extra.client, storyId);
  },
);

/** Who saw one of the member's stories; `more` asks for the next page. */
export const fetchStoryViewers = createAppAsyncThunk(
  "stories/fetchViewers",
  async (
    { storyId, more = false }: { storyId: string; more?: boolean },
    { extra, getState, signal },
  ) => {
    const held = storiesOf(getState()).viewers[storyId];
    const page = more && held ? held.page + 1 : 1;
    const accounts = await getStoryViewers(extra.client, storyId, page, signal);
    const { result, entities } = normalizeAccounts(accounts);
    return {
      ids: result,
      page,
      done: accounts.length < VIEWERS_PAGE_SIZE,
      entities,
    };
  },
  // The first page says its failure in place; a further one is toasted.
  { silent: (_failure, { more = false }) => !more },
);
