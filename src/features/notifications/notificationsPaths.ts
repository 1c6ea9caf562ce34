import { paths } from "../../utils/paths";
import type { NotificationFilter } from "../../store/thunks/notifications";

/** The notification routes with the filter typed (built in `utils/paths.ts`). */
export const notificationsPaths = {
  notifications: (filter: NotificationFilter = "all") =>
    paths.notifications(filter),
  followRequests: paths.followRequests,
} as const;
