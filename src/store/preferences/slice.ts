import { createSlice } from "@reduxjs/toolkit";
import { sessionEnded } from "../events";
import { DEFAULT_PREFERENCES, type LocalPreferences } from "./local";
import type {
  changePreferences as ChangePreferencesThunk,
  restorePreferences as RestorePreferencesThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const restorePreferences = thunkActions<typeof RestorePreferencesThunk>(
  "preferences/restore",
);
const changePreferences =
  thunkActions<typeof ChangePreferencesThunk>("preferences/change");

/**
 * The signed-in account's preferences kept in this browser, applied
 * app-wide: the look (app/PreferencesSync.tsx), how posts show (the status
 * config) and how the composer sends. Visitors have the defaults.
 */
export interface PreferencesState {
  /** Whose preferences these are; null for a visitor. */
  accountId: string | null;
  local: LocalPreferences;
}

const initialState: PreferencesState = {
  accountId: null,
  local: DEFAULT_PREFERENCES,
};

const preferencesSlice = createSlice({
  name: "preferences",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(restorePreferences.fulfilled, (state, action) => {
        state.accountId = action.payload.accountId;
        state.local = action.payload.local;
      })
      // Applied before the thunk keeps them, which reads them from here.
      .addCase(changePreferences.pending, (state, action) => {
        state.local = { ...state.local, ...action.meta.arg };
      });
  },
});

export const preferencesReducer = preferencesSlice.reducer;
