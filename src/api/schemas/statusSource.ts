import * as z from "zod/mini";
import { locationSchema } from "./location";
import { idSchema, orNull, text, withFallback } from "./utils";
import { object } from "./zodInternals";

const textMap = orNull(z.record(z.string(), z.string()));

/** The editable source of a status (`/api/v1/statuses/:id/source`). */
export const statusSourceSchema = object({
  id: idSchema,
  text: text,
  spoiler_text: text,
  content_type: withFallback(z.string().check(z.minLength(1)), "text/plain"),
  location: orNull(locationSchema),
  text_map: textMap,
  spoiler_text_map: textMap,
});

export type StatusSource = z.infer<typeof statusSourceSchema>;
