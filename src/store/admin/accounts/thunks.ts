import {
  patchAdminAccountSuggested,
  patchAdminForcePasswordReset,
  postAdminAccountAction,
  postAdminAccountUndo,
  putAdminAccountRole,
  putAdminAccountTags,
  putAdminDisableMfa,
  type StaffRoleName,
} from "../../../api/endpoints/adminAccountActions";
import {
  getAdminAccount,
  getAdminAccounts,
  postAdminApproveAccount,
  postAdminRejectAccount,
  type AdminAccountsQuery,
} from "../../../api/endpoints/adminAccounts";
import type { AccountRef } from "../../../api/endpoints/adminCall";
import type { AdminAccount } from "../../../api/schemas/adminAccount";
import type { RootState } from "../../rootReducer";
import { createAdminThunk } from "../collection/adminThunk";
import type { AccountModeration } from "./capabilities";

/**
 * Accounts as staff see them (issue 16): the filtered list, one account,
 * sign-ups approved or rejected, and the moderation of one account. Every
 * change is optimistic (the slice applies it on `pending` and puts the
 * account back on `rejected`); where the server answers with the account,
 * its answer replaces the guess.
 */

const accountsOf = (state: RootState) => state.adminAccounts;

/** How admin calls name the account: by id, and by nickname on Pleroma. */
function refOf(state: RootState, id: string): AccountRef {
  return { id, nickname: accountsOf(state)?.byId[id]?.nickname ?? id };
}

export const fetchAdminAccounts = createAdminThunk(
  "adminAccounts/fetch",
  (query: AdminAccountsQuery, { client, server, signal }) =>
    getAdminAccounts(client, server, query, signal),
  { silent: true },
);

export const fetchMoreAdminAccounts = createAdminThunk(
  "adminAccounts/fetchMore",
  (_: undefined, { client, server, state, signal }) =>
    getAdminAccounts(
      client,
      server,
      { url: accountsOf(state)?.list.next ?? "" },
      signal,
    ),
  {
    silent: false,
    condition: (_, state) => Boolean(accountsOf(state)?.list.next),
  },
);

export interface AccountArg {
  id: string;
}

export const fetchAdminAccount = createAdminThunk(
  "adminAccounts/fetchOne",
  ({ id }: AccountArg, { client, server, state, signal }) =>
    getAdminAccount(client, server, refOf(state, id), signal),
  { silent: true },
);

/** A sign-up the stream announced, read in full (with its reason) for the open list. */
export const fetchSignUp = createAdminThunk(
  "adminAccounts/fetchSignUp",
  ({ id }: AccountArg, { client, server, state, signal }) =>
    getAdminAccount(client, server, refOf(state, id), signal),
  { silent: true },
);

export const approveAccount = createAdminThunk(
  "adminAccounts/approve",
  ({ id }: AccountArg, { client, server, state }) =>
    postAdminApproveAccount(client, server, refOf(state, id)),
  { silent: false },
);

export const rejectAccount = createAdminThunk(
  "adminAccounts/reject",
  ({ id }: AccountArg, { client, server, state }) =>
    postAdminRejectAccount(client, server, refOf(state, id)),
  { silent: false },
);

/** One moderation action as its own thunk, so a failure's toast names it. */
function moderation(action: AccountModeration) {
  return createAdminThunk(
    `adminAccounts/${action}`,
    ({ id }: AccountArg, { client, server, state }) => {
      const ref = refOf(state, id);
      switch (action) {
        case "enable":
        case "unsilence":
        case "unsuspend":
        case "unsensitive":
          return postAdminAccountUndo(client, server, ref, action);
        default:
          return postAdminAccountAction(client, server, ref, action);
      }
    },
    { silent: false },
  );
}

export const moderateAccount = {
  disable: moderation("disable"),
  enable: moderation("enable"),
  silence: moderation("silence"),
  unsilence: moderation("unsilence"),
  sensitive: moderation("sensitive"),
  unsensitive: moderation("unsensitive"),
  suspend: moderation("suspend"),
  unsuspend: moderation("unsuspend"),
  warn: moderation("warn"),
} satisfies Record<AccountModeration, unknown>;

const UNDO = new Set<AccountModeration>([
  "enable",
  "unsilence",
  "unsuspend",
  "unsensitive",
]);

/** The flags an action sets, as the account will read once the server has done it. */
export function moderationChanges(
  action: AccountModeration,
): Partial<AdminAccount> {
  const on = !UNDO.has(action);
  switch (action) {
    case "disable":
    case "enable":
      return { disabled: on };
    case "silence":
    case "unsilence":
      return { silenced: on };
    case "sensitive":
    case "unsensitive":
      return { sensitized: on };
    case "suspend":
    case "unsuspend":
      return { suspended: on };
    case "warn":
      return {};
  }
}

function suggestion(suggested: boolean) {
  return createAdminThunk(
    suggested ? "adminAccounts/suggest" : "adminAccounts/unsuggest",
    ({ id }: AccountArg, { client, server, state }) =>
      patchAdminAccountSuggested(client, server, refOf(state, id), suggested),
    { silent: false },
  );
}

/** Puts the account among the follow suggestions (Pleroma). */
export const suggestAccount = suggestion(true);
export const unsuggestAccount = suggestion(false);

export interface TagArg extends AccountArg {
  tag: string;
  add: boolean;
}

export const tagAccount = createAdminThunk(
  "adminAccounts/tag",
  ({ id, tag, add }: TagArg, { client, server, state }) =>
    putAdminAccountTags(client, server, refOf(state, id), [tag], add),
  { silent: false },
);

export interface RoleArg extends AccountArg {
  role: StaffRoleName;
}

export const changeAccountRole = createAdminThunk(
  "adminAccounts/role",
  ({ id, role }: RoleArg, { client, server, state }) => {
    // The steps depend on the roles held before the optimistic change.
    const before = accountsOf(state)?.parked[id]?.item ??
      accountsOf(state)?.byId[id] ?? { is_admin: false, is_moderator: false };
    return putAdminAccountRole(
      client,
      server,
      {
        ...refOf(state, id),
        is_admin: before.is_admin,
        is_moderator: before.is_moderator,
      },
      role,
    );
  },
  { silent: false },
);

export const forcePasswordReset = createAdminThunk(
  "adminAccounts/resetPassword",
  ({ id }: AccountArg, { client, server, state }) =>
    patchAdminForcePasswordReset(client, server, refOf(state, id)),
  { silent: false },
);

export const disableAccountMfa = createAdminThunk(
  "adminAccounts/disableMfa",
  ({ id }: AccountArg, { client, server, state }) =>
    putAdminDisableMfa(client, server, refOf(state, id)),
  { silent: false },
);
