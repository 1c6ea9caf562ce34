import * as z from "zod/mini";
import {
  countSchema,
  countValue,
  idSchema,
  optionalDateTime,
  orNull,
  orUndefined,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A saved reading position. Pleroma also counts what is unread past it, as
 * `pleroma.unread_count`.
 */
export const markerSchema = z.pipe(
  object({
    last_read_id: idSchema,
    version: countSchema,
    updated_at: optionalDateTime,
    unread_count: orNull(countValue),
    pleroma: withFallback(object({ unread_count: orNull(countValue) }), {
      unread_count: null,
    }),
  }),
  z.transform(({ pleroma, ...marker }) => ({
    ...marker,
    unread_count: marker.unread_count ?? pleroma.unread_count,
  })),
);

export type Marker = z.infer<typeof markerSchema>;

/** `/api/v1/markers`: a marker per timeline; a missing or bad one is absent. */
export const markersSchema = object({
  home: orUndefined(markerSchema),
  notifications: orUndefined(markerSchema),
});

export type Markers = z.infer<typeof markersSchema>;
