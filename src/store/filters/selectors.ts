import { createSelector } from "@reduxjs/toolkit";
import type { FilterContext } from "../../api/endpoints/filters";
import type { StoredPoll, StoredStatus } from "../normalize";
import type { RootState } from "../rootReducer";
import { filterApiOf } from "./thunks";
import { htmlText, judgePost, type FilterVerdict } from "./match";
import type { StoredFilter } from "./normalize";

export type { FilterVerdict } from "./match";

const NO_FILTERS: readonly StoredFilter[] = [];

/** The viewer's filters in the server's order, without those being deleted; null until loaded. */
export const selectFilters = createSelector(
  [
    (state: RootState) => state.filters.order,
    (state: RootState) => state.filters.byId,
    (state: RootState) => state.filters.deleting,
  ],
  (order, byId, deleting): readonly StoredFilter[] | null => {
    if (order === null) return null;
    const filters = order.flatMap((id) => {
      const filter = byId[id];
      return filter && !(id in deleting) ? [filter] : [];
    });
    return filters.length === 0 ? NO_FILTERS : filters;
  },
);

export const selectFilterById = (state: RootState, id: string) =>
  state.filters.byId[id];

/** Which filter API the server speaks ("v1", "v2"), or null: no filters. */
export const selectFilterApi = (state: RootState) =>
  filterApiOf(state.instance.features);

/**
 * Whether posts can be shown without a flash of what the filters hide: a
 * visitor, a server without filters, or the filters' first load has answered
 * (or failed: the server's own results still apply).
 */
export const selectFiltersSettled = (state: RootState): boolean =>
  state.session.accessToken === null ||
  selectFilterApi(state) === null ||
  state.filters.settledFor !== null;

const texts = new WeakMap<StoredStatus, string>();

/** What keywords are matched against, as Mastodon's `searchable_text`. */
function searchableText(
  status: StoredStatus,
  poll: StoredPoll | undefined,
): string {
  const known = texts.get(status);
  if (known !== undefined) return known;
  const text = [
    status.spoiler_text,
    htmlText(status.content),
    ...(poll?.options.map((option) => option.title) ?? []),
    ...status.media_attachments.map((m) => m.description ?? ""),
  ].join("\n\n");
  texts.set(status, text);
  return text;
}

interface Judged {
  filters: readonly StoredFilter[] | null;
  context: FilterContext;
  clock: number;
  wrapper: StoredStatus;
  verdict: FilterVerdict | null;
}

/** The last verdict per displayed status: entities are replaced, never changed, on update. */
const verdicts = new WeakMap<StoredStatus, Judged>();

/**
 * What the viewer's filters do to the post `id` (a boost: to the boosted
 * post) in `context`, or null: shown as it is. Null without a context (a
 * screen where filters do not apply) and for the viewer's own posts, as in
 * Mastodon. The same object comes back while nothing it depends on changed.
 */
export function selectFilterVerdict(
  state: RootState,
  id: string,
  context: FilterContext | null,
): FilterVerdict | null {
  if (context === null) return null;
  const wrapper = state.statuses.byId[id];
  if (!wrapper) return null;
  const status =
    (wrapper.reblog_id !== null
      ? state.statuses.byId[wrapper.reblog_id]
      : undefined) ?? wrapper;
  if (status.account_id === state.session.me) return null;
  const filters = selectFilters(state);
  if (filters !== null && filters.length === 0) return null;
  if (
    filters === null &&
    status.filtered.length === 0 &&
    wrapper.filtered.length === 0
  ) {
    return null;
  }
  const { clock } = state.filters;
  const held = verdicts.get(status);
  if (
    held?.filters === filters &&
    held.context === context &&
    held.clock === clock &&
    held.wrapper === wrapper
  ) {
    return held.verdict;
  }
  const poll =
    status.poll_id === null ? undefined : state.polls.byId[status.poll_id];
  const boosted = wrapper !== status;
  const verdict = judgePost(
    {
      id: status.id,
      boostId: boosted ? wrapper.id : null,
      text: searchableText(status, poll),
      results: boosted
        ? [...status.filtered, ...wrapper.filtered]
        : status.filtered,
    },
    filters,
    context,
    clock,
  );
  verdicts.set(status, { filters, context, clock, wrapper, verdict });
  return verdict;
}

/** Whether a hide filter takes the post out of `context`. */
export const selectIsFilteredOut = (
  state: RootState,
  id: string,
  context: FilterContext | null,
): boolean => selectFilterVerdict(state, id, context)?.hide === true;

/** The soonest expiry still to come among the loaded filters (ms), or null. */
export function selectNextFilterExpiry(state: RootState): number | null {
  const filters = selectFilters(state);
  let next: number | null = null;
  for (const filter of filters ?? NO_FILTERS) {
    if (filter.expires_at === null) continue;
    const at = Date.parse(filter.expires_at);
    if (at > state.filters.clock && (next === null || at < next)) next = at;
  }
  return next;
}
