import type { RootState } from "../rootReducer";
import { injectedRssFeedsSlice } from "./slice";

export const selectRssFeedUrls = (state: RootState): string[] | null =>
  injectedRssFeedsSlice.selectSlice(state).urls;
