import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type {
  AdminCanonicalEmailBlock,
  AdminEmailDomainBlock,
} from "../../../api/schemas/adminEmailBlock";
import type { AdminIpBlock } from "../../../api/schemas/adminIpBlock";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import { emptyCollection, type Collection } from "../collection/collection";
import {
  createCanonicalEmailBlock,
  createEmailDomainBlock,
  createIpBlock,
  deleteCanonicalEmailBlock,
  deleteEmailDomainBlock,
  deleteIpBlock,
  fetchCanonicalEmailBlocks,
  fetchEmailDomainBlocks,
  fetchIpBlocks,
  fetchMoreCanonicalEmailBlocks,
  fetchMoreEmailDomainBlocks,
  fetchMoreIpBlocks,
  ipBlockFromParams,
  testCanonicalEmail,
} from "./thunks";

export interface EmailTest {
  email: string;
  /** The hashes of the blocks it falls under; null while the server is asked. */
  matches: string[] | null;
}

export interface AdminBlocksState {
  ip: Collection<AdminIpBlock>;
  emailDomains: Collection<AdminEmailDomainBlock>;
  canonical: Collection<AdminCanonicalEmailBlock>;
  test: EmailTest | null;
}

const initialState: AdminBlocksState = {
  ip: emptyCollection(),
  emailDomains: emptyCollection(),
  canonical: emptyCollection(),
  test: null,
};

export const adminBlocksSlice = createSlice({
  name: "adminBlocks",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(testCanonicalEmail.pending, (state, { meta }) => {
        state.test = { email: meta.arg.email.trim(), matches: null };
      })
      .addCase(testCanonicalEmail.fulfilled, (state, { payload, meta }) => {
        if (state.test?.email === meta.arg.email.trim())
          state.test.matches = payload;
      })
      .addCase(testCanonicalEmail.rejected, (state) => {
        state.test = null;
      });
    addCollectionCases(builder, (state) => state.ip, {
      fetch: fetchIpBlocks,
      fetchMore: fetchMoreIpBlocks,
      create: createIpBlock,
      provisional: (id, arg) => ipBlockFromParams(id, arg.params, arg.at),
      remove: deleteIpBlock,
    });
    addCollectionCases(builder, (state) => state.emailDomains, {
      fetch: fetchEmailDomainBlocks,
      fetchMore: fetchMoreEmailDomainBlocks,
      create: createEmailDomainBlock,
      provisional: (id, arg) => ({
        id,
        domain: arg.domain.trim().toLowerCase(),
        created_at: null,
        history: [],
      }),
      remove: deleteEmailDomainBlock,
    });
    addCollectionCases(builder, (state) => state.canonical, {
      fetch: fetchCanonicalEmailBlocks,
      fetchMore: fetchMoreCanonicalEmailBlocks,
      create: createCanonicalEmailBlock,
      // The hash is the server's to compute: none until it answers.
      provisional: (id) => ({ id, canonical_email_hash: "" }),
      remove: deleteCanonicalEmailBlock,
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminBlocksSlice> {}
}

const injected = adminBlocksSlice.injectInto(combinedReducer);

export const selectAdminBlocks = (state: RootState) =>
  injected.selectSlice(state);
