import * as z from "zod/mini";
import { withFallback } from "./utils";

/**
 * Post visibilities. Besides Mastodon's four: `local` (Pleroma, Akkoma and
 * Hometown local-only posts), `list` (Pleroma list-scoped posts),
 * `circle` (kmyblue), `mutuals_only` (GoToSocial; kmyblue's `mutual`
 * scope reads as it), `subscribers` (Mitra) and `limited` (kmyblue's
 * other limited scopes: a reply in a limited thread, or no one but the
 * author).
 */
export const VISIBILITIES = [
  "public",
  "unlisted",
  "private",
  "direct",
  "local",
  "list",
  "circle",
  "mutuals_only",
  "subscribers",
  "limited",
] as const;

/** A visibility; anything else reads as public (spec 01 section 5 leniency). */
export const visibilitySchema = withFallback(z.enum(VISIBILITIES), "public");

export type Visibility = z.infer<typeof visibilitySchema>;
