import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_ACCOUNT_DATA } from "./state";
import type {
  addAlias as AddAliasThunk,
  fetchAliases as FetchAliasesThunk,
  fetchBackups as FetchBackupsThunk,
  removeAlias as RemoveAliasThunk,
  requestBackup as RequestBackupThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const requestBackup = thunkActions<typeof RequestBackupThunk>(
  "accountData/requestBackup",
);
const removeAlias = thunkActions<typeof RemoveAliasThunk>(
  "accountData/removeAlias",
);
const fetchBackups = thunkActions<typeof FetchBackupsThunk>(
  "accountData/fetchBackups",
);
const fetchAliases = thunkActions<typeof FetchAliasesThunk>(
  "accountData/fetchAliases",
);
const addAlias = thunkActions<typeof AddAliasThunk>("accountData/addAlias");

const accountDataSlice = createSlice({
  name: "accountData",
  initialState: INITIAL_ACCOUNT_DATA,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBackups.fulfilled, (state, { payload }) => {
        state.backups = payload.backups;
      })
      .addCase(requestBackup.fulfilled, (state, { payload }) => {
        state.backups = payload.backups;
      })
      .addCase(fetchAliases.fulfilled, (state, { payload }) => {
        state.aliases = payload.aliases;
      })
      .addCase(addAlias.fulfilled, (state, { payload }) => {
        state.aliases = payload.aliases;
      })
      // Gone at once, back if the server refuses.
      .addCase(removeAlias.pending, (state, { meta }) => {
        state.aliases =
          state.aliases?.filter((alias) => alias !== meta.arg.alias) ?? null;
      })
      .addCase(removeAlias.rejected, (state, { meta }) => {
        if (state.aliases && !state.aliases.includes(meta.arg.alias))
          state.aliases.push(meta.arg.alias);
      })
      .addCase(sessionEnded, () => INITIAL_ACCOUNT_DATA);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof accountDataSlice> {}
}

/** Joins the store when the data screen's code first loads (see rootReducer.ts). */
export const injectedAccountDataSlice =
  accountDataSlice.injectInto(combinedReducer);
