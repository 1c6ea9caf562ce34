import { normalize, schema } from "normalizr";
import type { Account } from "../api/schemas/account";
import type { EmojiReaction } from "../api/schemas/emojiReaction";
import type { Group } from "../api/schemas/group";
import type { Poll } from "../api/schemas/poll";
import type { Relationship } from "../api/schemas/relationship";
import type { SearchResults } from "../api/schemas/search";
import type { Status } from "../api/schemas/status";
import type { StatusEdit } from "../api/schemas/statusEdit";
import type { StoredBookmarkFolder } from "./bookmarks/normalize";
import type { StoredChat } from "./chats/normalize";
import type { StoredConversation } from "./conversations/normalize";
import type { StoredFilter } from "./filters/normalize";
import type { StoredList } from "./lists/normalize";
import type { Antenna } from "../api/schemas/antenna";
import type { Circle } from "../api/schemas/circle";
import type {
  StoredChatMessage,
  StoredNotification,
  StoredNotificationGroup,
} from "./notifications/normalize";
import type { StoredScheduledStatus } from "./scheduled/normalize";
import type { StoredOauthSession } from "./security/normalize";
import type { StoredEvent, StoredFilterResult } from "./statusShape";
import { omitter, toStoredAccount, toStoredShape } from "./storedShapes";

/**
 * Cache normalisation (spec 01 section 3, spec 02 section 9): every API
 * response goes through these normalizr schemas before it reaches a reducer
 * (performance.md: normalise in the thunk or mapper, never in reducers). The
 * stored types, with nested objects replaced by ids, live here too.
 */

/** An account as cached: `moved` becomes `moved_id`; the relationship is its own entity. */
export type StoredAccount = Omit<Account, "moved" | "relationship"> & {
  moved_id: string | null;
};

export type StoredReaction = Omit<EmojiReaction, "accounts"> & {
  account_ids: string[];
};

/** A status as cached: nested account, reblog, quote, poll and group are ids. */
export type StoredStatus = Omit<
  Status,
  | "account"
  | "reblog"
  | "quote"
  | "poll"
  | "group"
  | "filtered"
  | "event"
  | "emoji_reactions"
> & {
  account_id: string;
  reblog_id: string | null;
  quote_id: string | null;
  poll_id: string | null;
  group_id: string | null;
  /** The server's filter results for the viewer (see `StoredFilterResult`). */
  filtered: StoredFilterResult[];
  event: StoredEvent | null;
  emoji_reactions: StoredReaction[];
};

/** One revision of a status (spec 01 section 3): its author is an id. */
export type StoredStatusEdit = Omit<StatusEdit, "account"> & {
  account_id: string;
};

export type StoredPoll = Poll;
export type StoredGroup = Group;
export type StoredRelationship = Relationship;

/** What one response contributes to the entity slices (see `store/entities.ts`). */
export interface NormalizedEntities {
  accounts?: Record<string, StoredAccount>;
  relationships?: Record<string, StoredRelationship>;
  statuses?: Record<string, StoredStatus>;
  polls?: Record<string, StoredPoll>;
  groups?: Record<string, StoredGroup>;
  notifications?: Record<string, StoredNotification>;
  notificationGroups?: Record<string, StoredNotificationGroup>;
  chatMessages?: Record<string, StoredChatMessage>;
  conversations?: Record<string, StoredConversation>;
  chats?: Record<string, StoredChat>;
  filters?: Record<string, StoredFilter>;
  lists?: Record<string, StoredList>;
  circles?: Record<string, Circle>;
  antennas?: Record<string, Antenna>;
  bookmarkFolders?: Record<string, StoredBookmarkFolder>;
  scheduledStatuses?: Record<string, StoredScheduledStatus>;
  oauthSessions?: Record<string, StoredOauthSession>;
}

export interface Normalized<R> {
  result: R;
  entities: NormalizedEntities;
}

const relationshipEntity = new schema.Entity<Relationship>("relationships");
const pollEntity = new schema.Entity<Poll>("polls");
export const groupEntity = new schema.Entity<Group>("groups");

/** Keeps the later copy of an entity seen twice in one response (no merge copy). */
const keepLatest = (_a: unknown, b: unknown) => b;

export const accountEntity = new schema.Entity(
  "accounts",
  {},
  { processStrategy: toStoredAccount, mergeStrategy: keepLatest },
);
accountEntity.define({
  moved_id: accountEntity,
  relationship: relationshipEntity,
});

