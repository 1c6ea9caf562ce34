import * as z from "zod/mini";
import { accountSchema } from "./account";
import { statusSchema } from "./status";
import {
  dateTime,
  idSchema,
  optionalDateTime,
  optionalUrl,
  orNull,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A like, reply or boost waiting for the viewer's approval (GoToSocial 0.17
 * interaction policies; definition `interactionRequest` of its swagger).
 * `status` is the viewer's post interacted with; `reply` the pending reply
 * when `type` is reply. Accepted and rejected requests carry their time.
 */
export const interactionRequestSchema = object({
  id: idSchema,
  type: z.enum(["favourite", "reply", "reblog"]),
  account: accountSchema,
  created_at: dateTime,
  accepted_at: optionalDateTime,
  rejected_at: optionalDateTime,
  status: orNull(statusSchema),
  reply: orNull(statusSchema),
  uri: optionalUrl,
});

export type InteractionRequest = z.infer<typeof interactionRequestSchema>;
