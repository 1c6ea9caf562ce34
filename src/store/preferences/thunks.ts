import { getPreferences } from "../../api/endpoints/profile";
import { createAppAsyncThunk } from "../hooks";
import {
  DEFAULT_PREFERENCES,
  loadLocalPreferences,
  saveLocalPreferences,
  type LocalPreferences,
} from "./local";

/**
 * The signed-in account's preferences kept in this browser. An account that
 * has none here yet starts from what the server says it reads with (Mastodon
 * and GoToSocial's `reading:expand:*`), else the defaults.
 */
export const restorePreferences = createAppAsyncThunk(
  "preferences/restore",
  async (_arg: undefined, { extra, getState, signal }) => {
    const state = getState();
    const accountId = state.session.me ?? "";
    const kept = loadLocalPreferences(extra.client.baseUrl, accountId);
    if (kept || !state.instance.features.preferences)
      return { accountId, local: kept ?? DEFAULT_PREFERENCES };
    const server = await getPreferences(extra.client, signal).catch(() => null);
    return {
      accountId,
      local: {
        ...DEFAULT_PREFERENCES,
        ...(server && {
          mediaDisplay: server.expand_media,
          expandSpoilers: server.expand_spoilers,
        }),
      },
    };
  },
  {
    silent: true,
    condition: (_arg, { getState }) => getState().session.me !== null,
  },
);

/** Changes some preferences; they apply at once and are kept for this account. */
export const changePreferences = createAppAsyncThunk(
  "preferences/change",
  (changes: Partial<LocalPreferences>, { extra, getState }) => {
    const { accountId, local } = getState().preferences;
    if (accountId !== null)
      saveLocalPreferences(extra.client.baseUrl, accountId, local);
    return Promise.resolve({ local });
  },
);
