import * as z from "zod/mini";

/**
 * What the member's session keeps in the browser, keyed by the server the
 * deployment is configured for (its API base URL, `<home>`, so a deployment
 * pointed at another server never reuses a token):
 * - localStorage `potluck:token:<home>`: the access token in use, so a reload
 *   stays signed in;
 * - localStorage `potluck:accounts:<home>`: every account signed in here,
 *   with its token and, for an account on another server, that server's
 *   origin, so the member can switch between them (the token above is one
 *   of theirs: its account's server is where the calls go);
 * - localStorage `potluck:app:<server>`: the client app registered on each
 *   server signed in to, reused for every sign-in from the same redirect URI;
 * - sessionStorage `potluck:signIn`: the sign-in under way (state, PKCE
 *   verifier, where to go afterwards), read once by the callback.
 * The app registrations and the sign-in under way are written and taken in
 * signInStorage.ts, which loads with signing in; this file is what the
 * page's start reads.
 * Secrets live only here and in the API client, never in actions or state
 * (the token aside, which the session slice holds). Storage can be missing or
 * throw (private windows, blocked cookies): reads then find nothing and
 * writes report false.
 */

const PREFIX = "potluck:";
/** sessionStorage key of the sign-in under way. */
export const PENDING_KEY = `${PREFIX}signIn`;
const tokenKey = (server: string) => `${PREFIX}token:${server}`;
/** localStorage key of the client app registered on a server. */
export const appKey = (server: string) => `${PREFIX}app:${server}`;
const iceshrimpKey = (server: string) => `${PREFIX}iceshrimp:${server}`;
const accountsKey = (server: string) => `${PREFIX}accounts:${server}`;

type Area = "localStorage" | "sessionStorage";

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function write(area: Area, key: string, value: string): boolean {
  try {
    window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(area: Area, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Nothing was stored where nothing can be stored.
  }
}

export function readJson<S extends z.ZodMiniType>(
  area: Area,
  key: string,
  schema: S,
): z.output<S> | null {
  const text = read(area, key);
  if (text === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function loadToken(server: string): string | null {
  const token = read("localStorage", tokenKey(server));
  if (!token) return null;
  return token;
}

export function saveToken(server: string, token: string): boolean {
  return write("localStorage", tokenKey(server), token);
}

/** Forgets the access token and Iceshrimp.NET's key that came with it. */
export function forgetToken(server: string): void {
  remove("localStorage", tokenKey(server));
  remove("localStorage", iceshrimpKey(server));
}

/** Iceshrimp.NET's own key for its `/api/iceshrimp/*` paths, if one was obtained. */
export function loadIceshrimpToken(server: string): string | null {
  const key = read("localStorage", iceshrimpKey(server));
  return key === "" ? null : key;
}

export function saveIceshrimpToken(server: string, token: string): boolean {
  return write("localStorage", iceshrimpKey(server), token);
}

export const pendingSignInSchema = z.object({
  server: z.string(),
  state: z.string().check(z.minLength(1)),
  /** Null when the browser could not hash (no crypto.subtle outside secure contexts). */
  codeVerifier: z.nullable(z.string()),
  redirectUri: z.string(),
  returnTo: z.string(),
});

export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** The sign-in under way, left in place (for the boot to tell a callback). */
export function peekPendingSignIn(): PendingSignIn | null {
  return readJson("sessionStorage", PENDING_KEY, pendingSignInSchema);
}

const storedAccountSchema = z.object({
  id: z.string().check(z.minLength(1)),
  acct: z.string(),
  display_name: z.string(),
  avatar: z.string(),
  token: z.string().check(z.minLength(1)),
  iceshrimpToken: z.nullable(z.string()),
  /**
   * The token's id where the sign-in reply gave one (Pleroma, Akkoma), which
   * tells this browser's session in the sessions list; absent in entries
   * kept before it was.
   */
  tokenId: z.optional(z.nullable(z.string())),
  /** Its server's origin; absent for the server the deployment is configured for. */
  server: z.optional(z.string().check(z.minLength(1))),
});

/** An account signed in in this browser, with its secrets. */
export type StoredAccount = z.infer<typeof storedAccountSchema>;

/** The accounts signed in here, oldest first; malformed entries are dropped. */
export function loadAccounts(server: string): StoredAccount[] {
  const list = readJson(
    "localStorage",
    accountsKey(server),
    z.array(z.unknown()),
  );
  if (!list) return [];
  return list.flatMap((item) => {
    const parsed = storedAccountSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function saveAccounts(server: string, accounts: StoredAccount[]): void {
  if (accounts.length === 0) remove("localStorage", accountsKey(server));
  else write("localStorage", accountsKey(server), JSON.stringify(accounts));
}

/** Whether a stored account is this one: the same id on the same server. */
export function sameAccount(
  a: { id: string; server?: string },
  b: { id: string; server?: string },
): boolean {
  return a.id === b.id && (a.server ?? null) === (b.server ?? null);
}

/** Adds the account, or updates it in place (a new token, a new name). */
export function rememberAccount(server: string, account: StoredAccount): void {
  const accounts = loadAccounts(server);
  const at = accounts.findIndex((a) => sameAccount(a, account));
  if (at === -1) accounts.push(account);
  else accounts[at] = account;
  saveAccounts(server, accounts);
}

/** Forgets the account that signed in with this token (signed out, or refused). */
export function forgetAccountByToken(server: string, token: string): void {
  saveAccounts(
    server,
    loadAccounts(server).filter((a) => a.token !== token),
  );
}
