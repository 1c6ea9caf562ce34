import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { noticeDismissed } from "../store/slices/notices";
import { describeFailure } from "./failedActions";

// react-hot-toast and its container are not part of the first paint: they
// load at the first notice, or a few seconds after start when the page is
// idle, so a notice raised offline ("Could not reach the server") still
// finds them.
const PRELOAD_AFTER_MS = 3000;
const loadToast = () =>
  import(/* webpackChunkName: "toaster" */ "react-hot-toast");
function preloadWhenIdle(): () => void {
  const preload = () => void loadToast().catch(() => undefined);
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(preload);
    else preload();
  }, PRELOAD_AFTER_MS);
  return () => clearTimeout(timer);
}
const Toaster = lazy(() =>
  import(/* webpackChunkName: "toaster" */ "../components/Toaster").then(
    (m) => ({ default: m.Toaster }),
  ),
);

/**
 * Shows each new notice of the store as a toast saying what failed (the
 * errors middleware turns rejected thunks into notices; thunks never toast
 * themselves), and renders the one toast container once there is something
 * to show.
 */
export function Notices() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notices = useAppSelector((state) => state.notices.items);
  const shown = useRef(new Set<string>());
  const [hasToasts, setHasToasts] = useState(false);

  useEffect(preloadWhenIdle, []);

  useEffect(() => {
    const toasts: { id: string; message: string }[] = [];
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      toasts.push({ id: notice.id, message: describeFailure(intl, notice) });
      dispatch(noticeDismissed({ id: notice.id }));
    }
    if (toasts.length === 0) return;
    loadToast().then(
      ({ default: toast }) => {
        setHasToasts(true);
        for (const { id, message } of toasts) toast.error(message, { id });
      },
      () => undefined,
    );
  }, [notices, dispatch, intl]);

  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
