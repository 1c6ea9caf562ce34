import { createAction, type UnknownAction } from "@reduxjs/toolkit";
import type { DetectedServer, FeatureName, Features } from "../api/features";
import type { Instance } from "../api/schemas/instance";
import type { Visibility } from "../api/schemas/visibility";
import type { AccountRole } from "../api/schemas/role";
import type { ComposeDraft } from "./compose/draft";
import type { EntitiesPayload } from "./entities";
import type { StreamKey } from "./keys";

/**
 * Facts several domains react to, as plain actions (STYLE.md section 1): the
 * stream mapper, a thunk or a screen dispatches them and each slice that
 * cares answers them in its `extraReducers`. This module is a leaf (it
 * imports nothing of the store at runtime), so sharing a fact never makes a
 * slice import a thunk file or a thunk import a slice. The action types are
 * the ones these actions had as slice reducers, so recorded sessions replay
 * unchanged.
 */

// The store

/**
 * A lazily loaded slice joined the store (its code loaded, rootReducer.ts):
 * from this action on it sees every action. Each app store gets it at once,
 * so a debug log says when; a replay keeps the slice out until then, as the
 * member's tab had it (issue 20). The root reducer adds the posting defaults
 * for the composer's (`postingDefaults`, see `hasPostingDefaults`).
 */
export const lazySliceLoaded = createAction<{
  slice: string;
  postingDefaults?: PostingDefaults;
}>("store/lazySliceLoaded");

// Features

/**
 * The server answered 404 or 501 to a call only `feature` needs: it does not
 * have the feature after all, whatever its version or metadata said. The
 * instance slice turns the feature off for the rest of the session, so its
 * UI hides and the call is not made again.
 */
export const featureUnavailable = createAction<{ feature: FeatureName }>(
  "features/unavailable",
);

// Statuses

export interface StatusReceivedPayload extends EntitiesPayload {
  id: string;
  /** Timelines that get the status, created when missing. */
  timelines: string[];
  /** Timelines that get it only when already loaded (the viewer's own profile). */
  ifLoaded?: string[];
}

/**
 * A new status: streamed (`update`) or just posted by the viewer. The
 * timelines slice puts it on top of its timelines; a reply new to the store
 * counts in its parent's replies.
 */
export const statusReceived = createAction<StatusReceivedPayload>(
  "timelines/statusReceived",
);

export interface StatusDeletedPayload {
  id: string;
  /**
   * Every id to remove: the status and the boosts of it. Filled in by the root
   * reducer from the statuses it holds (see `rootReducer.ts`), so every slice
   * removes the same set.
   */
  removed?: string[];
  /** Statuses quoting the deleted one (also filled in by the root reducer). */
  quoting?: string[];
}

/**
 * A status is gone (a streamed `delete`, or the viewer's own once the server
 * deleted it): the status and its boosts leave every slice; quotes of it show
 * it deleted.
 */
export const statusDeleted =
  createAction<StatusDeletedPayload>("statuses/deleted");

/** A streamed `status.update`: the entities carry the new version. */
export const statusUpdated = createAction<EntitiesPayload & { id: string }>(
  "statuses/updated",
);

// Notifications

/**
 * A streamed `notification`: the entities carry it. The notifications slice
 * groups and counts it; the staff console's slices take the reports and
 * sign-ups it brings. A fact of its own, so that those slices do not load
 * the notifications slice with them.
 */
export const notificationReceived = createAction<
  EntitiesPayload & { id: string }
>("notifications/received");

// Session

/**
 * What verify_credentials says of the viewer's staff role, which only the
 * own account carries (api/staffRole.ts reads it): Mastodon's role with its
 * permission bits, Pleroma 2.5's privileges (null where not sent).
 */
export interface ViewerStaff {
  role: AccountRole | null;
  privileges: string[] | null;
}

/**
 * A session begins: a stored token adopted at boot (no `me` yet), or a token
 * verified with the account it belongs to, whose normalised entities the
 * entity slices take in from the same action.
 */
export interface SessionStartedPayload extends Partial<EntitiesPayload> {
  accessToken: string;
  me?: string | null;
  staff?: ViewerStaff;
  /** Pleroma's credential for the shoutbox socket (`pleroma.chat_token`). */
  chatToken?: string | null;
  /** The token's id, where the server told it at sign-in (see StoredAccount). */
  tokenId?: string | null;
}

export const sessionStarted =
  createAction<SessionStartedPayload>("session/started");

