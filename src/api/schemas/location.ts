import * as z from "zod/mini";
import { filteredArray, optionalText, optionalUrl, orNull } from "./utils";
import { object } from "./zodInternals";

/** A place from the location search, attachable to posts and events (Rebased). */
export const locationSchema = object({
  url: optionalUrl,
  description: optionalText,
  country: optionalText,
  locality: optionalText,
  region: optionalText,
  postal_code: optionalText,
  street: optionalText,
  origin_id: optionalText,
  origin_provider: optionalText,
  type: optionalText,
  timezone: optionalText,
  geom: orNull(
    object({
      coordinates: filteredArray(z.number()),
      srid: orNull(z.string()),
    }),
  ),
});

export type Location = z.infer<typeof locationSchema>;
