import { createSlice, type Draft, type WithSlice } from "@reduxjs/toolkit";
import { addCollectionCases } from "../collections";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import {
  addMemberChangeCases,
  addMemberPageCases,
  dropEvictedPages,
  type MemberStore,
} from "../memberPages/cases";
import { combinedReducer } from "../rootReducer";
import { thunkActions } from "../thunkActions";
import { INITIAL_ANTENNAS, type AntennasState, type RuleChange } from "./state";
import type {
  addAntennaAccounts as AddAccountsThunk,
  addAntennaRule as AddRuleThunk,
  addExcludedAccounts as AddExcludedThunk,
  createAntenna as CreateThunk,
  deleteAntenna as DeleteThunk,
  fetchAntennaAccounts as FetchAccountsThunk,
  fetchAntennaRules as FetchRulesThunk,
  fetchAntennas as FetchThunk,
  fetchExcludedAccounts as FetchExcludedThunk,
  removeAntennaAccounts as RemoveAccountsThunk,
  removeAntennaRule as RemoveRuleThunk,
  removeExcludedAccounts as RemoveExcludedThunk,
  RuleChangeArg,
  searchAntennaCandidates as SearchThunk,
} from "./thunks";

// The thunks load with the antennas' screens (store/thunkActions.ts).
const fetchAntennas = thunkActions<typeof FetchThunk>("antennas/fetch");
const createAntenna = thunkActions<typeof CreateThunk>("antennas/create");
const deleteAntenna = thunkActions<typeof DeleteThunk>("antennas/delete");
const fetchRules = thunkActions<typeof FetchRulesThunk>("antennas/fetchRules");
const addRule = thunkActions<typeof AddRuleThunk>("antennas/addRule");
const removeRule = thunkActions<typeof RemoveRuleThunk>("antennas/removeRule");
const fetchAccounts = thunkActions<typeof FetchAccountsThunk>(
  "antennas/fetchAccounts",
);
const addAccounts = thunkActions<typeof AddAccountsThunk>(
  "antennas/addAccounts",
);
const removeAccounts = thunkActions<typeof RemoveAccountsThunk>(
  "antennas/removeAccounts",
);
const fetchExcluded = thunkActions<typeof FetchExcludedThunk>(
  "antennas/fetchExcludedAccounts",
);
const addExcluded = thunkActions<typeof AddExcludedThunk>(
  "antennas/addExcludedAccounts",
);
const removeExcluded = thunkActions<typeof RemoveExcludedThunk>(
  "antennas/removeExcludedAccounts",
);
const searchCandidates = thunkActions<typeof SearchThunk>("antennas/search");

const ACCOUNTS: MemberStore<AntennasState> = {
  pages: (state) => state.accounts,
  changes: (state) => state.changes,
};
const EXCLUDED: MemberStore<AntennasState> = {
  pages: (state) => state.excludedAccounts,
  changes: (state) => state.changes,
};

/**
 * Applies a rule change to the held names and records the names it really
 * changed, so undoing a refused one (a duplicate keyword) leaves alone the
 * name that was there before.
 */
function applyRule(
  state: Draft<AntennasState>,
  requestId: string,
  { id, rule, side, names }: RuleChangeArg,
  added: boolean,
): void {
  const held = state.rules[id]?.[rule];
  if (!held) return;
  const current = held[side];
  const changed = added
    ? [...new Set(names)].filter((n) => !current.includes(n))
    : names.filter((n) => current.includes(n));
  held[side] = added
    ? [...current, ...changed]
    : current.filter((n) => !changed.includes(n));
  state.ruleChanges.push({
    requestId,
    antennaId: id,
    rule,
    side,
    added,
    names: changed,
  });
}

function settleRule(
  state: Draft<AntennasState>,
  requestId: string,
  undo: boolean,
): void {
  const at = state.ruleChanges.findIndex((c) => c.requestId === requestId);
  const change: RuleChange | undefined = state.ruleChanges[at];
  if (!change) return;
  state.ruleChanges.splice(at, 1);
  const held = state.rules[change.antennaId]?.[change.rule];
  if (!undo || !held) return;
  const side = held[change.side];
  held[change.side] = change.added
    ? side.filter((n) => !change.names.includes(n))
    : [...side, ...change.names];
}

const antennasSlice = createSlice({
  name: "antennas",
  initialState: INITIAL_ANTENNAS,
  reducers: {},
  extraReducers: (builder) => {
    addCollectionCases(
      builder,
      {
        fetched: fetchAntennas,
        created: createAntenna,
        deleted: deleteAntenna,
      },
      (state, id) => {
        dropKey(state.rules, id);
        dropKey(state.accounts, id);
        dropKey(state.excludedAccounts, id);
      },
    );
    addMemberPageCases(builder, fetchAccounts, ACCOUNTS);
    addMemberChangeCases(builder, addAccounts, removeAccounts, ACCOUNTS);
    addMemberPageCases(builder, fetchExcluded, EXCLUDED);
    addMemberChangeCases(builder, addExcluded, removeExcluded, EXCLUDED);
    for (const [thunk, added] of [
      [addRule, true],
      [removeRule, false],
    ] as const) {
      builder
        .addCase(thunk.pending, (state, { meta }) =>
          applyRule(state, meta.requestId, meta.arg, added),
        )
        .addCase(thunk.fulfilled, (state, { meta }) =>
          settleRule(state, meta.requestId, false),
        )
        .addCase(thunk.rejected, (state, { meta }) =>
          settleRule(state, meta.requestId, true),
        );
    }
    builder
      .addCase(fetchRules.fulfilled, (state, { payload }) => {
        state.rules[payload.id] = payload.rules;
      })
      .addCase(searchCandidates.fulfilled, (state, { payload }) => {
        state.search = { q: payload.q, ids: payload.result };
      })
      .addCase(entitiesEvicted, (state, { payload }) => {
        const gone = new Set(payload.accounts);
        dropEvictedPages(state.accounts, gone);
        dropEvictedPages(state.excludedAccounts, gone);
        if (state.search.ids.some((a) => gone.has(a)))
          state.search = INITIAL_ANTENNAS.search;
      })
      .addCase(sessionEnded, () => INITIAL_ANTENNAS)
      .addMatcher(hasEntities, (state, { payload }) => {
        const antennas = payload.entities.antennas;
        if (antennas) state.byId = upsertEntities(state.byId, antennas);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof antennasSlice> {}
}

/** Joins the store when the antennas code first loads (see rootReducer.ts). */
export const injectedAntennasSlice = antennasSlice.injectInto(combinedReducer);
