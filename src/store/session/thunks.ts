import { ApiError, type ApiClient } from "../../api/client";
import {
  authorizeUrl,
  postApp,
  postAuthorizeIceshrimp,
  postRevoke,
  postToken,
} from "../../api/endpoints/oauth";
import { getCredentialAccount } from "../../api/endpoints/profile";
import type { Token } from "../../api/schemas/token";
import {
  sessionEnded,
  sessionStarted,
  signedInAccountsListed,
} from "../events";
import { createAppAsyncThunk, type ThunkFailure } from "../hooks";
import type { AppStore, AppThunk } from "../index";
import { normalizeAccount } from "../normalize";
import {
  forgetAccountByToken,
  forgetApp,
  forgetToken,
  loadAccounts,
  loadApp,
  loadAppFor,
  loadIceshrimpToken,
  loadToken,
  rememberAccount,
  saveApp,
  saveIceshrimpToken,
  savePendingSignIn,
  saveToken,
  takePendingSignIn,
  type PendingSignIn,
  type StoredApp,
} from "./persistence";
import { randomToken, s256Challenge } from "./pkce";
import { safeReturnPath } from "../../utils/paths";

/**
 * The member's session (OAuth authorization code with PKCE, spec 02 section
 * 7.1). The client secret and the code verifier stay in `persistence.ts`;
 * of the secrets, actions carry only the access token (the authorize URL with
 * its `state` goes to the address bar anyway). Everything stored is keyed by
 * the API base URL, the server this deployment talks to.
 */

export const CLIENT_NAME = "Potluck";
export const SCOPES = "read write follow push";
/** How long sign-out waits for the server to revoke the token. */
export const REVOKE_TIMEOUT_MS = 3000;

const failure = (message: string): ThunkFailure => ({ message, status: null });

/** The registered app for this redirect URI: the stored one, else a new registration. */
async function ensureApp(
  client: ApiClient,
  redirectUri: string,
): Promise<{ app: StoredApp; reused: boolean }> {
  const stored = loadAppFor(client.baseUrl, redirectUri, SCOPES);
  if (stored) return { app: stored, reused: true };
  const registered = await postApp(client, {
    client_name: CLIENT_NAME,
    redirect_uris: redirectUri,
    scopes: SCOPES,
    website: new URL(redirectUri).origin,
  });
  const app: StoredApp = {
    client_id: registered.client_id,
    client_secret: registered.client_secret,
    redirect_uri: redirectUri,
    scopes: SCOPES,
  };
  saveApp(client.baseUrl, app);
  return { app, reused: false };
}

/** The accounts signed in in this browser, for the account menu (without their tokens). */
export function listAccounts(client: ApiClient) {
  return signedInAccountsListed(
    loadAccounts(client.baseUrl).map(({ id, acct, display_name, avatar }) => ({
      id,
      acct,
      display_name,
      avatar,
    })),
  );
}

/** Registers Potluck on the server once per redirect URI; later calls reuse it. */
export const registerApp = createAppAsyncThunk(
  "session/registerApp",
  async ({ redirectUri }: { redirectUri: string }, { extra }) => {
    const { app, reused } = await ensureApp(extra.client, redirectUri);
    return { clientId: app.client_id, reused };
  },
);

export interface BeginSignInArgs {
  /** Where the server sends the reader back (see features/auth/redirectUri.ts). */
  redirectUri: string;
  /** The app path to open once signed in. */
  returnTo: string;
  /**
   * Adding another account: the server asks who signs in even when its own
   * session remembers someone (Mastodon's `force_login`).
   */
  forceLogin?: boolean;
}

/**
 * Prepares a sign-in: the app, a fresh state and PKCE verifier (kept in
 * sessionStorage), and the server's authorize URL, which the caller opens.
 */
