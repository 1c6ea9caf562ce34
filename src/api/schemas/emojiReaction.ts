import * as z from "zod/mini";
import { accountSchema } from "./account";
import { filteredArray, flag, nonNegativeInt, optionalUrl } from "./utils";
import { object } from "./zodInternals";

/**
 * An emoji reaction on a status (Pleroma, Akkoma, Fedibird). The count must be
 * an integer of at least 0, else the reaction is dropped (spec 01 section 5);
 * `url` is set for custom emoji only. `accounts` is filled when the server was
 * asked for reacting accounts (Pleroma's reactions endpoint).
 */
export const emojiReactionSchema = z.pipe(
  object({
    name: z.string().check(z.minLength(1)),
    count: nonNegativeInt,
    me: flag(),
    url: optionalUrl,
    static_url: optionalUrl,
    accounts: filteredArray(accountSchema),
  }),
  z.transform((reaction) => ({
    ...reaction,
    static_url: reaction.static_url ?? reaction.url,
  })),
);

export type EmojiReaction = z.infer<typeof emojiReactionSchema>;
