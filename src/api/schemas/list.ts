import * as z from "zod/mini";
import { flag, idSchema, text, withFallback } from "./utils";
import { object } from "./zodInternals";

/** A list of accounts; servers without `notify` or `favourite` mean false. */
export const listSchema = object({
  id: idSchema,
  title: text,
  replies_policy: withFallback(z.enum(["followed", "list", "none"]), "list"),
  exclusive: flag(),
  notify: flag(),
  favourite: flag(),
});

export type List = z.infer<typeof listSchema>;
