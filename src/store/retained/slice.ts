import { dropKey } from "../entities";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * What open screens hold on to, by reference count: the garbage collector
 * (`gc.ts`) never evicts these, nor what they reference. A thread screen
 * retains its focus status (and with it the whole thread), a profile its
 * account, a timeline screen its timeline key.
 */
export interface RetainedState {
  statuses: Record<string, number>;
  accounts: Record<string, number>;
  timelines: Record<string, number>;
}

export interface RetainedIds {
  statuses?: string[];
  accounts?: string[];
  timelines?: string[];
}

const initialState: RetainedState = {
  statuses: {},
  accounts: {},
  timelines: {},
};

const KINDS = ["statuses", "accounts", "timelines"] as const;

function adjust(state: RetainedState, ids: RetainedIds, by: 1 | -1): void {
  for (const kind of KINDS) {
    const counts = state[kind];
    for (const id of ids[kind] ?? []) {
      const count = (counts[id] ?? 0) + by;
      if (count > 0) counts[id] = count;
      else dropKey(counts, id);
    }
  }
}

const retainedSlice = createSlice({
  name: "retained",
  initialState,
  reducers: {
    entitiesRetained(state, action: PayloadAction<RetainedIds>) {
      adjust(state, action.payload, 1);
    },
    entitiesReleased(state, action: PayloadAction<RetainedIds>) {
      adjust(state, action.payload, -1);
    },
  },
});

export const { entitiesRetained, entitiesReleased } = retainedSlice.actions;
export const retainedReducer = retainedSlice.reducer;
