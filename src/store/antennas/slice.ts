import {
  createSlice,
  type ActionReducerMapBuilder,
  type Draft,
  type WithSlice,
} from "@reduxjs/toolkit";
import { addMembersCollectionCases } from "../collections/cases";
import { dropKey } from "../entities";
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

/** Rule changes show at once and are undone if the server refuses them. */
function addRuleCases(builder: ActionReducerMapBuilder<AntennasState>) {
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
  builder.addCase(fetchRules.fulfilled, (state, { payload }) => {
    state.rules[payload.id] = payload.rules;
  });
}

const antennasSlice = createSlice({
  name: "antennas",
  initialState: INITIAL_ANTENNAS,
  reducers: {},
  extraReducers: (builder) => {
    addRuleCases(builder);
    addMembersCollectionCases(builder, {
      entities: (entities) => entities.antennas,
      initial: INITIAL_ANTENNAS,
      collection: {
        fetched: fetchAntennas,
        created: createAntenna,
        deleted: deleteAntenna,
      },
      members: [
        {
          pages: (state) => state.accounts,
          fetch: fetchAccounts,
          add: addAccounts,
          remove: removeAccounts,
        },
        {
          pages: (state) => state.excludedAccounts,
          fetch: fetchExcluded,
          add: addExcluded,
          remove: removeExcluded,
        },
      ],
      search: searchCandidates,
      forget: (state, id) => dropKey(state.rules, id),
    });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof antennasSlice> {}
}

/** Joins the store when the antennas code first loads (see rootReducer.ts). */
export const injectedAntennasSlice = antennasSlice.injectInto(combinedReducer);
