import type { Features } from "../../api/features";
import { COMPOSE_VISIBILITIES, type ComposeVisibility } from "./draft";

/**
 * Whether this server takes each visibility. Every one is named, so a
 * visibility the schema gains is offered only once someone says where.
 */
const TAKES: Record<ComposeVisibility, (features: Features) => boolean> = {
  public: () => true,
  unlisted: () => true,
  private: () => true,
  direct: () => true,
  local: (f) => f.createStatusLocalScope || f.localOnlyStatuses,
  list: (f) => f.createStatusListScope,
  circle: (f) => f.circles,
  mutuals_only: (f) =>
    f.createStatusMutualsOnlyScope || f.createStatusMutualScope,
};

/** The visibilities this server takes, Mastodon's four first (spec 01 section 3). */
export function visibilityOptions(features: Features): ComposeVisibility[] {
  return COMPOSE_VISIBILITIES.filter((visibility) =>
    TAKES[visibility](features),
  );
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
