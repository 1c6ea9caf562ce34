import * as z from "zod/mini";
import { idSchema, isRecord, optionalText, optionalUrl } from "./utils";
import { object } from "./zodInternals";

/** Pleroma names a folder `name`, the kmyblue-style categories `title`: read either. */
function liftTitle(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.name === "string") return raw;
  return { ...raw, name: raw.title };
}

/**
 * A bookmark folder (Pleroma, Akkoma) or category (kmyblue-style Mastodon
 * forks). Only Pleroma's carry an emoji; a folder without a name is dropped.
 */
export const bookmarkFolderSchema = z.pipe(
  z.transform(liftTitle),
  object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    emoji: optionalText,
    emoji_url: optionalUrl,
  }),
);

export type BookmarkFolder = z.infer<typeof bookmarkFolderSchema>;
