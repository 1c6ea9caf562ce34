import * as z from "zod/mini";
import { flag, optionalText, urlOrEmpty } from "./utils";
import { object } from "./zodInternals";

/**
 * A custom emoji. An emoji whose image URL is missing or unsafe keeps an empty
 * URL, so its shortcode is left as text (spec 01 section 5).
 */
export const customEmojiSchema = z.pipe(
  object({
    shortcode: z.string().check(z.minLength(1)),
    url: urlOrEmpty,
    static_url: urlOrEmpty,
    visible_in_picker: flag(true),
    category: optionalText,
  }),
  z.transform((emoji) => ({
    ...emoji,
    static_url: emoji.static_url || emoji.url,
  })),
);

export type CustomEmoji = z.infer<typeof customEmojiSchema>;
