import * as z from "zod/mini";
import { accountSchema } from "./account";
import { customEmojiSchema } from "./emoji";
import { mediaAttachmentSchema } from "./mediaAttachment";
import { dateTime, filteredArray, flag, orNull, text } from "./utils";
import { object } from "./zodInternals";

/** One revision in a status's edit history (Mastodon 3.5+, Pleroma). */
export const statusEditSchema = object({
  content: text,
  spoiler_text: text,
  sensitive: flag(),
  created_at: dateTime,
  account: accountSchema,
  poll: orNull(
    object({ options: filteredArray(object({ title: z.string() })) }),
  ),
  media_attachments: filteredArray(mediaAttachmentSchema),
  emojis: filteredArray(customEmojiSchema),
});

export type StatusEdit = z.infer<typeof statusEditSchema>;
