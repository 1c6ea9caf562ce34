import * as z from "zod/mini";
import {
  filteredArray,
  idSchema,
  isRecord,
  optionalDateTime,
  optionalText,
  optionalUrl,
} from "./utils";
import { object } from "./zodInternals";

/**
 * GoToSocial names the app in an `application` object and the scopes in one
 * `scope` string; Pleroma and Akkoma send `app_name` and no scopes. Both are
 * read into spec 02's OAuth token record.
 */
function liftTokenInfo(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const app = isRecord(raw.application) ? raw.application : {};
  const scope = typeof raw.scope === "string" ? raw.scope : "";
  return {
    ...raw,
    app_name: raw.app_name ?? app.name,
    app_website: raw.app_website ?? app.website,
    scopes: raw.scopes ?? scope.split(/\s+/).filter(Boolean),
  };
}

/**
 * A signed-in session of the member (spec 02 "OAuth token record"): GET
 * /api/oauth_tokens (Pleroma, Akkoma) or /api/v1/tokens (GoToSocial 0.18.2).
 * Pleroma's `valid_until` has no zone and microseconds ("2121-11-24T15:51:08.234234"),
 * read as UTC.
 */
export const oauthSessionSchema = z.pipe(
  z.transform(liftTokenInfo),
  object({
    id: idSchema,
    app_name: optionalText,
    app_website: optionalUrl,
    created_at: optionalDateTime,
    valid_until: optionalDateTime,
    last_used: optionalDateTime,
    scopes: filteredArray(z.string()),
  }),
);

export type OauthSession = z.infer<typeof oauthSessionSchema>;
