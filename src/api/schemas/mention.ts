import { z } from "zod";
import { idSchema, text, urlOrEmpty } from "./utils";

/** A mentioned account as a status carries it. */
export const mentionSchema = z
  .object({
    id: idSchema,
    acct: z.string().min(1),
    username: text,
    url: urlOrEmpty,
  })
  .transform((mention) => ({
    ...mention,
    username: mention.username || (mention.acct.split("@")[0] ?? ""),
  }));

export type Mention = z.infer<typeof mentionSchema>;
