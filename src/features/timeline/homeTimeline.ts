import type { HomePage } from "../../config";
import { hashtagTimelineKey } from "../../store/keys";

/**
 * The timeline the homepage shows: the local public timeline, or the hashtag
 * the operator configured as `homePage`. The bootstrap fetches it as soon as
 * the instance is known (app/routes.tsx), before the screen's chunk arrives.
 */
export function homeTimelineKey(homePage: HomePage): string {
  return homePage.type === "hashtag"
    ? hashtagTimelineKey(homePage.hashtag)
    : "public:local";
}
