import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_SCROBBLES, MAX_SCROBBLE_LISTS } from "./state";
import { fetchScrobbles } from "./thunks";

const scrobblesSlice = createSlice({
  name: "scrobbles",
  initialState: INITIAL_SCROBBLES,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchScrobbles.pending, (state, { meta }) => {
        const list = state.byAccount[meta.arg.accountId];
        if (list && meta.arg.more) {
          list.isLoading = true;
          list.moreFailed = false;
        }
      })
      .addCase(fetchScrobbles.fulfilled, (state, { meta, payload }) => {
        const { accountId, more } = meta.arg;
        const held = state.byAccount[accountId];
        const items =
          more && held
            ? [
                ...held.items,
                ...payload.items.filter(
                  (s) => !held.items.some((h) => h.id === s.id),
                ),
              ]
            : payload.items;
        state.byAccount[accountId] = {
          items,
          next: payload.next,
          isLoading: false,
          moreFailed: false,
        };
        state.recent = [
          ...state.recent.filter((id) => id !== accountId),
          accountId,
        ];
        while (state.recent.length > MAX_SCROBBLE_LISTS) {
          const gone = state.recent.shift();
          if (gone !== undefined) dropKey(state.byAccount, gone);
        }
      })
      .addCase(fetchScrobbles.rejected, (state, { meta }) => {
        const list = state.byAccount[meta.arg.accountId];
        if (list && meta.arg.more) {
          list.isLoading = false;
          list.moreFailed = true;
        }
      })
      .addCase(sessionEnded, () => INITIAL_SCROBBLES);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof scrobblesSlice> {}
}

/** Joins the store when the listening tab's code first loads (see rootReducer.ts). */
export const injectedScrobblesSlice =
  scrobblesSlice.injectInto(combinedReducer);
