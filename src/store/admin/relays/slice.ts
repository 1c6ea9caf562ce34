import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { AdminRelay } from "../../../api/schemas/adminRelay";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import { emptyCollection, type Collection } from "../collection/collection";
import { fetchRelays, followRelay, unfollowRelay } from "./thunks";

export interface AdminRelaysState {
  relays: Collection<AdminRelay>;
}

const initialState: AdminRelaysState = { relays: emptyCollection() };

export const adminRelaysSlice = createSlice({
  name: "adminRelays",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
    addCollectionCases(builder, (state) => state.relays, {
      fetch: fetchRelays,
      create: followRelay,
      // Listed at once, not yet followed back.
      provisional: (id, { actor }) => ({
        id,
        actor: actor.trim(),
        followed_back: false,
      }),
      addAt: "end",
      remove: unfollowRelay,
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminRelaysSlice> {}
}

const injected = adminRelaysSlice.injectInto(combinedReducer);

export const selectAdminRelays = (state: RootState) =>
  injected.selectSlice(state);
