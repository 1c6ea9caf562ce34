import * as z from "zod/mini";
import type { ApiClient } from "../client";
import {
  applicationSchema,
  oauthApplicationSchema,
  type Application,
  type OAuthApplication,
} from "../schemas/application";
import { tokenSchema, type Token } from "../schemas/token";

/**
 * Apps and OAuth (spec 02 section 7.1). The signed-in account itself is
 * `getVerifyCredentials` in accounts.ts.
 */

export interface AppParams {
  client_name: string;
  /** One URI, or several separated by newlines. */
  redirect_uris: string;
  /** Space-separated. */
  scopes: string;
  website?: string | null;
}

/** Registers a client app; the reply carries its client id and secret. */
export function postApp(
  client: ApiClient,
  params: AppParams,
  signal?: AbortSignal,
): Promise<OAuthApplication> {
  return client.one("POST", "/api/v1/apps", oauthApplicationSchema, {
    body: { ...params },
    signal,
  });
}

interface ClientCredentials {
  client_id: string;
  client_secret: string;
  scope?: string;
}

/** The authorization-code grant; `code_verifier` when the request carried a PKCE challenge. */
export interface AuthorizationCodeGrant extends ClientCredentials {
  grant_type: "authorization_code";
  code: string;
  redirect_uri: string;
  code_verifier?: string;
}

/** The password grant (spec 02 section 7.1), for servers that still offer it. */
export interface PasswordGrant extends ClientCredentials {
  grant_type: "password";
  username: string;
  password: string;
}

export type TokenGrant = AuthorizationCodeGrant | PasswordGrant;

/** Exchanges a grant for an access token. */
export function postToken(
  client: ApiClient,
  grant: TokenGrant,
  signal?: AbortSignal,
): Promise<Token> {
  return client.one("POST", "/oauth/token", tokenSchema, {
    body: { ...grant },
    signal,
  });
}

export interface RevokeParams {
  client_id: string;
  client_secret: string;
  token: string;
}

/** Revokes a token (RFC 7009: the reply carries nothing of use). */
export async function postRevoke(
  client: ApiClient,
  params: RevokeParams,
  signal?: AbortSignal,
): Promise<void> {
  await client.request("POST", "/oauth/revoke", {
    body: { ...params },
    signal,
  });
}

/** The app the current token belongs to (name and website; no secrets). */
export function getVerifyAppCredentials(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Application> {
  return client.one(
    "GET",
    "/api/v1/apps/verify_credentials",
    applicationSchema,
    { signal },
  );
}

/**
 * Iceshrimp.NET: trades the Mastodon token for the key its own
 * `/api/iceshrimp/*` paths take (spec 02 section 7.1). Answers a JSON string.
 */
export function postAuthorizeIceshrimp(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<string> {
  return client.one(
    "POST",
    "/api/v1/accounts/authorize_iceshrimp",
    z.string().check(z.minLength(1)),
    { signal },
  );
}

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  /** Space-separated. */
  scope: string;
  state: string;
  /** The PKCE challenge, or null where the browser cannot hash one. */
  code_challenge: string | null;
  /** Ask who signs in even when the server's own session remembers someone (Mastodon). */
  force_login?: boolean;
}

/**
 * The server's authorization page for the authorization-code grant, which
 * the reader opens (it is navigated to, not fetched).
 */
export function authorizeUrl(
  client: ApiClient,
  { code_challenge, ...params }: AuthorizeParams,
): string {
  return client.url("/oauth/authorize", {
    response_type: "code",
    ...params,
    code_challenge,
    code_challenge_method: code_challenge ? "S256" : null,
  });
}
