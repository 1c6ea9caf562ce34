import type { MfaStatus } from "../../api/schemas/mfa";
import type { RootState } from "../rootReducer";
import type { StoredOauthSession } from "./normalize";

/**
 * The member's sign-in security (spec 02 section 7.4): the sessions signed
 * in and whether two-factor sign-in is on. Passwords, codes and TOTP secrets
 * never enter the store: the forms hold them, the thunks send them.
 */
export interface SecurityState {
  sessions: {
    byId: Record<string, StoredOauthSession>;
    /** As the server listed them; null before the first answer. */
    ids: string[] | null;
    /** This browser's session, where it can be told (see currentSessionId). */
    currentId: string | null;
  };
  /** Sessions being revoked: hidden at once, back if the server refuses. */
  revoking: Record<string, true>;
  /** Null until asked. */
  mfa: MfaStatus | null;
}

export const INITIAL_SECURITY: SecurityState = {
  sessions: { byId: {}, ids: null, currentId: null },
  revoking: {},
  mfa: null,
};

export function securityOf(state: RootState): SecurityState {
  return state.security ?? INITIAL_SECURITY;
}
