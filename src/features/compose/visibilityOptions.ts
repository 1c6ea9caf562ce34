import type { Features } from "../../api/features";
import type { ComposeVisibility } from "../../store/compose/draft";

/** The visibilities this server takes, Mastodon's four first (spec 01 section 3). */
export function visibilityOptions(features: Features): ComposeVisibility[] {
  const options: ComposeVisibility[] = [
    "public",
    "unlisted",
    "private",
    "direct",
  ];
  if (features.createStatusLocalScope || features.localOnlyStatuses) {
    options.push("local");
  }
  if (features.createStatusListScope) options.push("list");
  if (features.circles) options.push("circle");
  if (features.createStatusMutualsOnlyScope) options.push("mutuals_only");
  return options;
}

/** From most to least public; a reply is never more public than its post. */
const OPENNESS: readonly ComposeVisibility[] = [
  "public",
  "unlisted",
  "private",
  "direct",
];

/** The more restrictive of two of Mastodon's four; others stay as chosen. */
export function narrower(
  chosen: ComposeVisibility,
  replied: ComposeVisibility,
): ComposeVisibility {
  const a = OPENNESS.indexOf(chosen);
  const b = OPENNESS.indexOf(replied);
  if (a < 0 || b < 0) return chosen;
  return b > a ? replied : chosen;
}
