import {
  serverChanged,
  sessionStarted,
  signedInAccountsListed,
} from "../events";
import { createAppAsyncThunk } from "../hooks";
import type { AppStore, AppThunk } from "../index";
import {
  loadAccounts,
  loadIceshrimpToken,
  loadToken,
  peekPendingSignIn,
  serverKey,
} from "./persistence";

/**
 * The member's session as the page starts it: a stored token adopted and
 * verified (verify_credentials, `verify.ts`), the accounts signed in in this
 * browser listed. Signing in and out (OAuth authorization code with PKCE, spec 02
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
 * verify_credentials with the credential account's schema: members' code,
 * which the boot script installs at once where a token is stored (src/boot.ts,
 * the chunk group `member-boot`), in parallel with the app's own chunks.
 */
const loadVerify = () =>
  import(/* webpackChunkName: "member-boot" */ "./verify");

/**
 * Verifies the session's token (adopting a stored one first). A 401 or 403
 * means it expired or was revoked: it is forgotten and the session ends with
 * reason "expired", which the sign-in screen explains. Any other failure
 * (offline, server down) keeps the token for the next try. Never rejects.
 */
export const restoreSession = createAppAsyncThunk(
  "session/restore",
  async (_arg: undefined, api): Promise<RestoreResult> => {
    api.dispatch(adoptStoredToken());
    const token = api.getState().session.accessToken ?? "";
    const tokenId = api.getState().session.tokenId ?? null;
    const verify = await loadVerify().catch(() => null);
    // Its code could not load (offline): the token stays for the next try.
    if (!verify) return "unverified";
    const result = await verify.verifyToken(api, token, tokenId);
    if (result !== "unverified") api.dispatch(listAccounts(api.extra.home));
    return result;
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
