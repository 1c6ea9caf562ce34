import { z } from "zod";
import { accountSchema } from "./account";
import { groupSchema } from "./group";
import { statusSchema } from "./status";
import { hashtagSchema } from "./tag";
import { filteredArray } from "./utils";

/** Old servers (Mastodon v1 search, early Pleroma) list hashtags as bare names. */
const searchHashtagSchema = z.union([
  hashtagSchema,
  z
    .string()
    .transform((name) => ({ name }))
    .pipe(hashtagSchema),
]);

/** `/api/v2/search` results. */
export const searchResultsSchema = z.object({
  accounts: filteredArray(accountSchema),
  statuses: filteredArray(statusSchema),
  hashtags: filteredArray(searchHashtagSchema),
  groups: filteredArray(groupSchema),
});

export type SearchResults = z.infer<typeof searchResultsSchema>;
