import type { EntitiesPayload } from "../entities";
import { compareAge } from "../itemOrder";
import type { GroupingState } from "./grouping";
import type { StoredNotificationGroup } from "./normalize";

/**
 * The server's unread count (GET /notifications/unread_count) as the badge
 * shows it. It holds for the marker position it was counted from; streamed
 * notifications and dismissals adjust it until the next count, and `stale`
 * asks for that count.
 *
 * Functions mutate the state in place: they run inside the slice's draft.
 */
export interface UnreadCount {
  count: number;
  /** The notifications marker when the server counted. */
  lastReadId: string | null;
  stale: boolean;
}

export interface UnreadState extends GroupingState {
  unread: UnreadCount | null;
}

function isUnread(group: StoredNotificationGroup, lastReadId: string | null) {
  if (lastReadId === null) return true;
  return (
    compareAge(
      { id: group.most_recent_notification_id, at: null },
      { id: lastReadId, at: null },
    ) > 0
  );
}

/** How much a group adds to the count: one for a server group, else its notifications. */
const weight = (group: StoredNotificationGroup) =>
  group.client ? group.notifications_count : 1;

/** A streamed notification not held yet counts, unless its server group already does. */
export function countReceived(
  state: UnreadState,
  payload: EntitiesPayload & { id: string },
): void {
  const { unread } = state;
  const n = payload.entities.notifications?.[payload.id];
  if (!unread || !n || n.type === "chat_mention") return;
  if (state.byId[payload.id]) return;
  const group = state.groups[n.group_key];
  if (group && !group.client && isUnread(group, unread.lastReadId)) return;
  unread.count += 1;
}

/** Groups taken out of the list no longer count (until the server counts again). */
export function countRemoved(state: UnreadState, keys: readonly string[]) {
  const { unread } = state;
  if (!unread) return;
  for (const key of keys) {
    const group = state.groups[key];
    if (group && isUnread(group, unread.lastReadId))
      unread.count = Math.max(0, unread.count - weight(group));
  }
}

/** After a dismissal or a clearing, whatever the outcome, the server counts again. */
export function markUnreadStale(state: UnreadState): void {
  if (state.unread) state.unread.stale = true;
}
