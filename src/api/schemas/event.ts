import * as z from "zod/mini";
import {
  countSchema,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** Where an event takes place. */
export const eventLocationSchema = object({
  name: optionalText,
  url: optionalUrl,
  latitude: orNull(z.number().check(z.gte(-90), z.lte(90))),
  longitude: orNull(z.number().check(z.gte(-180), z.lte(180))),
  street: optionalText,
  postal_code: optionalText,
  locality: optionalText,
  region: optionalText,
  country: optionalText,
});

export type EventLocation = z.infer<typeof eventLocationSchema>;

/**
 * An event attached to a status (`pleroma.event`, sent by Rebased).
 * `join_state` is the viewer's participation, null when not joined.
 */
export const eventSchema = object({
  name: z.string(),
  start_time: optionalDateTime,
  end_time: optionalDateTime,
  join_mode: withFallback(
    z.enum(["free", "restricted", "invite", "external"]),
    "free",
  ),
  participants_count: countSchema,
  location: orNull(eventLocationSchema),
  join_state: orNull(z.enum(["pending", "reject", "accept"])),
});

export type Event = z.infer<typeof eventSchema>;
