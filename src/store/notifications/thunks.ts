import {
  deleteNotifications,
  getGroupedNotifications,
  getNotificationPolicy,
  getNotificationRequests,
  getNotifications,
  getUnreadNotificationCount,
  patchNotificationPolicy,
  postAcceptNotificationRequest,
  postClearNotifications,
  postDismissNotification,
  postDismissNotificationGroup,
  postDismissNotificationRequest,
  type NotificationParams,
  type NotificationPaging,
  type NotificationPolicyChanges,
} from "../../api/endpoints/notifications";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../api/schemas/notificationType";
import type { ApiClient } from "../../api/client";
import { isFresh } from "../entities";
import { rejectOptional } from "../failure";
import { NOTIFICATION_FILTERS } from "./filters";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { createPagedListThunk } from "../pagedList";
// The selectors load the injected slice: these thunks' answers never reach
// a store without it.
import {
  POLICY_FEATURE,
  selectNotifications,
  selectPolicyEdition,
} from "./selectors";
import {
  normalizeGroupedNotifications,
  normalizeNotificationRequests,
  normalizeNotifications,
} from "./normalize";

// The filters live apart so that the slice reads them without this module.
export {
  isShownUnder,
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from "./filters";

export const NOTIFICATIONS_PAGE_SIZE = 40;

/** Pleroma and Akkoma filter these by their own names (spec 02 section 7.10). */
const PLEROMA_NAMES: Partial<Record<NotificationType, string>> = {
  chat_mention: "pleroma:chat_mention",
  emoji_reaction: "pleroma:emoji_reaction",
  "admin.report": "pleroma:report",
  participation_accepted: "pleroma:participation_accepted",
  participation_request: "pleroma:participation_request",
  event_reminder: "pleroma:event_reminder",
};

/** The types with their Pleroma duplicates, which other servers ignore. */
export function withPleromaNames(types: readonly NotificationType[]): string[] {
  const aliases = types.flatMap((type) => PLEROMA_NAMES[type] ?? []);
  return [...types, ...aliases];
}

/**
 * The filter as request parameters: `types` where the server takes them,
 * else every other type as `exclude_types`; a server with neither gets all
 * and the slice leaves out what does not belong.
 */
function filterParams(state: RootState): NotificationParams {
  const types: readonly NotificationType[] | null =
    NOTIFICATION_FILTERS[selectNotifications(state).filter];
  if (types === null) return {};
  const features = state.instance.features;
  if (features.notificationsIncludeTypes) {
    return { types: withPleromaNames(types) };
  }
  if (features.notificationsExcludeTypes) {
    const others = NOTIFICATION_TYPES.filter((type) => !types.includes(type));
    return { exclude_types: withPleromaNames(others) };
  }
  return {};
}

function paging(state: RootState, more: boolean): NotificationPaging {
  const { next, olderThan } = selectNotifications(state);
  const filter = filterParams(state);
  if (!more) return { limit: NOTIFICATIONS_PAGE_SIZE, ...filter };
  if (next) return { url: next };
  return {
    max_id: olderThan ?? undefined,
    limit: NOTIFICATIONS_PAGE_SIZE,
    ...filter,
  };
}

/**
 * The newest notifications, or with `more` the next older page, under the
 * slice's filter: grouped by the server where it can
 * (features.groupedNotifications), else single notifications grouped by the
 * notifications slice.
 */
export const fetchNotifications = createAppAsyncThunk(
  "notifications/fetch",
  async (arg: { more?: boolean } | undefined, { extra, getState, signal }) => {
    const more = arg?.more ?? false;
    const state = getState();
    const params = paging(state, more);
    const fetchedAt = Date.now();
    if (state.instance.features.groupedNotifications) {
      const page = await getGroupedNotifications(extra.client, params, signal);
      const { result, entities } = normalizeGroupedNotifications(page);
      const next = result.length === 0 ? null : page.next;
      return { grouped: true, more, result, entities, next, fetchedAt };
    }
    const page = await getNotifications(extra.client, params, signal);
    const { result, entities } = normalizeNotifications(page.items);
    const next = page.items.length === 0 ? null : page.next;
    return { grouped: false, more, result, entities, next, fetchedAt };
  },
  {
    // The list shows a failed first page in place (or keeps what it
    // holds); a further page has only the toast to say so.
    silent: (_failure, arg) => arg?.more !== true,
    condition: (arg, { getState }) => {
      const more = arg?.more ?? false;
      const state = selectNotifications(getState());
      if (state.isLoading) return false;
      if (more) return state.next !== null || state.olderThan !== null;
      return state.stale || !isFresh(state.fetchedAt, Date.now());
    },
  },
);

const canFilter = (state: RootState) =>
  state.session.accessToken !== null &&
  state.instance.features.notificationsPolicy;

/** The viewer's notification policy, by the API the server has (selectPolicyEdition). */
export const fetchNotificationPolicy = createAppAsyncThunk(
  "notifications/fetchPolicy",
  async (_arg: undefined, thunk) => {
    const edition = selectPolicyEdition(thunk.getState()) ?? "v2";
    try {
      const { client } = thunk.extra;
      return {
        policy: await getNotificationPolicy(client, edition, thunk.signal),
      };
    } catch (error) {
      // Optional: a server without this edition turns its gate off.
      return rejectOptional(POLICY_FEATURE[edition], error, thunk);
    }
  },
  {
    condition: (_arg, { getState }) =>
      getState().session.accessToken !== null &&
      selectPolicyEdition(getState()) !== null,
  },
);

/**
 * Changes some cases of the policy (the settings form's save); shown at
 * once, undone if the server refuses, whose reasons the form says.
 */
export const updateNotificationPolicy = createAppAsyncThunk(
  "notifications/updatePolicy",
  async (changes: NotificationPolicyChanges, { extra, getState }) => {
    const edition = selectPolicyEdition(getState()) ?? "v2";
    return {
      policy: await patchNotificationPolicy(extra.client, edition, changes),
    };
  },
  { silent: true, fields: true },
);

/** Filtered notifications waiting for a decision, one request per account. */
export const fetchNotificationRequests = createPagedListThunk(
  "notifications/fetchRequests",
  {
    select: (state) => selectNotifications(state).requests,
    canFetch: canFilter,
    feature: "notificationsPolicy",
    getPage: getNotificationRequests,
    normalize: normalizeNotificationRequests,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  },
);

/** Lets an account's filtered notifications through; the list is fetched again. */
export const acceptNotificationRequest = createAppAsyncThunk(
  "notifications/acceptRequest",
  async ({ id }: { id: string }, { extra }) => {
    await postAcceptNotificationRequest(extra.client, id);
    return { id };
  },
);

/** Drops an account's filtered notifications. */
export const dismissNotificationRequest = createAppAsyncThunk(
  "notifications/dismissRequest",
  async ({ id }: { id: string }, { extra }) => {
    await postDismissNotificationRequest(extra.client, id);
    return { id };
  },
);

/**
 * Where the server counts unread notifications itself
 * (`notificationsGetUnreadCount`): by groups where it groups (v2), else by
 * notifications (v1); or not at all, and the markers count. A 404 turns the
 * count off for the session.
 */
export function unreadCountSource(state: RootState): "v2" | "v1" | null {
  const { features } = state.instance;
  if (state.session.accessToken === null) return null;
  if (!features.notificationsGetUnreadCount) return null;
  return features.groupedNotifications ? "v2" : "v1";
}

/**
 * The server's unread count for the badge, with the marker position it was
 * counted from (the slice keeps it only while the marker stays there).
 */
export const fetchUnreadNotificationCount = createAppAsyncThunk(
  "notifications/fetchUnreadCount",
  async (_arg: undefined, { extra, getState, signal }) => {
    const state = getState();
    const lastReadId =
      state.markers.byTimeline.notifications?.last_read_id ?? null;
    const grouped = unreadCountSource(state) === "v2";
    const count = await getUnreadNotificationCount(
      extra.client,
      grouped,
      {},
      signal,
    );
    return { count, lastReadId };
  },
  {
    // The badge falls back to counting by the marker.
    silent: true,
    optional: "notificationsGetUnreadCount",
    condition: (_arg, { getState }) => unreadCountSource(getState()) !== null,
  },
);

/**
 * Dismisses a group of the list on the server: by its key where the server
 * groups, else the notifications held for it, in one call where the family
 * takes several ids (Pleroma and Akkoma), else one call each.
 */
async function dismissGroup(
  client: ApiClient,
  state: RootState,
  key: string,
): Promise<void> {
  if (state.instance.features.groupedNotifications) {
    await postDismissNotificationGroup(client, key);
    return;
  }
  const { members, groups } = selectNotifications(state);
  const ids = members[key] ?? [groups[key]?.most_recent_notification_id ?? key];
  if (ids.length > 1 && state.instance.features.notificationsDismissMultiple) {
    await deleteNotifications(client, ids);
    return;
  }
  await Promise.all(ids.map((id) => postDismissNotification(client, id)));
}

/**
 * Removes one row of the list (a group, with every notification in it).
 * Optimistic: the slice takes it out on `pending` and puts it back on
 * `rejected`.
 */
export const dismissNotification = createAppAsyncThunk(
  "notifications/dismiss",
  async ({ key }: { key: string }, { extra, getState }) => {
    await dismissGroup(extra.client, getState(), key);
    return { key };
  },
);

/**
 * Removes every notification (after the member confirmed). Optimistic: the
 * list empties on `pending` and comes back on `rejected`.
 */
export const clearNotifications = createAppAsyncThunk(
  "notifications/clear",
  async (_arg: undefined, { extra }) => {
    await postClearNotifications(extra.client);
    return {};
  },
);
