import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type {
  AdminCohort,
  AdminDimension,
  AdminMeasure,
} from "../../../api/schemas/adminMetrics";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { approveAccount, rejectAccount } from "../accounts/thunks";
import {
  fetchMetrics,
  fetchOpenReportCount,
  fetchPendingCount,
  type Count,
} from "./thunks";

export interface AdminDashboardState {
  openReports: Count | null;
  pending: Count | null;
  measures: AdminMeasure[];
  dimensions: AdminDimension[];
  retention: AdminCohort[];
}

const initialState: AdminDashboardState = {
  openReports: null,
  pending: null,
  measures: [],
  dimensions: [],
  retention: [],
};

/** A sign-up answered elsewhere in the console is one fewer waiting. */
function answered(state: AdminDashboardState) {
  if (state.pending && !state.pending.more)
    state.pending.count = Math.max(0, state.pending.count - 1);
}

export const adminDashboardSlice = createSlice({
  name: "adminDashboard",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchOpenReportCount.fulfilled, (state, { payload }) => {
        state.openReports = payload;
      })
      .addCase(fetchPendingCount.fulfilled, (state, { payload }) => {
        state.pending = payload;
      })
      .addCase(fetchMetrics.fulfilled, (state, { payload }) => ({
        ...state,
        ...payload,
      }))
      .addCase(approveAccount.fulfilled, answered)
      .addCase(rejectAccount.fulfilled, answered);
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminDashboardSlice> {}
}

const injected = adminDashboardSlice.injectInto(combinedReducer);

export const selectAdminDashboard = (state: RootState) =>
  injected.selectSlice(state);
