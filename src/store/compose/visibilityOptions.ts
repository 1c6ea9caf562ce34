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
