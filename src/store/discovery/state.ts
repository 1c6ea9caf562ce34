import type { PreviewCard } from "../../api/schemas/previewCard";
import type { Hashtag } from "../../api/schemas/tag";
import { notLoaded, type LoadState } from "../loadState";
import type { TakenOut } from "../pagedList";
import type { RootState } from "../rootReducer";

/** A list paged by offset: where the next page starts, null at the end. */
export interface OffsetList extends LoadState {
  nextOffset: number | null;
}

export interface SuggestionsState extends LoadState {
  ids: string[];
  /** Suggestions being dismissed: out of `ids`, put back on a refusal. */
  dismissing: TakenOut<string>[];
}

/**
 * Discovery (issue 17): what is trending (hashtags and links as the server
 * sends them, posts as ids into the statuses) and who the server suggests
 * following. Dismissed suggestions leave the list at once and
 * come back where they were if the server refuses.
 */
export interface DiscoveryState {
  tags: OffsetList & { items: Hashtag[] };
  statuses: OffsetList & { ids: string[] };
  links: OffsetList & { items: PreviewCard[] };
  suggestions: SuggestionsState;
}

export const offsetList = (): OffsetList => ({ ...notLoaded(), nextOffset: 0 });

export const noSuggestions = (): SuggestionsState => ({
  ...notLoaded(),
  ids: [],
  dismissing: [],
});

export const initialDiscoveryState: DiscoveryState = {
  tags: { ...offsetList(), items: [] },
  statuses: { ...offsetList(), ids: [] },
  links: { ...offsetList(), items: [] },
  suggestions: noSuggestions(),
};

/** The slice's state; before the explore screen's code loads (`slice.ts`), none is held. */
export const readDiscovery = (state: RootState): DiscoveryState =>
  state.discovery ?? initialDiscoveryState;
