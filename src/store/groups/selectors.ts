import type { RootState } from "../rootReducer";

export const selectGroupById = (state: RootState, id: string) =>
  state.groups.byId[id];
