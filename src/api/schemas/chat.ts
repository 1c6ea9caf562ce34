import * as z from "zod/mini";
import { accountSchema } from "./account";
import { customEmojiSchema } from "./emoji";
import { mediaAttachmentSchema } from "./mediaAttachment";
import { previewCardSchema } from "./previewCard";
import {
  countSchema,
  dateTime,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

/** A chat message (Pleroma chats, Truth Social). */
export const chatMessageSchema = object({
  id: idSchema,
  chat_id: idSchema,
  account_id: idSchema,
  content: text,
  created_at: dateTime,
  attachment: orNull(mediaAttachmentSchema),
  card: orNull(previewCardSchema),
  emojis: filteredArray(customEmojiSchema),
  unread: flag(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A one-to-one chat; `unread` is the number of unread messages. */
export const chatSchema = object({
  id: idSchema,
  account: accountSchema,
  unread: countSchema,
  last_message: orNull(chatMessageSchema),
  updated_at: optionalDateTime,
});

export type Chat = z.infer<typeof chatSchema>;
