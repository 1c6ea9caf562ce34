import type { RootState } from "../rootReducer";
import { injectedDirectorySlice } from "./slice";

/**
 * One directory query's list, read through the injected slice (it loads with
 * the panel that selects it).
 */
export const selectDirectoryList = (state: RootState, key: string) =>
  injectedDirectorySlice.selectSlice(state)[key];
