import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import { notificationReceived, sessionEnded } from "../../events";
import { combinedReducer } from "../../rootReducer";
import { approveAccount, rejectAccount } from "../accounts/thunks";
import { REPORT_CHANGES } from "../reports/thunks";
import { fetchStaffCounts, type QueueCount } from "./thunks";

/**
 * Open reports and pending sign-ups for the account menu's badge: read
 * once a minute at most, counted up as `admin.report` and `admin.sign_up`
 * notifications arrive, and down as staff resolve reports or answer
 * sign-ups in the console.
 */
export interface AdminCountsState {
  reports: QueueCount | null;
  signUps: QueueCount | null;
  fetchedAt: number | null;
}

const initialState: AdminCountsState = {
  reports: null,
  signUps: null,
  fetchedAt: null,
};

function add(count: QueueCount | null, id: string): void {
  if (!count || count.ids.includes(id)) return;
  count.ids.push(id);
  if (count.total !== null) count.total += 1;
}

function remove(count: QueueCount | null, id: string): void {
  if (!count?.ids.includes(id)) return;
  count.ids = count.ids.filter((held) => held !== id);
  if (count.total !== null) count.total = Math.max(0, count.total - 1);
}

const { assign, ...others } = REPORT_CHANGES;
const changed = isAnyOf(
  assign.fulfilled,
  ...Object.values(others).map((thunk) => thunk.fulfilled),
);
const answering = isAnyOf(approveAccount.pending, rejectAccount.pending);
const answerRefused = isAnyOf(approveAccount.rejected, rejectAccount.rejected);

export const adminCountsSlice = createSlice({
  name: "adminCounts",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchStaffCounts.fulfilled, (_, action) => action.payload)
      .addCase(notificationReceived, (state, action) => {
        const { id, entities } = action.payload;
        const notification = entities.notifications?.[id];
        if (notification?.type === "admin.report" && notification.report)
          add(state.reports, notification.report.id);
        if (notification?.type === "admin.sign_up")
          add(state.signUps, notification.account_id);
      })
      .addMatcher(changed, (state, action) => {
        const { summary } = action.payload;
        if (summary.state === "open") add(state.reports, summary.id);
        else remove(state.reports, summary.id);
      })
      .addMatcher(answering, (state, action) => {
        remove(state.signUps, action.meta.arg.id);
      })
      .addMatcher(answerRefused, (state, action) => {
        add(state.signUps, action.meta.arg.id);
      });
  },
});

declare module "../../rootReducer" {
  // Module augmentation: the interface only merges the slice's state in.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminCountsSlice> {}
}

/** The slice, in the store once this module has loaded (the staff's menu badge). */
export const injectedAdminCounts = adminCountsSlice.injectInto(combinedReducer);
