import * as z from "zod/mini";
import {
  appKey,
  PENDING_KEY,
  pendingSignInSchema,
  readJson,
  remove,
  write,
  type PendingSignIn,
} from "./persistence";

/**
 * What only signing in keeps (persistence.ts describes the keys): the client
 * app registered on each server, and the sign-in under way. Apart from
 * persistence.ts, which the page's start needs, so that a visitor's first
 * chunks do not carry the sign-in's storage.
 */

const storedAppSchema = z.object({
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
  scopes: z.string(),
});

/** A registered client app as kept between sign-ins. */
export type StoredApp = z.infer<typeof storedAppSchema>;

/** The app registered on this server, whatever its redirect URI (for revoking). */
export function loadApp(server: string): StoredApp | null {
  return readJson("localStorage", appKey(server), storedAppSchema);
}

/** The stored app if it was registered for this redirect URI and these scopes. */
export function loadAppFor(
  server: string,
  redirectUri: string,
  scopes: string,
): StoredApp | null {
  const app = loadApp(server);
  return app?.redirect_uri === redirectUri && app.scopes === scopes
    ? app
    : null;
}

export function saveApp(server: string, app: StoredApp): boolean {
  return write("localStorage", appKey(server), JSON.stringify(app));
}

export function forgetApp(server: string): void {
  remove("localStorage", appKey(server));
}

export function savePendingSignIn(pending: PendingSignIn): boolean {
  return write("sessionStorage", PENDING_KEY, JSON.stringify(pending));
}

/** The sign-in under way, removed as it is read: a callback URL works once. */
export function takePendingSignIn(): PendingSignIn | null {
  const pending = readJson("sessionStorage", PENDING_KEY, pendingSignInSchema);
  remove("sessionStorage", PENDING_KEY);
  return pending;
}
