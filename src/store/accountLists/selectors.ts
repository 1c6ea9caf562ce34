import { notLoaded } from "../loadState";
import type { RootState } from "../rootReducer";
import { injectedAccountLists } from "./slice";
import { accountListKey, type AccountListSource } from "./sources";
import type { AccountList, ReactionList } from "./state";

const lists = (state: RootState) => injectedAccountLists.selectSlice(state);

const NOT_LOADED: AccountList = { ...notLoaded(), ids: [], next: null };

/** A list of accounts as held; a list not loaded yet is empty. */
export const selectAccountList = (
  state: RootState,
  source: AccountListSource,
): AccountList => lists(state).lists[accountListKey(source)] ?? NOT_LOADED;

/** When the viewer's mute of an account ends; null: until unmuted, or not known. */
export const selectMuteExpiry = (state: RootState, accountId: string) =>
  lists(state).muteExpiry[accountId] ?? null;

export const selectStatusReactions = (
  state: RootState,
  statusId: string,
): ReactionList | undefined => lists(state).reactions[statusId];
