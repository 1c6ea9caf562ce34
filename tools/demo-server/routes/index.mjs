// Every API route group, in match order (fixed paths before `:id` ones).
import { addAccountRoutes } from "./accounts.mjs";
import { addAccountDataRoutes } from "./accountData.mjs";
import { addAccountLifeRoutes } from "./accountLife.mjs";
import { addAdminRoutes } from "./admin.mjs";
import { addAnnouncementRoutes } from "./announcements.mjs";
import { addBlockingRoutes } from "./blocking.mjs";
import { addBookmarkFolderRoutes } from "./bookmarkFolders.mjs";
import { addFilterRoutes } from "./filters.mjs";
import { addReportRoutes } from "./reports.mjs";
import { addDiscoveryRoutes } from "./discovery.mjs";
import { addExtensionRoutes } from "./extensions.mjs";
import { addFamilyRoutes } from "./families.mjs";
import { addInstanceRoutes } from "./instance.mjs";
import { addListRoutes } from "./lists.mjs";
import { addMediaRoutes } from "./media.mjs";
import { addNotificationRoutes } from "./notifications.mjs";
import { addNotificationSettingsRoutes } from "./notificationSettings.mjs";
import { addProfileRoutes } from "./profile.mjs";
import { addScheduledRoutes } from "./scheduled.mjs";
import { addSecurityRoutes } from "./security.mjs";
import { addSessionRoutes } from "./sessions.mjs";
import { addStatusRoutes } from "./statuses.mjs";
import { addTimelineRoutes } from "./timelines.mjs";

/** @param {import("../http.mjs").Router} router */
export function addRoutes(router) {
  addInstanceRoutes(router);
  addAccountRoutes(router);
  addStatusRoutes(router);
  addExtensionRoutes(router);
  addTimelineRoutes(router);
  // Before notifications: its /api/v2/notifications/:group_key would take /policy.
  addNotificationSettingsRoutes(router);
  addNotificationRoutes(router);
  addDiscoveryRoutes(router);
  addListRoutes(router);
  addMediaRoutes(router);
  addScheduledRoutes(router);
  addFilterRoutes(router);
  addBookmarkFolderRoutes(router);
  addAnnouncementRoutes(router);
  addBlockingRoutes(router);
  addReportRoutes(router);
  // The member's account settings (issue 18).
  addProfileRoutes(router);
  addSecurityRoutes(router);
  addSessionRoutes(router);
  addAccountDataRoutes(router);
  addAccountLifeRoutes(router);
  addAdminRoutes(router);
  // The families' own features (issue 19); last, as they wrap the status routes.
  addFamilyRoutes(router);
}
