import type { RootState } from "../rootReducer";

export const selectRelationshipById = (state: RootState, accountId: string) =>
  state.relationships.byId[accountId];
