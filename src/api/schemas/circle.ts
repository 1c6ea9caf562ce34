import * as z from "zod/mini";
import { idSchema, text } from "./utils";
import { object } from "./zodInternals";

/**
 * A circle (kmyblue and Fedibird): a set of accounts a post can be addressed
 * to. kmyblue's REST::CircleSerializer sends `id` and `title`.
 */
export const circleSchema = object({
  id: idSchema,
  title: text,
});

export type Circle = z.infer<typeof circleSchema>;
