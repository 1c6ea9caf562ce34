import * as z from "zod/mini";
import { idSchema, text, urlOrEmpty } from "./utils";
import { object } from "./zodInternals";

/** A mentioned account as a status carries it. */
export const mentionSchema = z.pipe(
  object({
    id: idSchema,
    acct: z.string().check(z.minLength(1)),
    username: text,
    url: urlOrEmpty,
  }),
  z.transform((mention) => ({
    ...mention,
    username: mention.username || (mention.acct.split("@")[0] ?? ""),
  })),
);

export type Mention = z.infer<typeof mentionSchema>;
