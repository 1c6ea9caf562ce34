import { useEffect, useMemo, type ReactNode } from "react";
import { deferredLoad } from "../components/lazyComponent";
import {
  operatorStatusConfig,
  StatusConfigContext,
} from "../components/useStatusConfig";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import {
  selectLocalPreferences,
  selectLook,
} from "../store/preferences/selectors";
import { applyLook, rememberLook } from "../styles/look";

// Members' code: it loads with the members' top-bar tools, from the moment
// a token is known (in parallel with its verification), so a visitor's
// first chunks carry none of it.
const loadPreferencesThunks = deferredLoad(
  () =>
    import(
      /* webpackChunkName: "member-tools" */ "../store/preferences/thunks"
    ),
);

/**
 * Applies the signed-in account's preferences app-wide: reads them when the
 * account is known (or changes), sets the look on the root element (and
 * keeps it for the next page load, which static/index.html applies before
 * anything paints), and gives posts and the composer their settings.
 */
export function PreferencesSync({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(
    (state) => state.session.accessToken !== null,
  );
  const me = useAppSelector((state) => state.session.me);
  const look = useAppSelector(selectLook);
  const preferences = useAppSelector(selectLocalPreferences);

  useEffect(() => {
    if (hasToken) void loadPreferencesThunks().catch(() => undefined);
  }, [hasToken]);
  useEffect(() => {
    if (me === null) return;
    let live = true;
    // A failed chunk load leaves the defaults, as an unread server would.
    void loadPreferencesThunks().then(
      ({ restorePreferences }) => {
        if (live) void dispatch(restorePreferences());
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
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
