import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { AdminLogEntry } from "../../../api/schemas/adminLog";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { fetchModerationLog } from "./thunks";

/** One page of the moderation log: only the page on screen is kept. */
export interface AdminLogState {
  entries: AdminLogEntry[];
  next: string | null;
  prev: string | null;
  page: number;
  /** How many pages there are, where the server counts. */
  pages: number | null;
}

const initialState: AdminLogState = {
  entries: [],
  next: null,
  prev: null,
  page: 1,
  pages: null,
};

export const adminLogSlice = createSlice({
  name: "adminLog",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchModerationLog.fulfilled, (_, { payload }) => payload);
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminLogSlice> {}
}

const injected = adminLogSlice.injectInto(combinedReducer);

export const selectAdminLog = (state: RootState) => injected.selectSlice(state);
