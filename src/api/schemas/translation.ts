import * as z from "zod/mini";
import {
  filteredArray,
  idSchema,
  isRecord,
  optionalText,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

/** A translated poll: option titles only. */
const translatedPollSchema = object({
  id: idSchema,
  options: filteredArray(object({ title: z.string() })),
});

/**
 * Akkoma (3.2 on; Pleroma's Akkoma-compatible route too) answers GET
 * .../translations/:language with `{detected_language, text}`, the
 * translated HTML: read as Mastodon's `content` and
 * `detected_source_language` where those are absent.
 */
function fromAkkoma(value: unknown): unknown {
  if (!isRecord(value) || "content" in value) return value;
  const { text: translated, detected_language, ...rest } = value;
  return {
    ...rest,
    content: translated,
    detected_source_language:
      value.detected_source_language ?? detected_language,
  };
}

/** A machine translation of a status (Mastodon 4.0+, Akkoma). */
export const translationSchema = z.pipe(
  z.transform(fromAkkoma),
  object({
    content: text,
    spoiler_text: text,
    language: optionalText,
    detected_source_language: text,
    provider: text,
    media_attachments: filteredArray(
      object({ id: idSchema, description: text }),
    ),
    poll: orNull(translatedPollSchema),
  }),
);

export type Translation = z.infer<typeof translationSchema>;
