import { accountSwitched } from "../events";
import { createAppAsyncThunk, type ThunkFailure } from "../hooks";
import {
  forgetToken,
  loadAccounts,
  saveIceshrimpToken,
  saveToken,
} from "./persistence";
import { listAccounts, restoreSession } from "./thunks";

const failure = (message: string): ThunkFailure => ({ message, status: null });

/**
 * Switches to another account signed in in this browser, without a page
 * load: its token goes into the client and the storage, `accountSwitched`
 * starts the store afresh for it (the socket moves to its token, the
 * screens load again), and its token is verified in the background.
 */
export const switchAccount = createAppAsyncThunk(
  "session/switch",
  async ({ id }: { id: string }, { dispatch, extra, rejectWithValue }) => {
    const { client } = extra;
    const account = loadAccounts(client.baseUrl).find((a) => a.id === id);
    if (!account) {
      dispatch(listAccounts(client));
      return rejectWithValue(failure("That account is no longer signed in."), {
        silent: false,
      });
    }
    client.accessToken = account.token;
    client.iceshrimpToken = account.iceshrimpToken;
    forgetToken(client.baseUrl);
    saveToken(client.baseUrl, account.token);
    if (account.iceshrimpToken) {
      saveIceshrimpToken(client.baseUrl, account.iceshrimpToken);
    }
    dispatch(
      accountSwitched({
        accessToken: account.token,
        me: account.id,
        tokenId: account.tokenId ?? null,
      }),
    );
    await dispatch(restoreSession());
    return { id };
  },
  {
    condition: ({ id }, { getState }) => getState().session.me !== id,
  },
);
