import { ApiError, type ApiClient } from "../../api/client";
import { getCredentialAccount } from "../../api/endpoints/credentials";
import { sessionEnded, sessionStarted } from "../events";
import type { AppDispatch, RootState, ThunkExtra } from "../index";
import { normalizeAccount } from "../normalize";
import {
  forgetAccountByToken,
  forgetToken,
  rememberAccount,
  serverKey,
} from "./persistence";
import type { RestoreResult } from "./thunks";

/*
 * Verifying a token (verify_credentials, with the credential account's
 * schema): members' code, apart from thunks.ts so that a visitor's first
 * chunks carry none of it. `restoreSession` loads it, and the boot script
 * installs its chunk at once where a token is stored.
 */

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

interface VerifyApi {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: ThunkExtra;
  signal: AbortSignal;
}

/**
 * `restoreSession`'s check of the session's token. A 401 or 403 means it
 * expired or was revoked: it is forgotten and the session ends with reason
 * "expired", which the sign-in screen explains. Any other failure (offline,
 * server down) keeps the token for the next try. Never rejects.
 */
export async function verifyToken(
  { dispatch, getState, extra, signal }: VerifyApi,
  token: string,
  tokenId: string | null,
): Promise<RestoreResult> {
  const { client, home } = extra;
  try {
    const started = await startVerified(client, home, token, tokenId, signal);
    if (getState().session.accessToken !== token) return "unverified";
    dispatch(started);
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
    return "expired";
  }
}
