import { z } from "zod";
import { filteredArray, idSchema, optionalText, orNull, text } from "./utils";

/** A translated poll: option titles only. */
const translatedPollSchema = z.object({
  id: idSchema,
  options: filteredArray(z.object({ title: z.string() })),
});

/** A machine translation of a status (Mastodon 4.0+, Akkoma). */
export const translationSchema = z.object({
  content: text,
  spoiler_text: text,
  language: optionalText,
  detected_source_language: text,
  provider: text,
  media_attachments: filteredArray(
    z.object({ id: idSchema, description: text }),
  ),
  poll: orNull(translatedPollSchema),
});

export type Translation = z.infer<typeof translationSchema>;
