import type { RootState } from "../rootReducer";

export const selectPollById = (state: RootState, id: string) =>
  state.polls.byId[id];
