import { useEffect, useMemo, type ReactNode } from "react";
import {
  operatorStatusConfig,
  StatusConfigContext,
} from "../components/useStatusConfig";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import {
  selectLocalPreferences,
  selectLook,
} from "../store/preferences/selectors";
import { restorePreferences } from "../store/preferences/thunks";
import { applyLook, rememberLook } from "../styles/look";

/**
 * Applies the signed-in account's preferences app-wide: reads them when the
 * account is known (or changes), sets the look on the root element (and
 * keeps it for the next page load, which static/index.html applies before
 * anything paints), and gives posts and the composer their settings.
 */
export function PreferencesSync({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.session.me);
  const look = useAppSelector(selectLook);
  const preferences = useAppSelector(selectLocalPreferences);

  useEffect(() => {
    if (me !== null) void dispatch(restorePreferences());
  }, [dispatch, me]);

  // A member's page keeps the look the last page had until their own
  // preferences are read: applying the defaults meanwhile would flash.
  const known = useAppSelector(
    (state) =>
      state.session.accessToken === null ||
      (state.session.me !== null &&
        state.preferences.accountId === state.session.me),
  );
  useEffect(() => {
    if (!known) return;
    applyLook(look);
    rememberLook(look);
  }, [known, look]);

  const config = useMemo(() => {
    const operator = operatorStatusConfig();
    return {
      ...operator,
      autoPlayGif: preferences.autoPlayGif ?? operator.autoPlayGif,
      expandSpoilers: preferences.expandSpoilers,
      mediaDisplay: preferences.mediaDisplay,
      submitWithCtrlEnter: preferences.submitWithCtrlEnter,
    };
  }, [preferences]);
  return <StatusConfigContext value={config}>{children}</StatusConfigContext>;
}
