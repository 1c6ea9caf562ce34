import * as z from "zod/mini";
import { accountSchema } from "./account";
import { filteredArray, isRecord, optionalText } from "./utils";
import { object } from "./zodInternals";

/** A v1 (or Pixelfed) suggestion is the bare account, with no reason given. */
function liftAccount(raw: unknown): unknown {
  if (!isRecord(raw) || isRecord(raw.account)) return raw;
  return { source: null, sources: [], account: raw };
}

/**
 * A follow suggestion: v2 `{source, sources, account}` (Mastodon 3.4+,
 * Pleroma with v2_suggestions), or a v1 or Pixelfed bare account.
 */
export const suggestionSchema = z.pipe(
  z.transform(liftAccount),
  object({
    source: optionalText,
    sources: filteredArray(z.string()),
    account: accountSchema,
  }),
);

export type Suggestion = z.infer<typeof suggestionSchema>;
