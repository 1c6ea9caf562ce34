import * as z from "zod/mini";
import {
  blurhashSchema,
  hexColorSchema,
  idSchema,
  mimeTypeSchema,
  optionalText,
  optionalUrl,
  orNull,
  orUndefined,
  quickly,
  UNSURE,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** A size, rate or duration of at least 0, or undefined. */
const dimension = orUndefined(
  quickly(z.number().check(z.gte(0)), (value) =>
    typeof value === "number" && Number.isFinite(value) && value >= 0
      ? value
      : UNSURE,
  ),
);

/** Size and timing of one rendition (`original`, `small`). */
const mediaSizeSchema = z.partial(
  object({
    width: dimension,
    height: dimension,
    size: orUndefined(z.string()),
    aspect: dimension,
    frame_rate: orUndefined(z.string()),
    duration: dimension,
    bitrate: dimension,
  }),
);

/** A focal point; outside -1..1 it is rejected (spec 01 section 5). */
export const mediaFocusSchema = object({
  x: z.number().check(z.gte(-1), z.lte(1)),
  y: z.number().check(z.gte(-1), z.lte(1)),
});

const mediaColorsSchema = z.partial(
  object({
    background: orUndefined(hexColorSchema),
    foreground: orUndefined(hexColorSchema),
    accent: orUndefined(hexColorSchema),
  }),
);

/** Media metadata; every part is optional and dropped on its own when bad. */
export const mediaMetaSchema = withFallback(
  z.partial(
    object({
      original: orUndefined(mediaSizeSchema),
      small: orUndefined(mediaSizeSchema),
      focus: orUndefined(mediaFocusSchema),
      colors: orUndefined(mediaColorsSchema),
      width: dimension,
      height: dimension,
      size: orUndefined(z.string()),
      aspect: dimension,
      duration: dimension,
      fps: dimension,
      length: orUndefined(z.string()),
      bitrate: dimension,
    }),
  ),
  {},
);

export type MediaMeta = z.infer<typeof mediaMetaSchema>;

/** The only types the client knows; Pleroma and Mitra send others. */
export const MEDIA_TYPES = [
  "image",
  "video",
  "gifv",
  "audio",
  "unknown",
] as const;

/**
 * A media attachment (spec 01 "Media attachment"). An unknown type becomes
 * `unknown` and an invalid blurhash becomes null, rather than losing the
 * attachment. `url` is null while Mastodon still processes an upload.
 */
export const mediaAttachmentSchema = z.pipe(
  object({
    id: idSchema,
    type: withFallback(z.enum(MEDIA_TYPES), "unknown"),
    url: optionalUrl,
    preview_url: optionalUrl,
    remote_url: optionalUrl,
    description: optionalText,
    blurhash: orNull(blurhashSchema),
    mime_type: orNull(mimeTypeSchema),
    meta: mediaMetaSchema,
    // Pleroma reports the MIME type under `pleroma.mime_type`.
    pleroma: withFallback(object({ mime_type: orNull(mimeTypeSchema) }), {
      mime_type: null,
    }),
  }),
  z.transform(({ pleroma, ...attachment }) => ({
    ...attachment,
    mime_type: attachment.mime_type ?? pleroma.mime_type,
  })),
);

export type MediaAttachment = z.infer<typeof mediaAttachmentSchema>;
