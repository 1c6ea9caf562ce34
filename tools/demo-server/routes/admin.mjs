// The admin APIs (issue 16): Mastodon's for `mastodon` and `gotosocial`,
// Pleroma's for `pleroma` and `akkoma`, each answering only what that family
// has (anything else 404, as a server without it would) and only to the
// staff whose role may use it (403 with the family's own message).
import { addMastodonAccountRoutes } from "./adminAccounts.mjs";
import { addMastodonReportRoutes } from "./adminReports.mjs";
import { addMastodonServerRoutes } from "./adminServer.mjs";
import { addSignupBlockRoutes } from "./adminSignupBlocks.mjs";
import { addPleromaUserRoutes } from "./adminPleroma.mjs";
import { addPleromaReportRoutes } from "./adminPleromaReports.mjs";
import { addPleromaContentRoutes } from "./adminPleromaContent.mjs";
import { addPleromaServerRoutes } from "./adminPleromaServer.mjs";

/** @param {import("../http.mjs").Router} router */
export function addAdminRoutes(router) {
  addMastodonAccountRoutes(router);
  addMastodonReportRoutes(router);
  addMastodonServerRoutes(router);
  addSignupBlockRoutes(router);
  // Before the users' `/users/:id`, which would take `/users/invites`.
  addPleromaServerRoutes(router);
  addPleromaContentRoutes(router);
  addPleromaUserRoutes(router);
  addPleromaReportRoutes(router);
}
