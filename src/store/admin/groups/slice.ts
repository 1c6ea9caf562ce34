import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { Group } from "../../../api/schemas/group";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import {
  emptyCollection,
  pageReceived,
  type Collection,
} from "../collection/collection";
import {
  fetchAdminGroups,
  fetchMoreAdminGroups,
  removeAdminGroup,
  suspendAdminGroup,
  unsuspendAdminGroup,
} from "./thunks";

/** The groups of the status and name the staff member last listed. */
export interface AdminGroupsState {
  groups: Collection<Group>;
}

const initialState: AdminGroupsState = { groups: emptyCollection() };

export const adminGroupsSlice = createSlice({
  name: "adminGroups",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      // Another status or name: a list of its own, not the last one's.
      .addCase(fetchAdminGroups.pending, (state) => {
        state.groups = emptyCollection();
      })
      .addCase(fetchAdminGroups.fulfilled, (state, { payload }) => {
        pageReceived(state.groups, payload, false);
      });
    const list = (state: AdminGroupsState) => state.groups;
    addCollectionCases(builder, list, {
      fetchMore: fetchMoreAdminGroups,
      remove: removeAdminGroup,
    });
    // Suspending or unsuspending moves the group to the other list.
    addCollectionCases(builder, list, { remove: suspendAdminGroup });
    addCollectionCases(builder, list, { remove: unsuspendAdminGroup });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminGroupsSlice> {}
}

const injected = adminGroupsSlice.injectInto(combinedReducer);

export const selectAdminGroups = (state: RootState) =>
  injected.selectSlice(state);
