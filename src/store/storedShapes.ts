import type { Account } from "../api/schemas/account";
import type { Status } from "../api/schemas/status";
import {
  orderMentions,
  splitEventAttachments,
  toStoredFilterResults,
} from "./statusShape";

/**
 * The normalizr process strategies: each entity in the stored shape, with
 * its nested objects still in place for normalizr to swap for ids.
 */

/** Shared by every status without them (entities are frozen). */
const NONE: readonly never[] = Object.freeze([]);

/**
 * A copier that leaves out some keys. On zod's output objects a for-in loop
 * runs two to three times faster than rest destructuring or an Object.keys
 * loop, and one copier per entity kind keeps each loop's property accesses
 * monomorphic (measured; this is the hot path of every response). Parsed
 * server data are plain objects: nothing enumerable is inherited.
 */
export function omitter<T extends object, K extends keyof T & string>(
  keys: readonly K[],
): (value: T) => Omit<T, K> {
  const skip: ReadonlySet<string> = new Set(keys);
  return (value) => {
    const copy: Record<string, unknown> = {};
    for (const key in value) {
      if (!skip.has(key)) copy[key] = value[key];
    }
    // The loop copied every key of T except K.
    return copy as Omit<T, K>;
  };
}

const accountFields = omitter<Account, "moved" | "relationship">([
  "moved",
  "relationship",
]);
const statusFields = omitter<
  Status,
  "account" | "reblog" | "quote" | "poll" | "group" | "filtered"
>(["account", "reblog", "quote", "poll", "group", "filtered"]);

/**
 * `moved` becomes `moved_id`; a relationship (Pleroma embeds one) is handed
 * to normalizr under `relationship` and dropped from the account in `finish`.
 */
export function toStoredAccount(account: Account) {
  const stored = Object.assign(accountFields(account), {
    moved_id: account.moved,
  });
  const { relationship } = account;
  return relationship ? Object.assign(stored, { relationship }) : stored;
}

/** The stored shape with nested objects still in place; normalizr swaps them for ids. */
export function toStoredShape(status: Status) {
  const { event, media_attachments } = splitEventAttachments(
    status.event,
    status.media_attachments,
  );
  const reactions = status.emoji_reactions;
  return Object.assign(statusFields(status), {
    event,
    media_attachments,
    mentions: orderMentions(
      status.mentions,
      status.in_reply_to_account_id,
      status.account,
    ),
    emoji_reactions:
      reactions.length === 0
        ? NONE
        : reactions.map(({ accounts, ...r }) => ({
            ...r,
            account_ids: accounts,
          })),
    filtered:
      status.filtered.length === 0
        ? NONE
        : toStoredFilterResults(status.filtered),
    account_id: status.account,
    reblog_id: status.reblog,
    // An embedded quote is normalised; a shallow one keeps the id it has.
    quote_id: status.quote ?? status.quote_id,
    poll_id: status.poll,
    group_id: status.group,
  });
}
