import {
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type ActionReducerMapBuilder,
} from "@reduxjs/toolkit";
import type { NotificationPolicy } from "../../api/schemas/notificationPolicy";
import type { StoredNotificationRequest } from "./normalize";
import {
  addPagedListCases,
  mergePage,
  settleTakenOut,
  takeOut,
  type PagedListState,
  type TakenOut,
} from "../pagedList";
import type { NotificationsState } from "./slice";
import type {
  acceptNotificationRequest as AcceptNotificationRequestThunk,
  dismissNotificationRequest as DismissNotificationRequestThunk,
  fetchNotificationRequests as FetchNotificationRequestsThunk,
} from "./thunks";
import type {
  fetchNotificationPolicy as FetchNotificationPolicyThunk,
  updateNotificationPolicy as UpdateNotificationPolicyThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchNotificationRequests = thunkActions<
  typeof FetchNotificationRequestsThunk
>("notifications/fetchRequests");
const dismissNotificationRequest = thunkActions<
  typeof DismissNotificationRequestThunk
>("notifications/dismissRequest");
const acceptNotificationRequest = thunkActions<
  typeof AcceptNotificationRequestThunk
>("notifications/acceptRequest");

const updateNotificationPolicy = thunkActions<
  typeof UpdateNotificationPolicyThunk
>("notifications/updatePolicy");
const fetchNotificationPolicy = thunkActions<
  typeof FetchNotificationPolicyThunk
>("notifications/fetchPolicy");

/**
 * The notification policy and the filtered-notification requests (spec 01
 * "Notification policy / request"), kept in the notifications slice. Policy
 * changes and answered requests show at once and are undone when the server
 * refuses them (STYLE.md section 6).
 *
 * Functions mutate the state in place: they run inside the slice's draft.
 */
export interface NotificationPolicyState {
  policy: NotificationPolicy | null;
  /** Pending policy changes, oldest first, with the policy each replaced. */
  policyRollback: { requestId: string; previous: NotificationPolicy }[];
  requests: PagedListState & {
    items: StoredNotificationRequest[];
    /** Requests being answered: out of `items`, put back on failure. */
    answering: TakenOut<StoredNotificationRequest>[];
  };
}

export const initialPolicyState: NotificationPolicyState = {
  policy: null,
  policyRollback: [],
  requests: {
    items: [],
    next: null,
    isLoading: false,
    answering: [],
  },
};

const ANSWERS = [
  acceptNotificationRequest,
  dismissNotificationRequest,
] as const;

/** Keeps the summary's counts in step with an answered (-1) or restored (+1) request. */
function count(
  state: NotificationsState,
  item: StoredNotificationRequest,
  sign: 1 | -1,
): void {
  const summary = state.policy?.summary;
  if (!summary) return;
  summary.pending_requests_count = Math.max(
    0,
    summary.pending_requests_count + sign,
  );
  summary.pending_notifications_count = Math.max(
    0,
    summary.pending_notifications_count + sign * item.notifications_count,
  );
}

function addPolicyChanges(
  builder: ActionReducerMapBuilder<NotificationsState>,
) {
  builder
    .addCase(fetchNotificationPolicy.fulfilled, (state, action) => {
      state.policy = action.payload.policy;
    })
    .addCase(updateNotificationPolicy.pending, (state, { meta }) => {
      if (!state.policy) return;
      state.policyRollback.push({
        requestId: meta.requestId,
        previous: state.policy,
      });
      state.policy = { ...state.policy, ...meta.arg };
    })
    .addCase(updateNotificationPolicy.fulfilled, (state, action) => {
      const list = state.policyRollback;
      const at = list.findIndex((e) => e.requestId === action.meta.requestId);
      if (at >= 0) list.splice(at, 1);
      // A later change still pending stays on screen; it now undoes to this answer.
      const later = list[Math.max(at, 0)];
      if (later) later.previous = action.payload.policy;
      else state.policy = action.payload.policy;
    })
    .addCase(updateNotificationPolicy.rejected, (state, action) => {
      const list = state.policyRollback;
      const at = list.findIndex((e) => e.requestId === action.meta.requestId);
      const entry = list[at];
      if (!entry) return;
      list.splice(at, 1);
      const later = list[at];
      if (later) later.previous = entry.previous;
      else state.policy = entry.previous;
    });
}

/** Registers the policy and request cases; call before the slice's matchers. */
export function addPolicyCases(
  builder: ActionReducerMapBuilder<NotificationsState>,
): void {
  addPolicyChanges(builder);
  addPagedListCases(
    builder,
    fetchNotificationRequests,
    (state) => state.requests,
    (list, { more, result }) => {
      list.items = mergePage(list.items, result, more, (r) => r.id);
    },
  );
  builder
    .addMatcher(isPending(...ANSWERS), (state, { meta }) => {
      const { items, answering } = state.requests;
      const item = takeOut(
        items,
        answering,
        meta.requestId,
        (r) => r.id === meta.arg.id,
      );
      if (item) count(state, item, -1);
    })
    .addMatcher(
      isAnyOf(isFulfilled(...ANSWERS), isRejected(...ANSWERS)),
      (state, action) => {
        const { items, answering } = state.requests;
        const refused = isRejected(action);
        const entry = settleTakenOut(
          items,
          answering,
          action.meta.requestId,
          refused,
          (r) => r.id,
        );
        if (!entry) return;
        if (refused) {
          count(state, entry.item, 1);
        } else if (acceptNotificationRequest.fulfilled.match(action)) {
          // Its notifications now belong in the list.
          state.stale = true;
        }
      },
    );
}
