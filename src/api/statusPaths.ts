import type { DetectedServer, Family } from "./features";
import {
  del,
  get,
  on,
  post,
  put,
  routeFor,
  type Endpoint,
  type Route,
} from "./familyRoutes";

/**
 * The per-family routes a timeline and its posts use (issue 22): the
 * timelines of a group and of a post's quotes, emoji reactions and
 * translation. Apart from familyPaths' table, which spreads them in and
 * answers for them too, so that the homepage loads these few and not the
 * settings, member and extension routes.
 */

export const PLEROMA_REACTIONS: readonly Family[] = [
  "Akkoma",
  "Mitra",
  "Pleroma",
];

export const STATUS_ROUTES = {
  // Mastodon 4.5 brought quote posts (api_versions.mastodon 7); Fedibird, also "Mastodon", is older.
  quotes: [
    on(
      ["Mastodon"],
      get("/api/v1/statuses/:id/quotes", {
        fields: { quotedStatus: "quoted_status_id" },
      }),
      "4.5.0",
    ),
    get("/api/v1/pleroma/statuses/:id/quotes", {
      fields: { quotedStatus: "quote_id" },
    }),
  ],
  groupTimeline: [
    on(["Pixelfed"], get("/api/v0/groups/:id/feed")),
    get("/api/v1/timelines/group/:id"),
  ],
  reactionAdd: [
    on(PLEROMA_REACTIONS, put("/api/v1/pleroma/statuses/:id/reactions/:emoji")),
    post("/api/v1/statuses/:id/react/:emoji"),
  ],
  reactionRemove: [
    on(PLEROMA_REACTIONS, del("/api/v1/pleroma/statuses/:id/reactions/:emoji")),
    post("/api/v1/statuses/:id/unreact/:emoji"),
  ],
  translate: [
    on(["Akkoma"], get("/api/v1/statuses/:id/translations/:language")),
    post("/api/v1/statuses/:id/translate", { fields: { language: "lang" } }),
  ],
} as const satisfies Record<string, readonly Route[]>;

export type StatusOperation = keyof typeof STATUS_ROUTES;

/** familyPath for the routes above, without familyPaths' whole table. */
export function statusPath(
  server: DetectedServer,
  operation: StatusOperation,
): Endpoint | null {
  return routeFor(STATUS_ROUTES[operation], server);
}
