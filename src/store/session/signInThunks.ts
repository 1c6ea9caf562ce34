import { ApiError, type ApiClient } from "../../api/client";
import {
  authorizeUrl,
  postApp,
  postAuthorizeIceshrimp,
  postRevoke,
  postToken,
} from "../../api/endpoints/oauth";
import type { Token } from "../../api/schemas/token";
import { serverChanged, sessionEnded } from "../events";
import { createAppAsyncThunk, type ThunkFailure } from "../hooks";
import type { AppDispatch, RootState } from "../index";
import { readInstance } from "../instance/thunks";
import {
  forgetAccountByToken,
  forgetToken,
  loadAccounts,
  saveIceshrimpToken,
  saveToken,
  type PendingSignIn,
} from "./persistence";
import {
  forgetApp,
  loadApp,
  loadAppFor,
  saveApp,
  savePendingSignIn,
  takePendingSignIn,
  type StoredApp,
} from "./signInStorage";
import { randomToken, s256Challenge } from "./pkce";
import {
  listAccounts,
  restoreSession,
  serverKey,
  startVerified,
} from "./thunks";
import { safeReturnPath } from "../../utils/paths";

/**
 * Signing in and out (OAuth authorization code with PKCE, spec 02 section
 * 7.1): loaded with the sign-in screens, the account menu and the add-account
 * dialog, never by a visitor's first screen (the page's start is
 * `thunks.ts`). The client secret and the code verifier stay in
 * `signInStorage.ts`; of the secrets, actions carry only the access token
 * (the authorize URL with its `state` goes to the address bar anyway). Each
 * server has its own app registration.
 */

export const CLIENT_NAME = "Potluck";
export const SCOPES = "read write follow push";
/** How long sign-out waits for the server to revoke the token. */
export const REVOKE_TIMEOUT_MS = 3000;

const failure = (message: string): ThunkFailure => ({ message, status: null });

/** The registered app on the client's server for this redirect URI: the stored one, else a new registration. */
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
  /**
   * Another server to sign in on (its origin), within the page's reach;
   * the one calls go to now when absent.
   */
  server?: string;
}

/**
 * Prepares a sign-in: the app, a fresh state and PKCE verifier (kept in
 * sessionStorage), and the server's authorize URL, which the caller opens.
 */
export const beginSignIn = createAppAsyncThunk(
  "session/beginSignIn",
  async (
    { redirectUri, returnTo, forceLogin = false, server }: BeginSignInArgs,
    { extra, rejectWithValue },
  ) => {
    const client =
      server === undefined || server === extra.client.baseUrl
        ? extra.client
        : extra.client.forServer(server);
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
 * A sign-in that did not complete leaves the member with the account
 * stored before it, which the boot did not adopt (see `bootSession`).
 */
function readoptStored(dispatch: AppDispatch, getState: () => RootState) {
  if (getState().session.accessToken === null) void dispatch(restoreSession());
}

/**
 * Finishes a sign-in on the callback: checks `state` against the one this
 * tab sent, exchanges the code and verifies the token before the session
 * starts (and the token is stored). A sign-in on another server than the
 * one calls go to reads that server's instance first, then moves the client
 * there. Resolves to the path to open; the callback screen says a failure
 * in place.
 */
export const completeSignIn = createAppAsyncThunk(
  "session/completeSignIn",
  async (
    { code, state }: { code: string; state: string },
    { dispatch, getState, extra, rejectWithValue, signal },
  ) => {
    const { client, home } = extra;
    const pending = takePendingSignIn();
    if (pending?.state !== state) {
      readoptStored(dispatch, getState);
      return rejectWithValue(
        failure("This sign-in was not started in this tab, or was used."),
        { silent: true },
      );
    }
    const target =
      pending.server === client.baseUrl
        ? client
        : client.forServer(pending.server);
    const app = loadAppFor(target.baseUrl, pending.redirectUri, SCOPES);
    if (!app) {
      return rejectWithValue(failure("The app registration is gone."), {
        silent: true,
      });
    }
    let token: string | null = null;
    try {
      const grant = await exchangeCode(target, app, pending, code, signal);
      token = grant.access_token;
      const read =
        target === client ? null : await readInstance(target, signal);
      // Another account was adopted as the page loaded (adding an account):
      // nothing it saw may stay for the new one.
      if (getState().session.accessToken !== null) {
        dispatch(sessionEnded({ reason: "signedOut" }));
      }
      client.accessToken = token;
      client.iceshrimpToken = null;
      if (read) {
        // No token is in use at this step: nothing is sent to either
        // server with the other's token.
        client.useServer(target.baseUrl);
        dispatch(
          serverChanged({
            server: serverKey(client, home),
            read,
            fetchedAt: Date.now(),
          }),
        );
      }
      dispatch(await startVerified(client, home, token, grant.id, signal));
      saveToken(home, token);
      dispatch(listAccounts(home));
      await dispatch(authorizeIceshrimp());
      // Kept in this tab's storage, which a page script could have written:
      // only an app path, never another site (no open redirect).
      return { returnTo: safeReturnPath(pending.returnTo) };
    } catch (error) {
      client.accessToken = null;
      readoptStored(dispatch, getState);
      // The token endpoint refusing the client: the server no longer knows
      // the app, so the next sign-in registers afresh.
      if (token === null && error instanceof ApiError && error.status === 401) {
        forgetApp(target.baseUrl);
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
 * Iceshrimp.NET (where `authorizeIceshrimp` is supported): obtains the
 * separate key its `/api/iceshrimp/*` paths take, once per sign-in, and
 * keeps it beside the token. The key never enters an action or the state.
 * Best effort: without it only those paths are refused.
 */
export const authorizeIceshrimp = createAppAsyncThunk(
  "session/authorizeIceshrimp",
  async (_arg: undefined, { extra, signal }) => {
    const { client, home } = extra;
    const key = await postAuthorizeIceshrimp(client, signal);
    client.iceshrimpToken = key;
    saveIceshrimpToken(home, key);
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
    const { client, home } = extra;
    const token = getState().session.accessToken ?? client.accessToken;
    const app = loadApp(client.baseUrl);
    client.accessToken = null;
    client.iceshrimpToken = null;
    forgetToken(home);
    if (token) forgetAccountByToken(home, token);
    // The other accounts stay signed in, on whichever server: the next page
    // load opens the first.
    const [next] = loadAccounts(home);
    if (next) {
      saveToken(home, next.token);
      if (next.iceshrimpToken) saveIceshrimpToken(home, next.iceshrimpToken);
    }
    dispatch(sessionEnded({ reason: "signedOut" }));
    dispatch(listAccounts(home));
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
