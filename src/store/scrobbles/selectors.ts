import type { RootState } from "../rootReducer";
import { injectedScrobblesSlice } from "./slice";
import type { ScrobbleList } from "./state";

export const selectScrobbles = (
  state: RootState,
  accountId: string,
): ScrobbleList | undefined =>
  injectedScrobblesSlice.selectSlice(state).byAccount[accountId];
