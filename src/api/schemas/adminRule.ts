import * as z from "zod/mini";
import { idSchema, optionalDateTime, orNull, text } from "./utils";
import { object } from "./zodInternals";

/**
 * A server rule as staff edit it: GoToSocial's carry text only, Pleroma's
 * (2.7) a hint and a priority that orders them too.
 */
export const adminRuleSchema = object({
  id: idSchema,
  text: text,
  hint: text,
  priority: orNull(z.number().check(z.int())),
  created_at: optionalDateTime,
  updated_at: optionalDateTime,
});

export type AdminRule = z.infer<typeof adminRuleSchema>;
