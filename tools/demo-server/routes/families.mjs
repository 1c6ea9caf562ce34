// The route groups of the families' own features (issue 19), registered
// after every other group: postHooks wraps the status routes already there.
import { addDislikeRoutes } from "../dislikes.mjs";
import { addAntennaRoutes } from "./antennas.mjs";
import { addChatRoutes } from "./chats.mjs";
import { addCircleRoutes } from "./circles.mjs";
import { addDriveRoutes } from "./drive.mjs";
import { addEventRoutes } from "./events.mjs";
import { addFamilyExtraRoutes } from "./familyExtras.mjs";
import { addGroupRoutes } from "./groups.mjs";
import { addPixelfedGroupRoutes } from "./groupsPixelfed.mjs";
import { addInteractionRequestRoutes } from "./interactionRequests.mjs";
import { addStoryRoutes } from "./stories.mjs";
import { addPostHooks } from "./postHooks.mjs";

/** @param {import("../http.mjs").Router} router */
export function addFamilyRoutes(router) {
  addChatRoutes(router);
  addEventRoutes(router);
  addGroupRoutes(router);
  addPixelfedGroupRoutes(router);
  addCircleRoutes(router);
  addAntennaRoutes(router);
  addInteractionRequestRoutes(router);
  addDriveRoutes(router);
  addStoryRoutes(router);
  addFamilyExtraRoutes(router);
  addDislikeRoutes(router);
  addPostHooks(router);
}
