import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import {
  fetchInstanceConfig,
  saveInstanceConfig,
  type Setting,
  type SettingDescription,
  type SettingValue,
} from "./thunks";

export interface AdminConfigState {
  values: Partial<Record<Setting, SettingValue>>;
  descriptions: Partial<Record<Setting, SettingDescription>>;
  /** The server says a restart is needed for saved settings to apply. */
  needReboot: boolean;
  /** The values before a save the server has not answered yet. */
  before: Partial<Record<Setting, SettingValue>> | null;
}

const initialState: AdminConfigState = {
  values: {},
  descriptions: {},
  needReboot: false,
  before: null,
};

export const adminConfigSlice = createSlice({
  name: "adminConfig",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchInstanceConfig.fulfilled, (_, { payload }) => ({
        ...payload,
        before: null,
      }))
      .addCase(saveInstanceConfig.pending, (state, { meta }) => {
        state.before ??= { ...state.values };
        Object.assign(state.values, meta.arg.changes);
      })
      .addCase(saveInstanceConfig.fulfilled, (state, { payload }) => {
        state.before = null;
        state.needReboot = payload.needReboot;
      })
      .addCase(saveInstanceConfig.rejected, (state) => {
        if (state.before) state.values = state.before;
        state.before = null;
      });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminConfigSlice> {}
}

const injected = adminConfigSlice.injectInto(combinedReducer);

export const selectAdminConfig = (state: RootState) =>
  injected.selectSlice(state);
