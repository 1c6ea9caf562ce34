import { ApiError, type ApiClient } from "../../api/client";
import { getCredentialAccount } from "../../api/endpoints/credentials";
import {
  serverChanged,
  sessionEnded,
  sessionStarted,
  signedInAccountsListed,
} from "../events";
import { createAppAsyncThunk } from "../hooks";
import type { AppStore, AppThunk } from "../index";
import { normalizeAccount } from "../normalize";
import {
  forgetAccountByToken,
  forgetToken,
  loadAccounts,
  loadIceshrimpToken,
  loadToken,
  peekPendingSignIn,
  rememberAccount,
} from "./persistence";

/**
 * The member's session as the page starts it: a stored token adopted and
 * verified (verify_credentials), the accounts signed in in this browser
 * listed. Signing in and out (OAuth authorization code with PKCE, spec 02
 * section 7.1) is `signInThunks.ts`, switching accounts `switchThunks.ts`:
 * they load with the screens and menus that start them, so a visitor's
 * first chunks carry none of it. Of the secrets, actions carry only the
 * access token. What is stored is keyed by the server this deployment is
 * configured for (`extra.home`); an account may be on another server within
 * the page's reach, where the client then sends its calls.
 */

/** The accounts signed in in this browser, for the account menu (without their tokens). */
export function listAccounts(home: string) {
  return signedInAccountsListed(
    loadAccounts(home).map(({ id, acct, display_name, avatar, server }) => ({
      id,
      acct,
      display_name,
      avatar,
      ...(server === undefined ? {} : { server }),
    })),
  );
}

/** The server where calls go, as state and storage name it: null for the configured one. */
export function serverKey(client: ApiClient, home: string): string | null {
  return client.baseUrl === home ? null : client.baseUrl;
}

/** Verifies the client's token; the session starts with the account it belongs to. */
export async function startVerified(
  client: ApiClient,
  home: string,
  token: string,
  tokenId: string | null,
  signal: AbortSignal,
) {
  const account = await getCredentialAccount(client, signal);
  const { result, entities } = normalizeAccount(account);
  const server = serverKey(client, home);
  rememberAccount(home, {
    id: account.id,
    acct: account.acct,
    display_name: account.display_name,
    avatar: account.avatar_static || account.avatar,
    token,
    iceshrimpToken: client.iceshrimpToken,
    tokenId,
    ...(server === null ? {} : { server }),
  });
  return sessionStarted({
    accessToken: token,
    tokenId,
    me: result,
    entities,
    fetchedAt: Date.now(),
    staff: { role: account.role, privileges: account.privileges },
    chatToken: account.chat_token,
  });
}

/**
 * Synchronous first half of the boot: a token stored by an earlier visit
 * goes into the client and the session, so the first requests of the page
 * are already authenticated, on its account's server (dispatch before the
 * instance is read). Returns whether there was one.
 */
export function adoptStoredToken(): AppThunk<boolean> {
  return (dispatch, getState, { client, home }) => {
    if (getState().session.accessToken !== null) return true;
    dispatch(listAccounts(home));
    const token = loadToken(home);
    if (!token) return false;
    const stored = loadAccounts(home).find((a) => a.token === token);
    const server = stored?.server ?? home;
    if (server !== client.baseUrl) {
      client.useServer(server);
      dispatch(serverChanged({ server: serverKey(client, home) }));
    }
    client.accessToken = token;
    client.iceshrimpToken = loadIceshrimpToken(home);
    dispatch(
      sessionStarted({ accessToken: token, tokenId: stored?.tokenId ?? null }),
    );
    return true;
  };
}

export type RestoreResult = "verified" | "expired" | "unverified";

/**
 * Verifies the session's token (adopting a stored one first). A 401 or 403
 * means it expired or was revoked: it is forgotten and the session ends with
 * reason "expired", which the sign-in screen explains. Any other failure
 * (offline, server down) keeps the token for the next try. Never rejects.
 */
export const restoreSession = createAppAsyncThunk(
  "session/restore",
  async (
    _arg: undefined,
    { dispatch, getState, extra, signal },
  ): Promise<RestoreResult> => {
    dispatch(adoptStoredToken());
    const { client, home } = extra;
    const token = getState().session.accessToken ?? "";
    try {
      const tokenId = getState().session.tokenId ?? null;
      const started = await startVerified(client, home, token, tokenId, signal);
      if (getState().session.accessToken !== token) return "unverified";
      dispatch(started);
      dispatch(listAccounts(home));
      return "verified";
    } catch (error) {
      const refused =
        error instanceof ApiError &&
        (error.status === 401 || error.status === 403);
      if (!refused || getState().session.accessToken !== token) {
        return "unverified";
      }
      forgetToken(home);
      forgetAccountByToken(home, token);
      client.accessToken = null;
      client.iceshrimpToken = null;
      dispatch(sessionEnded({ reason: "expired" }));
      dispatch(listAccounts(home));
      return "expired";
    }
  },
  {
    condition: (_arg, { getState, extra }) =>
      getState().auth.status !== "verifying" &&
      (getState().session.accessToken !== null ||
        loadToken(extra.home) !== null),
  },
);

/**
 * Whether this page is the server sending the member back from its sign-in
 * page (a code, and the state this tab saved), before the callback reads it.
 */
export function isReturningFromSignIn(search: string): boolean {
  const params = new URLSearchParams(search);
  const pending = peekPendingSignIn();
  return (
    params.has("code") &&
    pending !== null &&
    params.get("state") === pending.state
  );
}

/**
 * Call once after creating the store, before the first render and the
 * instance: adopts a stored token synchronously (on its account's server),
 * then verifies it in the background. Not when the page is the return from
 * a sign-in (adding an account): the new account's session starts there,
 * and the stored one's calls would otherwise race it and land in its state.
 * Resolves to whether a stored session was verified (a member's first
 * screen then asks for its data, app/routes.tsx `preloadRoute`).
 */
export function bootSession(
  store: AppStore,
  search: string = window.location.search,
): Promise<boolean> {
  if (isReturningFromSignIn(search)) {
    store.dispatch((dispatch, _getState, { home }) =>
      dispatch(listAccounts(home)),
    );
    return Promise.resolve(false);
  }
  store.dispatch(adoptStoredToken());
  return store
    .dispatch(restoreSession())
    .then((action) => action.payload === "verified");
}
