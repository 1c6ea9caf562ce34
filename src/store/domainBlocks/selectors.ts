import type { RootState } from "../rootReducer";
import { injectedDomainBlocks } from "./slice";

export const selectDomainBlocks = (state: RootState) =>
  injectedDomainBlocks.selectSlice(state);

/** Whether a domain of the list is blocked now (not unblocked from the list). */
export const selectIsDomainBlocked = (state: RootState, domain: string) =>
  injectedDomainBlocks.selectSlice(state).unblocked[domain] !== true;
