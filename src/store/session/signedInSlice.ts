import { createSlice } from "@reduxjs/toolkit";
import {
  accountSwitched,
  signedInAccountsListed,
  type SignedInAccount,
} from "../events";

/**
 * The accounts signed in in this browser (several at once: the account
 * menu switches between them), and how many switches this page has seen,
 * which the app shell keys its screens by so they load again.
 */
export interface SignedInState {
  accounts: SignedInAccount[];
  switches: number;
}

const initialState: SignedInState = { accounts: [], switches: 0 };

const signedInSlice = createSlice({
  name: "signedIn",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedInAccountsListed, (state, action) => {
        state.accounts = action.payload;
      })
      .addCase(accountSwitched, (state) => {
        state.switches += 1;
      });
  },
});
export const signedInReducer = signedInSlice.reducer;
