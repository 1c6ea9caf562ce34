import { z } from "zod";
import { flag, optionalText, urlOrEmpty } from "./utils";

/**
 * A custom emoji. An emoji whose image URL is missing or unsafe keeps an empty
 * URL, so its shortcode is left as text (spec 01 section 5).
 */
export const customEmojiSchema = z
  .object({
    shortcode: z.string().min(1),
    url: urlOrEmpty,
    static_url: urlOrEmpty,
    visible_in_picker: flag(true),
    category: optionalText,
  })
  .transform((emoji) => ({
    ...emoji,
    static_url: emoji.static_url || emoji.url,
  }));

export type CustomEmoji = z.infer<typeof customEmojiSchema>;
