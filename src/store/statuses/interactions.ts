import { postDislike, postUndislike } from "../../api/endpoints/dislikes";
import type { ApiClient } from "../../api/client";
import {
  postStatusToggle,
  postTranslation,
  putStatusReaction,
  type StatusToggle,
} from "../../api/endpoints/statusActions";
import type { Status } from "../../api/schemas/status";
import type { Visibility } from "../../api/schemas/visibility";
import { createAppAsyncThunk } from "../hooks";
import { normalizeStatus, type StoredStatus } from "../normalize";

/**
 * A member's interactions with a post (spec 01 section 1). Each is optimistic
 * (STYLE.md section 6): the statuses and polls slices change the post on
 * `pending` and restore it on `rejected`, and the errors middleware turns the
 * rejection into a notice. `condition` skips a request that would change
 * nothing, so every `rejected` undoes exactly what its `pending` did.
 */

/** The flags a toggle sets on the post it acts on. */
export type StatusFlag =
  "favourited" | "reblogged" | "bookmarked" | "pinned" | "muted" | "disliked";

/** The counter that moves with a flag. */
export const FLAG_COUNTS: Partial<
  Record<StatusFlag, "favourites_count" | "reblogs_count" | "dislikes_count">
> = {
  favourited: "favourites_count",
  reblogged: "reblogs_count",
  disliked: "dislikes_count",
};

export interface StatusToggleArg {
  /** The post acted on (for a boost in a timeline, the boosted post). */
  id: string;
  /** Boosts only, where the server has `reblogVisibility`. */
  visibility?: Visibility;
}

/**
 * Mastodon answers an unlike or unboost with the count from before it (its
 * counters update after the reply), and every server may lag a little; the
 * count shown moves only in the direction of the action, so the post never
 * flickers back.
 */
function reconcile(
  status: Status,
  held: StoredStatus | undefined,
  flag: StatusFlag,
  on: boolean,
): Status {
  const target = status.reblog ?? status;
  const counter = FLAG_COUNTS[flag];
  const fixed: Status = { ...target };
  fixed[flag] = on;
  if (counter && held) {
    const pick = on ? Math.max : Math.min;
    fixed[counter] = pick(target[counter], held[counter]);
  }
  return status.reblog ? { ...status, reblog: fixed } : fixed;
}

type SendToggle = (
  client: ApiClient,
  id: string,
  body?: { visibility?: Visibility },
) => Promise<Status>;

/** The Mastodon path of a toggle (`/api/v1/statuses/:id/favourite`...). */
const viaStatuses =
  (toggle: StatusToggle): SendToggle =>
  (client, id, body) =>
    postStatusToggle(client, id, toggle, body);

function statusToggle(
  type: string,
  toggle: StatusToggle | "dislike" | "undislike",
  flag: StatusFlag,
  send: SendToggle,
) {
  const on = !toggle.startsWith("un");
  return createAppAsyncThunk(
    type,
    async ({ id, visibility }: StatusToggleArg, { extra, getState }) => {
      const body = visibility ? { visibility } : undefined;
      const status = await send(extra.client, id, body);
      const held = getState().statuses.byId[id];
      return normalizeStatus(reconcile(status, held, flag, on));
    },
    {
      condition: ({ id }, { getState }) =>
        getState().statuses.byId[id]?.[flag] !== on,
    },
  );
}

