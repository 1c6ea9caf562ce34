import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

export const selectLocalPreferences = (state: RootState) =>
  state.preferences.local;

/** The look the root element takes (styles/look.ts). */
export const selectLook = createSelector(
  [
    (state: RootState) => state.preferences.local.theme,
    (state: RootState) => state.preferences.local.reduceMotion,
  ],
  (theme, reduceMotion) => ({ theme, reduceMotion }),
);

/**
 * Where the server keeps the member's posting defaults: the account's
 * `source` (verify_credentials; Mastodon also answers them at
 * /api/v1/preferences), written with update_credentials `source[...]`.
 */
export const selectPostingDefaults = createSelector(
  [(state: RootState) => state.profile.source],
  (source) =>
    source && {
      visibility: source.privacy,
      sensitive: source.sensitive,
      language: source.language,
    },
);
