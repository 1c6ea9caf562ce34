import {
  currentSessionId,
  deleteMfa,
  deleteSession,
  getMfaBackupCodes,
  getMfaSetup,
  getMfaStatus,
  getSessions,
  postChangeEmail,
  postChangePassword,
  postMfaConfirm,
  type PasswordChange,
} from "../../api/endpoints/security";
import { createAppAsyncThunk } from "../hooks";
import { normalizeOauthSessions } from "./normalize";

/**
 * Password, e-mail, two-factor sign-in and sessions, each through the
 * family's route (api/endpoints/security.ts). The forms' calls reject with
 * the server's reasons by field (`fields`), silently: the form says them.
 */

/** The member's sessions, and which of them is this browser's. */
export const fetchSessions = createAppAsyncThunk(
  "security/fetchSessions",
  async (_arg: undefined, { extra, getState }) => {
    const page = await getSessions(extra.client, getState().instance.server);
    const tokenId = getState().session.tokenId ?? null;
    return {
      ...normalizeOauthSessions(page.items),
      currentId: currentSessionId(page.items, tokenId),
    };
  },
  { silent: true },
);

/** Signs one session out; its token stops working at once. */
export const revokeSession = createAppAsyncThunk(
  "security/revokeSession",
  async ({ id }: { id: string }, { extra, getState }) => {
    await deleteSession(extra.client, getState().instance.server, id);
    return { id };
  },
);

export const changePassword = createAppAsyncThunk(
  "security/changePassword",
  async (change: PasswordChange, { extra, getState }) => {
    await postChangePassword(extra.client, getState().instance.server, change);
  },
  { silent: true, fields: true },
);

export const changeEmail = createAppAsyncThunk(
  "security/changeEmail",
  async (change: { email: string; password: string }, { extra, getState }) => {
    await postChangeEmail(extra.client, getState().instance.server, change);
  },
  { silent: true, fields: true },
);

export const fetchMfaStatus = createAppAsyncThunk(
  "security/fetchMfaStatus",
  async (_arg: undefined, { extra, getState }) =>
    getMfaStatus(extra.client, getState().instance.server),
  { silent: true },
);

/**
 * A new TOTP secret for the form to show; it is not kept in the store, and
 * it takes effect only once confirmed.
 */
export const startMfaSetup = createAppAsyncThunk(
  "security/startMfaSetup",
  async (_arg: undefined, { extra, getState }) =>
    getMfaSetup(extra.client, getState().instance.server),
  { silent: true },
);

/**
 * Turns TOTP on. Answers the recovery codes: those the server sends at once
 * (GoToSocial), else a fresh set where the family hands them out
 * (`manageMfaBackupCodes`: Pleroma, Akkoma), else none.
 */
export const confirmMfa = createAppAsyncThunk(
  "security/confirmMfa",
  async (confirm: { code: string; password?: string }, { extra, getState }) => {
    const state = getState();
    const server = state.instance.server;
    const codes = await postMfaConfirm(extra.client, server, confirm);
    if (codes.length > 0 || !state.instance.features.manageMfaBackupCodes)
      return { codes };
    return { codes: await getMfaBackupCodes(extra.client, server) };
  },
  { silent: true, fields: true },
);

/** Turns TOTP off: with the password, or a code where `disableMfaWithCode`. */
export const disableMfa = createAppAsyncThunk(
  "security/disableMfa",
  async (proof: { password?: string; code?: string }, { extra, getState }) => {
    await deleteMfa(extra.client, getState().instance.server, proof);
  },
  { silent: true, fields: true },
);

/** A fresh set of recovery codes; the old ones stop working. */
export const renewBackupCodes = createAppAsyncThunk(
  "security/renewBackupCodes",
  async (_arg: undefined, { extra, getState }) => ({
    codes: await getMfaBackupCodes(extra.client, getState().instance.server),
  }),
  { silent: true },
);
