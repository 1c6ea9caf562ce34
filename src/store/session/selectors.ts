import type { RootState } from "../rootReducer";

export const selectSignedInAccount = (state: RootState) =>
  state.session.me === null ? undefined : state.accounts.byId[state.session.me];
