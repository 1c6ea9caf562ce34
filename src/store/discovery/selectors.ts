import type { RootState } from "../rootReducer";
import { injectedDiscovery } from "./slice";

const discovery = (state: RootState) => injectedDiscovery.selectSlice(state);

export const selectTrendingTags = (state: RootState) => discovery(state).tags;
export const selectTrendingStatuses = (state: RootState) =>
  discovery(state).statuses;
export const selectTrendingLinks = (state: RootState) => discovery(state).links;
export const selectSuggestions = (state: RootState) =>
  discovery(state).suggestions;
