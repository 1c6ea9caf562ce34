import type { LoadState } from "../loadState";
import type { StoredReaction } from "../normalize";
import type { RootState } from "../rootReducer";

/** One list of account ids, newest first as the server pages it. */
export interface AccountList extends LoadState {
  ids: string[];
  /** Link cursor of the next page; null at the end. */
  next: string | null;
}

export interface ReactionList extends LoadState {
  items: StoredReaction[];
}

/**
 * The people lists (issue 17): followers, following, who boosted or liked a
 * post, endorsements, the viewer's outgoing requests, mutes and blocks, by
 * `accountListKey`; who reacted with each emoji, by status; when each mute
 * ends. Lists are no garbage-collection roots: screens retain what they
 * show, and a list that lost an account to the collector is dropped whole,
 * to be fetched again when it is next shown.
 */
export interface AccountListsState {
  lists: Record<string, AccountList>;
  reactions: Record<string, ReactionList>;
  /** When the viewer's mute of each account ends (ISO); null: until unmuted. */
  muteExpiry: Record<string, string | null>;
}

export const initialAccountListsState: AccountListsState = {
  lists: {},
  reactions: {},
  muteExpiry: {},
};

/**
 * The slice's state. It joins the store with the people screens' code
 * (`slice.ts`); before that, nothing is held.
 */
export const readAccountLists = (state: RootState): AccountListsState =>
  state.accountLists ?? initialAccountListsState;
