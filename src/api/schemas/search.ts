import * as z from "zod/mini";
import { accountSchema } from "./account";
import { groupSchema } from "./group";
import { statusSchema } from "./status";
import { hashtagSchema } from "./tag";
import { filteredArray } from "./utils";
import { object } from "./zodInternals";

/** Old servers (Mastodon v1 search, early Pleroma) list hashtags as bare names. */
const searchHashtagSchema = z.union([
  hashtagSchema,
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((name) => ({ name })),
    ),
    hashtagSchema,
  ),
]);

/** `/api/v2/search` results. */
export const searchResultsSchema = object({
  accounts: filteredArray(accountSchema),
  statuses: filteredArray(statusSchema),
  hashtags: filteredArray(searchHashtagSchema),
  groups: filteredArray(groupSchema),
});

export type SearchResults = z.infer<typeof searchResultsSchema>;