/**
 * The member switched to another account signed in in this browser. The
 * root reducer starts every slice that holds what an account sees afresh
 * (timelines, notifications, posts with their liked and boosted marks,
 * drafts, relationships...), keeping only the server's own data and what
 * open screens and the socket hold; the session takes the new token, and
 * the app remounts its screens, which load again as the new account.
 */
export const accountSwitched = createAction<{
  accessToken: string;
  me: string;
  tokenId?: string | null;
  /** The new account is on another server: its instance comes with it, in the same step. */
  server?: ServerMove;
}>("session/switched");

/** A server's instance as read, with its software and feature gates derived once. */
export interface ServerRead {
  instance: Instance;
  server: DetectedServer;
  features: Features;
}

/**
 * Calls now go to another server, where the account in use is: `server` is
 * its origin, null for the server this deployment is configured for. Its
 * instance comes along where it was read first (a switch, a sign-in there);
 * at boot it is read next.
 */
export interface ServerMove {
  server: string | null;
  read?: ServerRead;
  fetchedAt?: number;
}

/**
 * The server changed with no account in use (a sign-in on another server,
 * or a page load with such an account's token stored, before it is
 * verified): the server's data and features go, and its own come.
 */
export const serverChanged = createAction<ServerMove>("instance/serverChanged");

/** An account signed in in this browser, as the account menu shows it (no token). */
export interface SignedInAccount {
  id: string;
  acct: string;
  display_name: string;
  avatar: string;
  /** Its server's origin; absent for the server this deployment is configured for. */
  server?: string;
}

/** The accounts signed in in this browser, as its storage holds them now (read after every change). */
export const signedInAccountsListed =
  createAction<SignedInAccount[]>("signedIn/listed");

/** Why a session ended: the reader signed out, or the server refused the token. */
export type SessionEndReason = "signedOut" | "expired";

const SIGNED_OUT: { reason: SessionEndReason } = { reason: "signedOut" };

/** The session ended; the viewer's own data (relationships, notifications) goes with it. */
export const sessionEnded = createAction(
  "session/ended",
  (payload: { reason: SessionEndReason } = SIGNED_OUT) => ({ payload }),
);

// Accounts and relationships

export interface FollowCounts {
  id: string;
  follower_count: number;
  following_count: number;
}

/** A streamed `follow_relationships_update` (Pleroma). */
export interface FollowRelationshipsUpdate {
  state: "follow_pending" | "follow_accept" | "follow_reject";
  follower: FollowCounts;
  following: FollowCounts;
  /** The signed-in account when the event arrived, to patch its relationship. */
  viewerId: string | null;
}

/** New follower counts on both sides (accounts) and the viewer's follow state (relationships). */
export const followRelationshipsUpdated =
  createAction<FollowRelationshipsUpdate>(
    "accounts/followRelationshipsUpdated",
  );

// Compose

export interface ComposeOpenedPayload {
  /** The post replied to. */
  replyTo?: string;
  /** The post quoted. */
  quoteOf?: string;
  /** An account to write to: the text starts with `@acct `. */
  mention?: string;
  /** A prepared draft: a reply's mentions, an edit, a delete and redraft. */
  draft?: Partial<ComposeDraft>;
}

/**
 * The modal composer opens, for a reply, a quote, a mention, an edit or a
 * redraft: the compose slice fills it and the modal stack shows it on top.
 * `sessionId` salts the new draft's Idempotency-Key.
 */
export const composeOpened = createAction<
  ComposeOpenedPayload & { sessionId: string }
>("compose/opened");

// Streaming

/**
 * Dispatched by the socket middleware once it has resubscribed after a
 * reconnect (it then backfills each stream's timeline with `backfillTimeline`;
 * notifications fetch again).
 */
export const streamReconnected = createAction<{ streams: StreamKey[] }>(
  "streaming/reconnected",
);

// Posting defaults

/** What new posts start with, as the server keeps it for the member. */
export interface PostingDefaults {
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
}

interface PostingDefaultsAction extends UnknownAction {
  payload: { postingDefaults: PostingDefaults };
}

/**
 * Any answer that carries the member's own account (verify_credentials,
 * update_credentials) tells the posting defaults under `postingDefaults`;
 * the composer takes them through this matcher, as entity slices take
 * `entities`.
 */
export function hasPostingDefaults(
  action: UnknownAction,
): action is PostingDefaultsAction {
  const { payload } = action;
  return (
    typeof payload === "object" &&
    payload !== null &&
    "postingDefaults" in payload &&
    typeof payload.postingDefaults === "object" &&
    payload.postingDefaults !== null
  );
}
