import type { AdminAccountsQuery } from "../../../api/endpoints/adminAccounts";
import type { AdminAccount } from "../../../api/schemas/adminAccount";
import type { Parked } from "../collection/collection";

/**
 * The open accounts list and the optimistic changes to its accounts, as
 * helpers on the slice's draft: an account is parked once per pending
 * change (as it was, and where the list showed it) and put back if the
 * server refuses.
 */

export interface AccountsList {
  /** What the list was asked for; null before the first ask. */
  query: AdminAccountsQuery | null;
  ids: string[];
  next: string | null;
  total: number | null;
}

interface Draft {
  byId: Record<string, AdminAccount>;
  list: AccountsList;
  parked: Record<string, Parked<AdminAccount>>;
}

function park(state: Draft, id: string) {
  const account = state.byId[id];
  if (account && !(id in state.parked))
    state.parked[id] = { item: account, index: state.list.ids.indexOf(id) };
}

export function accountChanged(
  state: Draft,
  id: string,
  changes: Partial<AdminAccount>,
): void {
  const account = state.byId[id];
  if (!account) return;
  park(state, id);
  state.byId[id] = { ...account, ...changes };
}

/** Off the open list (a sign-up answered), until the server agrees. */
export function listedWithout(state: Draft, id: string): void {
  park(state, id);
  const before = state.list.ids.length;
  state.list.ids = state.list.ids.filter((each) => each !== id);
  if (state.list.total !== null && state.list.ids.length < before)
    state.list.total = Math.max(0, state.list.total - 1);
}

/** The server agreed; its answer, where it sent the account, replaces the guess. */
export function accountSettled(
  state: Draft,
  id: string,
  answer: AdminAccount | null,
): void {
  Reflect.deleteProperty(state.parked, id);
  if (answer?.id === id) state.byId[id] = answer;
}

export function accountRestored(state: Draft, id: string): void {
  const parked = state.parked[id];
  if (!parked) return;
  Reflect.deleteProperty(state.parked, id);
  state.byId[id] = parked.item;
  if (parked.index < 0 || state.list.ids.includes(id)) return;
  state.list.ids.splice(Math.min(parked.index, state.list.ids.length), 0, id);
  if (state.list.total !== null) state.list.total += 1;
}
