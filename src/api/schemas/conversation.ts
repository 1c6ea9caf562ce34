import * as z from "zod/mini";
import { accountSchema } from "./account";
import { statusSchema } from "./status";
import { filteredArray, flag, idSchema, object, orNull } from "./utils";

/** A direct-message conversation. */
export const conversationSchema = object({
  id: idSchema,
  unread: flag(),
  accounts: filteredArray(accountSchema),
  last_status: orNull(statusSchema),
});

export type Conversation = z.infer<typeof conversationSchema>;
