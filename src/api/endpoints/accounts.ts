import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import { relationshipSchema, type Relationship } from "../schemas/relationship";
import {
  remoteInteractionSchema,
  type RemoteInteraction,
} from "../schemas/remoteInteraction";
import { statusSchema, type Status } from "../schemas/status";
import { hashtagTopicSchema, type HashtagTopic } from "../schemas/tag";

/** Accounts (spec 02 sections 7.2 and 7.4). */

const path = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`;

export function getAccount(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", path(id), accountSchema, { signal });
}

/** By acct (`user` or `user@domain`), where the server has the lookup call. */
export function getAccountLookup(
  client: ApiClient,
  acct: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", "/api/v1/accounts/lookup", accountSchema, {
    query: { acct },
    signal,
  });
}

/** By username in place of the id, as Pleroma and its forks accept. */
export function getAccountByUsername(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", path(username), accountSchema, { signal });
}

/** The signed-in account. */
export function getVerifyCredentials(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one(
    "GET",
    "/api/v1/accounts/verify_credentials",
    accountSchema,
    { signal },
  );
}

export function getRelationships(
  client: ApiClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Page<Relationship>> {
  return client.list("/api/v1/accounts/relationships", relationshipSchema, {
    query: { id: ids },
    signal,
  });
}

/** Hashtag topics (spec 01 section 9: 20), of one account or, without an id, of the server. */
export const TOPICS_LIMIT = 20;

export function getAccountHashtags(
  client: ApiClient,
  accountId: string | null,
  signal?: AbortSignal,
): Promise<Page<HashtagTopic>> {
  const path =
    accountId === null
      ? "/api/v1/pleroma/accounts/hashtags"
      : `/api/v1/pleroma/accounts/${encodeURIComponent(accountId)}/hashtags`;
  return client.list(path, hashtagTopicSchema, {
    query: { limit: TOPICS_LIMIT },
    signal,
  });
}

/** Follow options (spec 02 section 7.2); `notify` where the server has `accountNotifies`. */
export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
}

const relationshipCall =
  (action: string) =>
  (
    client: ApiClient,
    id: string,
    body?: Record<string, unknown>,
  ): Promise<Relationship> =>
    client.one("POST", `${path(id)}/${action}`, relationshipSchema, {
      body,
    });

/** Follows (or, for a locked account, asks to); again with new options to change them. */
export function postFollow(
  client: ApiClient,
  id: string,
  options: FollowOptions = {},
): Promise<Relationship> {
  return relationshipCall("follow")(client, id, { ...options });
}

export const postUnfollow = relationshipCall("unfollow");
export const postBlock = relationshipCall("block");
export const postUnblock = relationshipCall("unblock");
export const postUnmute = relationshipCall("unmute");
export const postRemoveFromFollowers = relationshipCall(
  "remove_from_followers",
);

export interface MuteOptions {
  /** Mute their notifications too. */
  notifications: boolean;
  /** Seconds; 0 mutes until unmuted (where `mutesDuration`). */
  duration?: number;
}

export function postMute(
  client: ApiClient,
  id: string,
  { notifications, duration }: MuteOptions,
): Promise<Relationship> {
  // Pleroma and Akkoma read the length as `expires_in`, the others as
  // `duration`; each ignores the other's name.
  return relationshipCall("mute")(client, id, {
    notifications,
    duration,
    expires_in: duration,
  });
}

/**
 * An account's followers or the accounts it follows, newest first. A server
 * answers an empty page or 403 where the account hides its collections.
 */
export function getAccountFollowers(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(`${path(id)}/followers`, accountSchema, paging, {
    signal,
  });
}

export function getAccountFollowing(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(`${path(id)}/following`, accountSchema, paging, {
    signal,
  });
}

/** The viewer's private note on an account (where `notes`). */
export function postAccountNote(
  client: ApiClient,
  id: string,
  comment: string,
): Promise<Relationship> {
  return relationshipCall("note")(client, id, { comment });
}

/** An account's pinned posts. */
export function getPinnedStatuses(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.list(`${path(accountId)}/statuses`, statusSchema, {
    query: { pinned: true },
    signal,
  });
}

/**
 * Remote interaction (spec 02 section 7.2): the server looks up the
 * visitor's handle and answers with the URL on their server that completes
 * the interaction.
 */
export function postRemoteInteraction(
  client: ApiClient,
  params: { ap_id: string; profile: string },
  signal?: AbortSignal,
): Promise<RemoteInteraction> {
  return client.one(
    "POST",
    "/api/v1/pleroma/remote_interaction",
    remoteInteractionSchema,
    // Spec 02 section 8: the reply's `error` field is raised.
    { body: params, raiseErrorField: true, signal },
  );
}