export const beginSignIn = createAppAsyncThunk(
  "session/beginSignIn",
  async (
    { redirectUri, returnTo, forceLogin = false }: BeginSignInArgs,
    { extra, rejectWithValue },
  ) => {
    const { client } = extra;
    const { app } = await ensureApp(client, redirectUri);
    const state = randomToken(16);
    const verifier = randomToken(32);
    const challenge = await s256Challenge(verifier);
    const kept = savePendingSignIn({
      server: client.baseUrl,
      state,
      codeVerifier: challenge ? verifier : null,
      redirectUri,
      returnTo,
    });
    // The sign-in screen says a failure in place.
    if (!kept) {
      return rejectWithValue(failure("Browser storage is blocked."), {
        silent: true,
      });
    }
    return {
      authorizeUrl: authorizeUrl(client, {
        client_id: app.client_id,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
        code_challenge: challenge,
        ...(forceLogin ? { force_login: true } : {}),
      }),
    };
  },
  {
    silent: true,
  },
);

/** Verifies the client's token; the session starts with the account it belongs to. */
async function startVerified(
  client: ApiClient,
  token: string,
  tokenId: string | null,
  signal: AbortSignal,
) {
  const account = await getCredentialAccount(client, signal);
  const { result, entities } = normalizeAccount(account);
  rememberAccount(client.baseUrl, {
    id: account.id,
    acct: account.acct,
    display_name: account.display_name,
    avatar: account.avatar_static || account.avatar,
    token,
    iceshrimpToken: client.iceshrimpToken,
    tokenId,
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

/** The authorization-code grant, with the PKCE verifier where the request had a challenge. */
async function exchangeCode(
  client: ApiClient,
  app: StoredApp,
  pending: PendingSignIn,
  code: string,
  signal: AbortSignal,
): Promise<Token> {
  return postToken(
    client,
    {
      grant_type: "authorization_code",
      client_id: app.client_id,
      client_secret: app.client_secret,
      redirect_uri: pending.redirectUri,
      scope: SCOPES,
      code,
      ...(pending.codeVerifier ? { code_verifier: pending.codeVerifier } : {}),
    },
    signal,
  );
}

/**
 * Finishes a sign-in on the callback: checks `state` against the one this
 * tab sent, exchanges the code and verifies the token before the session
 * starts (and the token is stored). Resolves to the path to open; the
 * callback screen says a failure in place.
 */
export const completeSignIn = createAppAsyncThunk(
  "session/completeSignIn",
  async (
    { code, state }: { code: string; state: string },
    { dispatch, getState, extra, rejectWithValue, signal },
  ) => {
    const { client } = extra;
    const pending = takePendingSignIn();
    if (pending?.state !== state || pending.server !== client.baseUrl) {
      return rejectWithValue(
        failure("This sign-in was not started in this tab, or was used."),
        { silent: true },
      );
    }
    const app = loadAppFor(client.baseUrl, pending.redirectUri, SCOPES);
    if (!app) {
      return rejectWithValue(failure("The app registration is gone."), {
        silent: true,
      });
    }
    let token: string | null = null;
    try {
      const grant = await exchangeCode(client, app, pending, code, signal);
      token = grant.access_token;
      // Another account was adopted as the page loaded (adding an account):
      // nothing it saw may stay for the new one.
      if (getState().session.accessToken !== null) {
        dispatch(sessionEnded({ reason: "signedOut" }));
      }
      client.accessToken = token;
      client.iceshrimpToken = null;
      dispatch(await startVerified(client, token, grant.id, signal));
      saveToken(client.baseUrl, token);
      dispatch(listAccounts(client));
      await dispatch(authorizeIceshrimp());
      // Kept in this tab's storage, which a page script could have written:
      // only an app path, never another site (no open redirect).
      return { returnTo: safeReturnPath(pending.returnTo) };
    } catch (error) {
      client.accessToken = null;
      // The token endpoint refusing the client: the server no longer knows
      // the app, so the next sign-in registers afresh.
      if (token === null && error instanceof ApiError && error.status === 401) {
        forgetApp(client.baseUrl);
      }
      throw error;
    }
  },
  {
    silent: true,
    condition: (_arg, { getState }) => getState().auth.status !== "signingIn",
  },
);

/**
 * Synchronous first half of the boot: a token stored by an earlier visit
 * goes into the client and the session, so the first requests of the page
 * are already authenticated. Returns whether there was one.
 */
export function adoptStoredToken(): AppThunk<boolean> {
  return (dispatch, getState, { client }) => {
    if (getState().session.accessToken !== null) return true;
    dispatch(listAccounts(client));
    const token = loadToken(client.baseUrl);
    if (!token) return false;
    client.accessToken = token;
    client.iceshrimpToken = loadIceshrimpToken(client.baseUrl);
    const stored = loadAccounts(client.baseUrl).find((a) => a.token === token);
    dispatch(
      sessionStarted({ accessToken: token, tokenId: stored?.tokenId ?? null }),
    );
    return true;
  };
}

/**
 * Iceshrimp.NET (where `authorizeIceshrimp` is supported): obtains the
 * separate key its `/api/iceshrimp/*` paths take, once per sign-in, and
 * keeps it beside the token. The key never enters an action or the state.
 * Best effort: without it only those paths are refused.
 */
export const authorizeIceshrimp = createAppAsyncThunk(
  "session/authorizeIceshrimp",
  async (_arg: undefined, { extra, signal }) => {
    const { client } = extra;
    const key = await postAuthorizeIceshrimp(client, signal);
    client.iceshrimpToken = key;
    saveIceshrimpToken(client.baseUrl, key);
    return { authorized: true };
  },
  {
    optional: "authorizeIceshrimp",
    condition: (_arg, { getState, extra }) =>
      getState().session.accessToken !== null &&
      getState().instance.features.authorizeIceshrimp &&
      extra.client.iceshrimpToken === null,
  },
);

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
    const { client } = extra;
    const token = getState().session.accessToken ?? "";
    try {
      const tokenId = getState().session.tokenId ?? null;
      const started = await startVerified(client, token, tokenId, signal);
      if (getState().session.accessToken !== token) return "unverified";
      dispatch(started);
      dispatch(listAccounts(client));
      return "verified";
    } catch (error) {
      const refused =
        error instanceof ApiError &&
        (error.status === 401 || error.status === 403);
      if (!refused || getState().session.accessToken !== token) {
        return "unverified";
      }
      forgetToken(client.baseUrl);
      forgetAccountByToken(client.baseUrl, token);
      client.accessToken = null;
      client.iceshrimpToken = null;
      dispatch(sessionEnded({ reason: "expired" }));
      dispatch(listAccounts(client));
      return "expired";
    }
  },
  {
    condition: (_arg, { getState, extra }) =>
      getState().auth.status !== "verifying" &&
      (getState().session.accessToken !== null ||
        loadToken(extra.client.baseUrl) !== null),
  },
);

/** `work`, or undefined once `ms` have passed without an answer. */
async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
): Promise<T | undefined> {
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * Signs out: ends the session in the client, the storage and the state
 * first (so the socket and every request stop using the token at once),
 * then asks the server to revoke the token (best effort, bounded in time,
 * so a dead server never keeps anyone signed in).
 */
export const signOut = createAppAsyncThunk(
  "session/signOut",
  async (_arg: undefined, { dispatch, getState, extra }) => {
    const { client } = extra;
    const token = getState().session.accessToken ?? client.accessToken;
    const app = loadApp(client.baseUrl);
    client.accessToken = null;
    client.iceshrimpToken = null;
    forgetToken(client.baseUrl);
    if (token) forgetAccountByToken(client.baseUrl, token);
    // The other accounts stay signed in: the next page load opens the first.
    const [next] = loadAccounts(client.baseUrl);
    if (next) {
      saveToken(client.baseUrl, next.token);
      if (next.iceshrimpToken) {
        saveIceshrimpToken(client.baseUrl, next.iceshrimpToken);
      }
    }
    dispatch(sessionEnded({ reason: "signedOut" }));
    dispatch(listAccounts(client));
    let revoked = false;
    if (token && app) {
      const revoke = postRevoke(client, {
        client_id: app.client_id,
        client_secret: app.client_secret,
        token,
      }).then(
        () => true,
        () => false,
      );
      revoked = (await withTimeout(revoke, REVOKE_TIMEOUT_MS)) === true;
    }
    return { revoked };
  },
);

/**
 * Call once after creating the store, before the first render: adopts a
 * stored token synchronously, then verifies it in the background. Resolves
 * to whether a stored session was verified (a member's first screen then
 * asks for its data, app/routes.tsx `preloadRoute`).
 */
export function bootSession(store: AppStore): Promise<boolean> {
  store.dispatch(adoptStoredToken());
  return store
    .dispatch(restoreSession())
    .then((action) => action.payload === "verified");
}
