import type { RootState } from "../rootReducer";
import { injectedTopicsSlice } from "./slice";

/**
 * One account's (or the server's) topics, read through the injected slice
 * (it loads with the panel that selects it).
 */
export const selectTopicList = (state: RootState, key: string) =>
  injectedTopicsSlice.selectSlice(state)[key];
