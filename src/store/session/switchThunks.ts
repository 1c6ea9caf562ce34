import { accountSwitched, type ServerMove } from "../events";
import { toFailure } from "../failure";
import { createAppAsyncThunk, type ThunkFailure } from "../hooks";
import { readInstance } from "../instance/thunks";
import {
  forgetToken,
  loadAccounts,
  sameAccount,
  saveIceshrimpToken,
  saveToken,
} from "./persistence";
import { listAccounts, restoreSession, serverKey } from "./thunks";

const failure = (message: string): ThunkFailure => ({ message, status: null });

export interface SwitchAccountArgs {
  id: string;
  /** The account's server, as the signed-in list names it (absent: the configured one). */
  server?: string;
}

/**
 * Switches to another account signed in in this browser, without a page
 * load: its token goes into the client and the storage, `accountSwitched`
 * starts the store afresh for it (the socket moves to its token, the
 * screens load again), and its token is verified in the background. An
 * account on another server has that server's instance read first; the
 * client moves there and the instance comes in the same action, so no
 * socket or call ever pairs one server with the other's token. A server
 * that cannot be read leaves the member where they were.
 */
export const switchAccount = createAppAsyncThunk(
  "session/switch",
  async (
    wanted: SwitchAccountArgs,
    { dispatch, extra, rejectWithValue, signal },
  ) => {
    const { client, home } = extra;
    const account = loadAccounts(home).find((a) => sameAccount(a, wanted));
    if (!account) {
      dispatch(listAccounts(home));
      return rejectWithValue(failure("That account is no longer signed in."), {
        silent: false,
      });
    }
    const origin = account.server ?? home;
    let move: ServerMove | undefined;
    if (origin !== client.baseUrl) {
      try {
        const read = await readInstance(client.forServer(origin), signal);
        move = { server: account.server ?? null, read, fetchedAt: Date.now() };
      } catch (error) {
        return rejectWithValue(toFailure(error), { silent: false });
      }
      client.useServer(origin);
    }
    client.accessToken = account.token;
    client.iceshrimpToken = account.iceshrimpToken;
    forgetToken(home);
    saveToken(home, account.token);
    if (account.iceshrimpToken) {
      saveIceshrimpToken(home, account.iceshrimpToken);
    }
    dispatch(
      accountSwitched({
        accessToken: account.token,
        me: account.id,
        tokenId: account.tokenId ?? null,
        ...(move ? { server: move } : {}),
      }),
    );
    await dispatch(restoreSession());
    return { id: account.id, server: serverKey(client, home) };
  },
  {
    condition: (wanted, { getState }) => {
      const { session, instance } = getState();
      return !sameAccount(
        { id: session.me ?? "", server: instance.origin },
        wanted,
      );
    },
  },
);
