import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type WithSlice,
} from "@reduxjs/toolkit";
import type { AdminRule } from "../../../api/schemas/adminRule";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import {
  emptyCollection,
  itemSaved,
  type Collection,
} from "../collection/collection";
import {
  createRule,
  deleteRule,
  fetchRules,
  moveRuleDown,
  moveRuleUp,
  movedOrder,
  renumbered,
  ruleFromParams,
  updateRule,
} from "./thunks";

export interface AdminRulesState {
  rules: Collection<AdminRule>;
  /** The order before a move the server has not confirmed yet. */
  orderBefore: string[] | null;
}

const initialState: AdminRulesState = {
  rules: emptyCollection(),
  orderBefore: null,
};

export const adminRulesSlice = createSlice({
  name: "adminRules",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(isPending(moveRuleUp, moveRuleDown), (state, action) => {
        const { rules } = state;
        const by = moveRuleUp.pending.match(action) ? -1 : 1;
        const order = movedOrder(rules.ids, { id: action.meta.arg.id, by });
        state.orderBefore ??= rules.ids;
        for (const { id, priority } of renumbered(rules, order)) {
          const rule = rules.byId[id];
          if (!rule) continue;
          rules.parked[id] ??= { item: rule, index: rules.ids.indexOf(id) };
          rules.byId[id] = { ...rule, priority };
        }
        rules.ids = order;
      })
      .addMatcher(
        isFulfilled(moveRuleUp, moveRuleDown),
        (state, { payload }) => {
          for (const rule of payload) itemSaved(state.rules, rule);
          state.orderBefore = null;
        },
      )
      .addMatcher(isRejected(moveRuleUp, moveRuleDown), (state) => {
        const { rules } = state;
        for (const [id, parked] of Object.entries(rules.parked))
          rules.byId[id] = parked.item;
        rules.parked = {};
        if (state.orderBefore) rules.ids = state.orderBefore;
        state.orderBefore = null;
      });
    addCollectionCases(builder, (state) => state.rules, {
      fetch: fetchRules,
      create: createRule,
      provisional: (id, arg) => ruleFromParams(id, arg.params),
      addAt: "end",
      update: updateRule,
      changes: (arg) => arg.params,
      remove: deleteRule,
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminRulesSlice> {}
}

const injected = adminRulesSlice.injectInto(combinedReducer);

export const selectAdminRules = (state: RootState) =>
  injected.selectSlice(state);
