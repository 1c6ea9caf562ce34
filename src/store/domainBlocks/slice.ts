import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import { sessionEnded } from "../events";
import { loadAnswered, loadFailed, loadStarted } from "../loadState";
import { combinedReducer } from "../rootReducer";
import { initialDomainBlocksState, type DomainBlocksState } from "./state";
import type {
  blockDomain as BlockDomainThunk,
  fetchDomainBlocks as FetchDomainBlocksThunk,
  unblockDomain as UnblockDomainThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const unblockDomain = thunkActions<typeof UnblockDomainThunk>(
  "domainBlocks/unblock",
);
const fetchDomainBlocks =
  thunkActions<typeof FetchDomainBlocksThunk>("domainBlocks/fetch");
const blockDomain = thunkActions<typeof BlockDomainThunk>("domainBlocks/block");

function mark(state: DomainBlocksState, domain: string, unblocked: boolean) {
  if (unblocked) state.unblocked[domain] = true;
  else dropKey(state.unblocked, domain);
}

const isRefused = isAnyOf(unblockDomain.rejected, blockDomain.rejected);

const domainBlocksSlice = createSlice({
  name: "domainBlocks",
  initialState: initialDomainBlocksState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDomainBlocks.pending, (state, action) => {
        loadStarted(state, action.meta.requestId);
      })
      .addCase(fetchDomainBlocks.fulfilled, (state, action) => {
        const { more, domains, next, fetchedAt } = action.payload;
        if (!loadAnswered(state, action.meta.requestId, fetchedAt)) return;
        const kept = more ? state.domains : [];
        const held = new Set(kept);
        state.domains = [...kept, ...domains.filter((d) => !held.has(d))];
        if (!more) state.unblocked = {};
        state.next = next;
      })
      .addCase(fetchDomainBlocks.rejected, (state, action) => {
        loadFailed(state, action);
      })
      .addCase(sessionEnded, () => initialDomainBlocksState)
      .addMatcher(
        isAnyOf(unblockDomain.pending, blockDomain.pending),
        (state, action) => {
          const { domain } = action.meta.arg;
          state.previous.push({
            requestId: action.meta.requestId,
            domain,
            unblocked: state.unblocked[domain] === true,
          });
          mark(state, domain, unblockDomain.pending.match(action));
        },
      )
      .addMatcher(
        isAnyOf(
          unblockDomain.fulfilled,
          blockDomain.fulfilled,
          unblockDomain.rejected,
          blockDomain.rejected,
        ),
        (state, action) => {
          const at = state.previous.findIndex(
            (entry) => entry.requestId === action.meta.requestId,
          );
          const entry = state.previous[at];
          if (!entry) return;
          state.previous.splice(at, 1);
          if (!isRefused(action)) return;
          // A later change of the same domain still on its way stays on
          // screen, and restores what the server last said should it fail.
          const later = state.previous
            .slice(at)
            .find((other) => other.domain === entry.domain);
          if (later) later.unblocked = entry.unblocked;
          else mark(state, entry.domain, entry.unblocked);
        },
      );
  },
});

declare module "../rootReducer" {
  // Module augmentation: the slice joins the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof domainBlocksSlice> {}
}

/** The blocked-domains screen's slice, joining the store with its code. */
export const injectedDomainBlocks =
  domainBlocksSlice.injectInto(combinedReducer);
