import * as z from "zod/mini";
import { accountSchema } from "./account";
import {
  dateTime,
  idSchema,
  nonNegativeInt,
  optionalText,
  optionalUrl,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A track a member listened to (Pleroma scrobbles, spec 02 section 3).
 * `length` is in milliseconds where the scrobbler sent it.
 */
export const scrobbleSchema = object({
  id: idSchema,
  account: accountSchema,
  created_at: dateTime,
  title: text,
  artist: optionalText,
  album: optionalText,
  external_link: optionalUrl,
  length: orNull(nonNegativeInt),
});

export type Scrobble = z.infer<typeof scrobbleSchema>;
