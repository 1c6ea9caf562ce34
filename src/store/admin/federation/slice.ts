import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type {
  AdminDomainAllow,
  AdminDomainBlock,
} from "../../../api/schemas/adminDomain";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import { emptyCollection, type Collection } from "../collection/collection";
import {
  blockFromParams,
  createDomainAllow,
  createDomainBlock,
  deleteDomainAllow,
  deleteDomainBlock,
  fetchDomainAllows,
  fetchDomainBlocks,
  fetchMoreDomainAllows,
  fetchMoreDomainBlocks,
  updateDomainBlock,
} from "./thunks";

export interface AdminFederationState {
  blocks: Collection<AdminDomainBlock>;
  allows: Collection<AdminDomainAllow>;
}

const initialState: AdminFederationState = {
  blocks: emptyCollection(),
  allows: emptyCollection(),
};

export const adminFederationSlice = createSlice({
  name: "adminFederation",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
    addCollectionCases(builder, (state) => state.blocks, {
      fetch: fetchDomainBlocks,
      fetchMore: fetchMoreDomainBlocks,
      create: createDomainBlock,
      provisional: (id, arg) => blockFromParams(id, arg.params),
      update: updateDomainBlock,
      changes: (arg) => blockFromParams(arg.id, arg.params),
      remove: deleteDomainBlock,
    });
    addCollectionCases(builder, (state) => state.allows, {
      fetch: fetchDomainAllows,
      fetchMore: fetchMoreDomainAllows,
      create: createDomainAllow,
      provisional: (id, arg): AdminDomainAllow => ({
        id,
        domain: arg.domain.trim().toLowerCase(),
        created_at: null,
      }),
      remove: deleteDomainAllow,
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminFederationSlice> {}
}

const injected = adminFederationSlice.injectInto(combinedReducer);

/** The section's state (its initial state until the slice has joined the store). */
export const selectAdminFederation = (state: RootState) =>
  injected.selectSlice(state);
