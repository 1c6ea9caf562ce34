import * as z from "zod/mini";
import { flag, optionalText, withFallback } from "./utils";
import { visibilitySchema } from "./visibility";
import { MEDIA_DISPLAYS } from "./mediaDisplay";
import { object } from "./zodInternals";

/**
 * The member's preferences (GET /api/v1/preferences, Mastodon 2.8 and
 * GoToSocial). The server's keys (`posting:default:visibility`) are read
 * into plain names; an unknown media display reads as the default.
 */
export const preferencesSchema = z.pipe(
  object({
    "posting:default:visibility": visibilitySchema,
    "posting:default:sensitive": flag(),
    "posting:default:language": optionalText,
    // Mastodon 4.5 (API v7).
    "posting:default:quote_policy": optionalText,
    "reading:expand:media": withFallback(z.enum(MEDIA_DISPLAYS), "default"),
    "reading:expand:spoilers": flag(),
  }),
  z.transform((raw) => ({
    default_visibility: raw["posting:default:visibility"],
    default_sensitive: raw["posting:default:sensitive"],
    // Mastodon sends "" for "the language of the interface".
    default_language:
      raw["posting:default:language"] === ""
        ? null
        : raw["posting:default:language"],
    default_quote_policy: raw["posting:default:quote_policy"],
    expand_media: raw["reading:expand:media"],
    expand_spoilers: raw["reading:expand:spoilers"],
  })),
);

export type Preferences = z.infer<typeof preferencesSchema>;