export const statusEntity = new schema.Entity(
  "statuses",
  {},
  { processStrategy: toStoredShape, mergeStrategy: keepLatest },
);
statusEntity.define({
  account_id: accountEntity,
  reblog_id: statusEntity,
  quote_id: statusEntity,
  poll_id: pollEntity,
  group_id: groupEntity,
  emoji_reactions: [{ account_ids: [accountEntity] }],
});

/** What normalizr yields: accounts still carry the id of their relationship. */
export type RawEntities = Omit<NormalizedEntities, "accounts"> & {
  accounts?: Record<string, StoredAccount & { relationship?: string | null }>;
};

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const key in value) {
    const child: unknown = Reflect.get(value, key);
    if (
      typeof child === "object" &&
      child !== null &&
      !Object.isFrozen(child)
    ) {
      deepFreeze(child);
    }
  }
}

/**
 * Normalised entities are frozen before they reach a reducer. Immer skips a
 * frozen value when it finalises a draft, where it would otherwise walk every
 * new entity to its leaves, so this makes absorbing cheap. Development and
 * tests freeze deeply, to catch a mutation anywhere; production freezes the
 * top level only, which is all immer looks at.
 */
const freezeEntity: (value: object) => void =
  process.env.NODE_ENV === "production" ? Object.freeze : deepFreeze;

const withoutRelationship = omitter<
  StoredAccount & { relationship?: string | null },
  "relationship"
>(["relationship"]);

/** Strips the relationship id normalizr leaves on accounts; freezes every entity. */
export function finish(entities: RawEntities): NormalizedEntities {
  const { accounts, ...rest } = entities;
  const out: NormalizedEntities = rest;
  if (accounts) {
    const stripped: Record<string, StoredAccount> = {};
    for (const id in accounts) {
      const account = accounts[id];
      if (!account) continue;
      stripped[id] =
        "relationship" in account ? withoutRelationship(account) : account;
    }
    out.accounts = stripped;
  }
  for (const map of Object.values(out) as (
    Record<string, object> | undefined
  )[]) {
    for (const id in map) {
      const entity = map[id];
      if (entity) freezeEntity(entity);
    }
  }
  return out;
}

/** A list of one entity kind; `result` holds the ids in order. */
export function normalizeMany(
  data: readonly unknown[],
  entity: schema.Entity,
): Normalized<string[]> {
  const out = normalize<unknown, RawEntities, string[]>(data, [entity]);
  return { result: out.result, entities: finish(out.entities) };
}

/** One entity; `result` is its id. */
export function normalizeOne(
  data: unknown,
  entity: schema.Entity,
): Normalized<string> {
  const out = normalize<unknown, RawEntities, string>(data, entity);
  return { result: out.result, entities: finish(out.entities) };
}

export function normalizeStatuses(
  statuses: readonly Status[],
): Normalized<string[]> {
  return normalizeMany(statuses, statusEntity);
}

export function normalizeStatus(status: Status): Normalized<string> {
  return normalizeOne(status, statusEntity);
}

export function normalizeAccounts(
  accounts: readonly Account[],
): Normalized<string[]> {
  return normalizeMany(accounts, accountEntity);
}

export function normalizeAccount(account: Account): Normalized<string> {
  return normalizeOne(account, accountEntity);
}

export function normalizeRelationships(
  relationships: readonly Relationship[],
): Normalized<string[]> {
  return normalizeMany(relationships, relationshipEntity);
}

/** Revisions keep their order; each author becomes `account_id`. */
export function normalizeStatusHistory(
  edits: readonly StatusEdit[],
): Normalized<StoredStatusEdit[]> {
  const shaped = edits.map(({ account, ...edit }) => ({
    ...edit,
    account_id: account,
  }));
  const out = normalize<unknown, RawEntities, StoredStatusEdit[]>(shaped, [
    { account_id: accountEntity },
  ]);
  return { result: out.result, entities: finish(out.entities) };
}

export interface SearchIds {
  accounts: string[];
  statuses: string[];
  groups: string[];
}

/** Search results: accounts, statuses and groups become ids; hashtags stay as they are. */
export function normalizeSearchResults(
  results: SearchResults,
): Normalized<SearchIds> {
  const { accounts, statuses, groups } = results;
  const out = normalize<unknown, RawEntities, SearchIds>(
    { accounts, statuses, groups },
    {
      accounts: [accountEntity],
      statuses: [statusEntity],
      groups: [groupEntity],
    },
  );
  return { result: out.result, entities: finish(out.entities) };
}
