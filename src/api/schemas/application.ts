import * as z from "zod/mini";
import {
  filteredArray,
  optionalText,
  optionalUrl,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** The app a status was posted with. */
export const applicationSchema = object({
  name: z.string(),
  website: optionalUrl,
});

export type Application = z.infer<typeof applicationSchema>;

function splitRedirectUris(value: string | null): string[] {
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * An app registration (POST /api/v1/apps). Without client credentials login
 * cannot proceed, so those are required. Servers older than Mastodon 4.3, and
 * Pleroma, send only the newline-separated `redirect_uri`.
 */
export const oauthApplicationSchema = z.pipe(
  object({
    id: orNull(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
    name: withFallback(z.string(), ""),
    website: optionalUrl,
    scopes: filteredArray(z.string()),
    redirect_uri: optionalText,
    redirect_uris: filteredArray(z.string()),
    client_id: z.string().check(z.minLength(1)),
    client_secret: z.string().check(z.minLength(1)),
    vapid_key: optionalText,
  }),
  z.transform(({ redirect_uri, ...app }) => ({
    ...app,
    redirect_uris: app.redirect_uris.length
      ? app.redirect_uris
      : splitRedirectUris(redirect_uri),
  })),
);

export type OAuthApplication = z.infer<typeof oauthApplicationSchema>;
