import { compareAge } from "../itemOrder";
import { isNumericId } from "../timelines/items";
import type { RootState } from "../rootReducer";
import type { MarkerTimeline } from "./thunks";

function createdAt(
  state: RootState,
  timeline: MarkerTimeline,
  id: string,
): string | undefined {
  return timeline === "home"
    ? state.statuses.byId[id]?.created_at
    : state.notifications?.byId[id]?.created_at;
}

/**
 * Whether `id` would move a reading position forward. Ids that are not
 * numbers are placed by the time of their post or notification; when the
 * one held is not loaded (older than the loaded ones, as a rule) moving on
 * is the better guess.
 */
export function selectIsAheadOfMarker(
  state: RootState,
  timeline: MarkerTimeline,
  id: string,
): boolean {
  const held = state.markers.byTimeline[timeline]?.last_read_id;
  if (held === undefined) return true;
  if (held === id) return false;
  const heldAt = createdAt(state, timeline, held);
  const numeric = isNumericId(id) && isNumericId(held);
  if (!numeric && heldAt === undefined) return true;
  const at = createdAt(state, timeline, id);
  return compareAge({ id, at }, { id: held, at: heldAt }) > 0;
}
