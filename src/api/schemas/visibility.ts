import * as z from "zod/mini";
import { withFallback } from "./utils";

/**
 * Post visibilities. Besides Mastodon's four: `local` (Pleroma, Akkoma and
 * Hometown local-only posts), `list` (Pleroma list-scoped posts),
 * `mutuals_only` (GoToSocial) and `subscribers` (Mitra).
 */
export const VISIBILITIES = [
  "public",
  "unlisted",
  "private",
  "direct",
  "local",
  "list",
  "mutuals_only",
  "subscribers",
] as const;

/** A visibility; anything else reads as public (spec 01 section 5 leniency). */
export const visibilitySchema = withFallback(z.enum(VISIBILITIES), "public");

export type Visibility = z.infer<typeof visibilitySchema>;
