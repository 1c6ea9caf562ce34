import { familyPath } from "../../src/api/familyPaths";
import { instanceSchema } from "../../src/api/schemas/instance";
import { getFeatures } from "../../src/api/serverFeatures";
import { PLEROMA, serverOf } from "../support/recordingClient";

/**
 * The gates of the families' own features (issue 19), read from instance
 * payloads as each family sends them, and the per-family group routes.
 */

const featuresOf = (instance: Record<string, unknown>) =>
  getFeatures(instanceSchema.parse({ domain: "example.com", ...instance }));

const GATES = [
  "chats",
  "chatsDelete",
  "events",
  "groups",
  "groupsModeration",
  "adminGroups",
  "shoutbox",
  "rssFeedSubscriptions",
  "scrobbles",
  "circles",
  "antennas",
  "interactionRequests",
  "drive",
  "stories",
  "subscriptions",
  "statusDislikes",
] as const;

const on = (instance: Record<string, unknown>) => {
  const features = featuresOf(instance);
  return GATES.filter((gate) => features[gate]);
};

describe("family feature gates", () => {
  it.each([
    [
      "Pleroma with chats, events, groups, the shoutbox and RSS feeds",
      {
        version: "2.7.2 (compatible; Pleroma 2.9.1)",
        pleroma: {
          metadata: {
            features: [
              "pleroma_chat_messages",
              "chat_delete",
              "events",
              "pleroma:groups",
              "shout",
              "rss_feed_subscriptions",
            ],
          },
        },
      },
      [
        "chats",
        "chatsDelete",
        "events",
        "groups",
        "groupsModeration",
        "adminGroups",
        "shoutbox",
        "rssFeedSubscriptions",
        "scrobbles",
      ],
    ],
    [
      "Akkoma advertising nothing extra",
      { version: "2.7.2 (compatible; Akkoma 3.15.2)" },
      [],
    ],
    [
      "a kmyblue server",
      {
        version: "4.3.0",
        fedibird_capabilities: ["kmyblue_circle_history", "kmyblue_antenna"],
      },
      ["circles", "antennas"],
    ],
    [
      "GoToSocial 0.17",
      { version: "0.0.0 (compatible; GoToSocial 0.17.0)" },
      ["interactionRequests"],
    ],
    [
      "GoToSocial 0.16",
      { version: "0.0.0 (compatible; GoToSocial 0.16.0)" },
      [],
    ],
    [
      "Iceshrimp.NET",
      { version: "4.2.1 (compatible; Iceshrimp.NET/2025.1)" },
      ["drive"],
    ],
    [
      "Pixelfed",
      { version: "2.7.2 (compatible; Pixelfed 0.12.4)" },
      ["groups", "stories"],
    ],
    [
      "Mitra",
      { version: "3.0.0 (compatible; Mitra 4.20.0)" },
      ["subscriptions"],
    ],
    [
      "Friendica 2024.12",
      { version: "2.8.0 (compatible; Friendica 2024.12)" },
      ["statusDislikes"],
    ],
  ])("%s", (_, instance, expected) => {
    expect(on(instance)).toEqual(expected);
  });
});

describe("group routes per family", () => {
  const PIXELFED = serverOf("Pixelfed", "0.12.4");
  it.each([
    ["groups", "GET /api/v0/groups/self/list", "GET /api/v1/groups"],
    ["group", "GET /api/v0/groups/:id", "GET /api/v1/groups/:id"],
    [
      "groupJoin",
      "POST /api/v0/groups/:id/join",
      "POST /api/v1/groups/:id/join",
    ],
    [
      "groupLeave",
      "POST /api/v0/groups/:id/leave",
      "POST /api/v1/groups/:id/leave",
    ],
    [
      "groupMembers",
      "GET /api/v0/groups/members/list",
      "GET /api/v1/groups/:id/memberships",
    ],
    [
      "groupBlock",
      "POST /api/v0/groups/:id/admin/blocks/add",
      "POST /api/v1/groups/:id/blocks",
    ],
    [
      "groupUnblock",
      "POST /api/v0/groups/:id/admin/blocks/undo",
      "DELETE /api/v1/groups/:id/blocks",
    ],
    [
      "groupTimeline",
      "GET /api/v0/groups/:id/feed",
      "GET /api/v1/timelines/group/:id",
    ],
  ] as const)("%s: Pixelfed %s, else %s", (operation, pixelfed, others) => {
    const line = (server: typeof PLEROMA) => {
      const endpoint = familyPath(server, operation);
      return endpoint ? `${endpoint.method} ${endpoint.path}` : null;
    };
    expect(line(PIXELFED)).toBe(pixelfed);
    expect(line(PLEROMA)).toBe(others);
    expect(line(serverOf("Mastodon", "4.5.0"))).toBe(others);
  });
});
