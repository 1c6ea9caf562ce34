import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { AdminInvite } from "../../../api/schemas/adminInvite";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import { emptyCollection, type Collection } from "../collection/collection";
import {
  createInvite,
  emailInvite,
  fetchInvites,
  inviteFromParams,
  revokeInvite,
} from "./thunks";

export interface AdminInvitesState {
  invites: Collection<AdminInvite>;
  /** The addresses invitations were sent to in this session, newest first. */
  sent: string[];
}

const initialState: AdminInvitesState = {
  invites: emptyCollection(),
  sent: [],
};

export const adminInvitesSlice = createSlice({
  name: "adminInvites",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(emailInvite.fulfilled, (state, { meta }) => {
        state.sent.unshift(meta.arg.email.trim());
      });
    addCollectionCases(builder, (state) => state.invites, {
      fetch: fetchInvites,
      create: createInvite,
      provisional: (id, arg) => inviteFromParams(id, arg.params),
      update: revokeInvite,
      changes: () => ({ used: true }),
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminInvitesSlice> {}
}

const injected = adminInvitesSlice.injectInto(combinedReducer);

export const selectAdminInvites = (state: RootState) =>
  injected.selectSlice(state);