export const favouriteStatus = statusToggle(
  "statuses/favourite",
  "favourite",
  "favourited",
  viaStatuses("favourite"),
);
export const unfavouriteStatus = statusToggle(
  "statuses/unfavourite",
  "unfavourite",
  "favourited",
  viaStatuses("unfavourite"),
);
export const reblogStatus = statusToggle(
  "statuses/reblog",
  "reblog",
  "reblogged",
  viaStatuses("reblog"),
);
export const unreblogStatus = statusToggle(
  "statuses/unreblog",
  "unreblog",
  "reblogged",
  viaStatuses("unreblog"),
);
export const bookmarkStatus = statusToggle(
  "statuses/bookmark",
  "bookmark",
  "bookmarked",
  viaStatuses("bookmark"),
);
export const unbookmarkStatus = statusToggle(
  "statuses/unbookmark",
  "unbookmark",
  "bookmarked",
  viaStatuses("unbookmark"),
);
export const pinStatus = statusToggle(
  "statuses/pin",
  "pin",
  "pinned",
  viaStatuses("pin"),
);
export const unpinStatus = statusToggle(
  "statuses/unpin",
  "unpin",
  "pinned",
  viaStatuses("unpin"),
);
export const muteStatusConversation = statusToggle(
  "statuses/muteConversation",
  "mute",
  "muted",
  viaStatuses("mute"),
);
export const unmuteStatusConversation = statusToggle(
  "statuses/unmuteConversation",
  "unmute",
  "muted",
  viaStatuses("unmute"),
);

/** Friendica's dislikes (gate `statusDislikes`), on its own paths. */
export const dislikeStatus = statusToggle(
  "statuses/dislike",
  "dislike",
  "disliked",
  postDislike,
);
export const undislikeStatus = statusToggle(
  "statuses/undislike",
  "undislike",
  "disliked",
  postUndislike,
);

/** Every toggle with the flag it sets: the statuses slice applies them all alike. */
export const STATUS_TOGGLES = [
  { thunk: favouriteStatus, flag: "favourited", on: true },
  { thunk: unfavouriteStatus, flag: "favourited", on: false },
  { thunk: reblogStatus, flag: "reblogged", on: true },
  { thunk: unreblogStatus, flag: "reblogged", on: false },
  { thunk: bookmarkStatus, flag: "bookmarked", on: true },
  { thunk: unbookmarkStatus, flag: "bookmarked", on: false },
  { thunk: pinStatus, flag: "pinned", on: true },
  { thunk: unpinStatus, flag: "pinned", on: false },
  { thunk: muteStatusConversation, flag: "muted", on: true },
  { thunk: unmuteStatusConversation, flag: "muted", on: false },
  { thunk: dislikeStatus, flag: "disliked", on: true },
  { thunk: undislikeStatus, flag: "disliked", on: false },
] as const satisfies readonly {
  thunk: typeof favouriteStatus;
  flag: StatusFlag;
  on: boolean;
}[];

export interface ReactionArg {
  id: string;
  /** A Unicode emoji, or a custom emoji's shortcode without colons. */
  emoji: string;
  /** A custom emoji's image, shown at once while the request runs. */
  url?: string | null;
}

const hasOwnReaction = (status: StoredStatus | undefined, emoji: string) =>
  status?.emoji_reactions.some((r) => r.name === emoji && r.me) ?? false;

function reactionThunk(type: string, add: boolean) {
  return createAppAsyncThunk(
    type,
    async ({ id, emoji }: ReactionArg, { extra, getState }) => {
      const server = getState().instance.server;
      const status = await putStatusReaction(
        extra.client,
        server,
        id,
        emoji,
        add,
      );
      // Some servers answer without the post: the optimistic one stands.
      return status ? normalizeStatus(status) : { result: id, entities: {} };
    },
    {
      condition: ({ id, emoji }, { getState }) =>
        hasOwnReaction(getState().statuses.byId[id], emoji) !== add,
    },
  );
}

/** Reacts with an emoji, by the family's path (see familyPaths.ts). */
export const addReaction = reactionThunk("statuses/react", true);
export const removeReaction = reactionThunk("statuses/unreact", false);

/**
 * Machine translation of one post, which yields false when the server sent
 * an empty one. A failed translation rejects silently: the control returns
 * to its idle state without an error notice (spec 01 section 8).
 */
export const translateStatus = createAppAsyncThunk(
  "statuses/translate",
  async (
    { id, language }: { id: string; language: string },
    { extra, getState, signal },
  ) => {
    const server = getState().instance.server;
    const translation = await postTranslation(
      extra.client,
      server,
      id,
      language,
      signal,
    );
    return translation?.content ? translation : false;
  },
  {
    // Silent, but a 404 leaves translation on: Akkoma also answers 404
    // for a post it will not translate.
    silent: true,
  },
);
