import type { RootState } from "../rootReducer";

/** Whether someone is signed in: visitors get the UNAUTHORIZED modal for actions. */
export const selectIsLoggedIn = (state: RootState) =>
  state.session.accessToken !== null || state.session.me !== null;

/** No one is signed in: public lists that a server refuses visitors offer "Sign in". */
export const selectIsVisitor = (state: RootState) =>
  state.session.accessToken === null;

export const selectSignedInAccount = (state: RootState) =>
  state.session.me === null ? undefined : state.accounts.byId[state.session.me];

/**
 * The signed-in account as this browser's per-account storage names it
 * (drafts): its id, with its server's origin where that is not the server
 * the deployment is configured for (ids repeat across servers).
 */
export const selectAccountKey = (state: RootState): string | null => {
  const { me } = state.session;
  if (me === null) return null;
  const { origin } = state.instance;
  return origin === undefined ? me : `${me}@${origin}`;
};
