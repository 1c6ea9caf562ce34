import { createSlice, isRejected, type WithSlice } from "@reduxjs/toolkit";
import type { AdminAccountsQuery } from "../../../api/endpoints/adminAccounts";
import type { AdminAccount } from "../../../api/schemas/adminAccount";
import { notificationReceived, sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import type { Parked } from "../collection/collection";
import { listsNewSignUps, type AccountModeration } from "./capabilities";
import {
  approveAccount,
  changeAccountRole,
  fetchAdminAccount,
  fetchAdminAccounts,
  fetchMoreAdminAccounts,
  fetchSignUp,
  moderateAccount,
  moderationChanges,
  rejectAccount,
  suggestAccount,
  tagAccount,
  unsuggestAccount,
} from "./thunks";
import {
  accountSettled,
  accountChanged,
  accountRestored,
  listedWithout,
  type AccountsList,
} from "./listState";

export interface AdminAccountsState {
  /** The accounts the list and the open account show; nothing else is kept. */
  byId: Record<string, AdminAccount>;
  list: AccountsList;
  /** Each account as it was before a change the server has not answered yet. */
  parked: Record<string, Parked<AdminAccount>>;
  /** Sign-ups the stream announced, to be read in full for the open list. */
  arrivals: string[];
  /** Whether each account is among the follow suggestions, as far as staff set it here. */
  suggested: Record<string, boolean>;
  /** The account the detail screen shows, kept when the list changes. */
  openId: string | null;
}

const initialState: AdminAccountsState = {
  byId: {},
  list: { query: null, ids: [], next: null, total: null },
  parked: {},
  arrivals: [],
  suggested: {},
  openId: null,
};

const ROLES = {
  admin: { is_admin: true, is_moderator: false },
  moderator: { is_admin: false, is_moderator: true },
  user: { is_admin: false, is_moderator: false },
};

export const adminAccountsSlice = createSlice({
  name: "adminAccounts",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(notificationReceived, (state, { payload }) => {
        const notification = payload.entities.notifications?.[payload.id];
        if (notification?.type !== "admin.sign_up") return;
        const id = notification.account_id;
        if (!state.arrivals.includes(id) && !state.list.ids.includes(id))
          state.arrivals.push(id);
      })
      .addCase(fetchAdminAccounts.pending, (state, { meta }) => {
        state.list = { query: meta.arg, ids: [], next: null, total: null };
      })
      .addCase(fetchAdminAccounts.fulfilled, (state, { payload, meta }) => {
        const kept = state.openId ? state.byId[state.openId] : undefined;
        state.byId = kept ? { [kept.id]: kept } : {};
        state.parked = {};
        for (const account of payload.items) state.byId[account.id] = account;
        state.list = {
          query: meta.arg,
          ids: payload.items.map((account) => account.id),
          next: payload.next,
          total: payload.total,
        };
      })
      .addCase(fetchMoreAdminAccounts.fulfilled, (state, { payload }) => {
        for (const account of payload.items) {
          if (!(account.id in state.byId)) state.list.ids.push(account.id);
          state.byId[account.id] = account;
        }
        state.list.next = payload.next;
      })
      .addCase(fetchAdminAccount.fulfilled, (state, { payload, meta }) => {
        state.byId[payload.id] = payload;
        state.openId = meta.arg.id;
      })
      .addCase(fetchSignUp.pending, (state, { meta }) => {
        state.arrivals = state.arrivals.filter((id) => id !== meta.arg.id);
      })
      .addCase(fetchSignUp.fulfilled, (state, { payload }) => {
        const { query, ids } = state.list;
        state.byId[payload.id] = payload;
        if (query && listsNewSignUps(query) && !ids.includes(payload.id)) {
          ids.unshift(payload.id);
          if (state.list.total !== null) state.list.total += 1;
        }
      })
      .addCase(approveAccount.pending, (state, { meta }) => {
        accountChanged(state, meta.arg.id, { approved: true });
        if (state.list.query?.status === "pending")
          listedWithout(state, meta.arg.id);
      })
      .addCase(approveAccount.fulfilled, (state, { payload, meta }) => {
        accountSettled(state, meta.arg.id, payload);
      })
      .addCase(approveAccount.rejected, (state, { meta }) => {
        accountRestored(state, meta.arg.id);
      })
      .addCase(rejectAccount.pending, (state, { meta }) => {
        accountChanged(state, meta.arg.id, {});
        listedWithout(state, meta.arg.id);
      })
      .addCase(rejectAccount.fulfilled, (state, { meta }) => {
        Reflect.deleteProperty(state.parked, meta.arg.id);
        if (state.openId !== meta.arg.id)
          Reflect.deleteProperty(state.byId, meta.arg.id);
      })
      .addCase(rejectAccount.rejected, (state, { meta }) => {
        accountRestored(state, meta.arg.id);
      })
      .addCase(changeAccountRole.pending, (state, { meta }) => {
        accountChanged(state, meta.arg.id, ROLES[meta.arg.role]);
      })
      .addCase(changeAccountRole.fulfilled, (state, { meta }) => {
        accountSettled(state, meta.arg.id, null);
      })
      .addCase(changeAccountRole.rejected, (state, { meta }) => {
        accountRestored(state, meta.arg.id);
      })
      .addCase(tagAccount.pending, (state, { meta }) => {
        const { id, tag, add } = meta.arg;
        const tags = state.byId[id]?.tags ?? [];
        accountChanged(state, id, {
          tags: add
            ? [...tags.filter((t) => t !== tag), tag]
            : tags.filter((t) => t !== tag),
        });
      })
      .addCase(tagAccount.fulfilled, (state, { meta }) => {
        accountSettled(state, meta.arg.id, null);
      })
      .addCase(tagAccount.rejected, (state, { meta }) => {
        accountRestored(state, meta.arg.id);
      })
      .addCase(suggestAccount.pending, (state, { meta }) => {
        state.suggested[meta.arg.id] = true;
      })
      .addCase(unsuggestAccount.pending, (state, { meta }) => {
        state.suggested[meta.arg.id] = false;
      })
      .addMatcher(
        isRejected(suggestAccount, unsuggestAccount),
        (state, { meta }) => {
          Reflect.deleteProperty(state.suggested, meta.arg.id);
        },
      );
    for (const [action, thunk] of Object.entries(moderateAccount)) {
      const changes = moderationChanges(action as AccountModeration);
      builder
        .addMatcher(thunk.pending.match, (state, { meta }) => {
          accountChanged(state, meta.arg.id, changes);
        })
        .addMatcher(thunk.fulfilled.match, (state, { payload, meta }) => {
          accountSettled(state, meta.arg.id, payload);
        })
        .addMatcher(thunk.rejected.match, (state, { meta }) => {
          accountRestored(state, meta.arg.id);
        });
    }
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminAccountsSlice> {}
}

const injected = adminAccountsSlice.injectInto(combinedReducer);

/** The section's state (its initial state until the slice has joined the store). */
export const selectAdminAccounts = (state: RootState) =>
  injected.selectSlice(state);

export type { AdminAccountsQuery };
