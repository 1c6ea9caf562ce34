import * as z from "zod/mini";
import { accountSchema } from "./account";
import { statusSchema } from "./status";
import { filteredArray, flag, idSchema, orNull } from "./utils";
import { object } from "./zodInternals";

/** A direct-message conversation. */
export const conversationSchema = object({
  id: idSchema,
  unread: flag(),
  accounts: filteredArray(accountSchema),
  last_status: orNull(statusSchema),
});

export type Conversation = z.infer<typeof conversationSchema>;
