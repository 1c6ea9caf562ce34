import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  FEATURES,
  FEATURE_NAMES,
  type Condition,
  type FeatureName,
} from "../../src/api/features";

/*
 * The README's table of the families' own features (issue 19): each
 * feature, the gate it needs, where the feature table turns that gate on,
 * and the screen that offers it. The gates and their conditions come from
 * src/api/features.ts; only the feature's name and screen are written here.
 * `npm run readme:features` writes it between the markers in README.md, and
 * __tests__/tools/featureTable.test.ts fails when the README's table differs.
 */

interface FamilyFeature {
  feature: string;
  gate: FeatureName;
  /** Where a member finds it; null when no screen offers it yet. */
  screen: string | null;
}

export const FAMILY_FEATURES: readonly FamilyFeature[] = [
  {
    feature: "Interaction requests",
    gate: "interactionRequests",
    screen: "`/interaction_requests` (from the notifications)",
  },
  {
    feature: "Events",
    gate: "events",
    screen:
      "`/events`, `/events/new`, `/@user/events/<id>` and its participations and participation_requests",
  },
  { feature: "Chats", gate: "chats", screen: "`/chats`, `/chats/<id>`" },
  { feature: "Deleting a chat", gate: "chatsDelete", screen: "`/chats/<id>`" },
  {
    feature: "Posting to a circle",
    gate: "circles",
    screen: "the composer's visibility menu",
  },
  {
    feature: "Circles managed like lists",
    gate: "circles",
    screen: "`/circles`, `/circles/<id>` (members and the circle's posts)",
  },
  {
    feature: "Antennas",
    gate: "antennas",
    screen: "`/antennas`, `/antennas/<id>` (the posts caught, the rules)",
  },
  {
    feature: "Groups",
    gate: "groups",
    screen: "`/groups`, `/groups/<id>` (account menu)",
  },
  {
    feature: "Group moderation",
    gate: "groupsModeration",
    screen: "`/groups/<id>/members`",
  },
  {
    feature: "Groups for staff",
    gate: "adminGroups",
    screen: "`/admin/groups` (the staff console)",
  },
  {
    feature: "Iceshrimp drive",
    gate: "drive",
    screen: '`/drive`, `/drive/<folder id>`; the composer\'s "From drive"',
  },
  {
    feature: "Pixelfed stories",
    gate: "stories",
    screen: "`/home`: the stories strip above the timeline",
  },
  {
    feature: "Dislikes (Friendica)",
    gate: "statusDislikes",
    screen: "a post's Dislike, with its count",
  },
  {
    feature: "Mitra paid subscriptions",
    gate: "subscriptions",
    screen: 'a profile\'s "Subscribe"; `/settings/subscriptions`',
  },
  { feature: "Shoutbox", gate: "shoutbox", screen: null },
  {
    feature: "RSS feed subscriptions",
    gate: "rssFeedSubscriptions",
    screen: "`/settings/rss`",
  },
  {
    feature: "Scrobbles",
    gate: "scrobbles",
    screen: "`/@user/listening` (a profile tab)",
  },
  {
    feature: "Local-only posts",
    gate: "createStatusLocalScope",
    screen: "the composer's visibility menu",
  },
  {
    feature: "Mutuals-only posts",
    gate: "createStatusMutualsOnlyScope",
    screen: "the composer's visibility menu",
  },
  {
    feature: "Mutuals-only posts (kmyblue `mutual`)",
    gate: "createStatusMutualScope",
    screen: "the composer's visibility menu",
  },
];

function describe(condition: Condition): string {
  if ("family" in condition) {
    const since = condition.minVersion ? ` ≥ ${condition.minVersion}` : "";
    const build = condition.build ? ` (${condition.build})` : "";
    return `${condition.family}${since}${build}`;
  }
  if ("apiVersion" in condition) {
    const [name, kind] = condition.apiVersion.split(/\.(?=[^.]+$)/);
    if (kind === "pleroma") return `Pleroma feature \`${name ?? ""}\``;
    if (kind === "fedibird") return `Fedibird capability \`${name ?? ""}\``;
    return `\`api_versions.${condition.apiVersion}\` ≥ ${String(condition.min)}`;
  }
  if ("capability" in condition)
    return `capability \`${condition.capability}\``;
  if ("notFamily" in condition) return `not ${condition.notFamily.join(", ")}`;
  if ("all" in condition) return condition.all.map(describe).join(" and ");
  return condition.any.map(describe).join(" or ");
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The table as Markdown, one row per family feature. */
export function renderFeatureTable(): string {
  const lines = [
    "| feature | gate | turned on by | screen |",
    "| --- | --- | --- | --- |",
  ];
  for (const { feature, gate, screen } of FAMILY_FEATURES) {
    const where = FEATURES[gate].map(describe).join("; ") || "never";
    lines.push(
      `| ${cell(feature)} | \`${gate}\` | ${cell(where)} | ${cell(screen ?? "not offered yet")} |`,
    );
  }
  return lines.join("\n");
}

export const START = "<!-- family-features:start -->";
export const END = "<!-- family-features:end -->";

/** The README with the table written between its markers. */
export function withFeatureTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`README.md lacks the markers ${START} … ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${renderFeatureTable()}\n\n${readme.slice(end)}`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * The gates of the feature table that the app reads: named in src/ outside
 * src/api/features.ts, as a string (`selectSupports(state, "events")`,
 * `optional: "events"`) or as a property of the features object
 * (`features.events`, `f.events`).
 */
export function readGates(root: string): FeatureName[] {
  const table = path.join(root, "src", "api", "features.ts");
  const text = sourceFiles(path.join(root, "src"))
    .filter((file) => file !== table)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  return FEATURE_NAMES.filter((gate) =>
    new RegExp(
      `["'\`]${gate}["'\`]|\\b(?:features|f)\\s*\\??\\.\\s*${gate}\\b`,
    ).test(text),
  );
}
