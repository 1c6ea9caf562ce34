import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  defineMessages,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from "react-intl";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { noticeDismissed, type Notice } from "../store/notices/slice";

// react-hot-toast and its container are not part of the first paint: they
// load at the first notice, or a few seconds after start when the page is
// idle, so a notice raised offline ("Could not reach the server") still
// finds them.
const PRELOAD_AFTER_MS = 3000;
// react-hot-toast styles itself through goober, which writes its <style>
// element with innerHTML as the module loads (its keyframes): under Trusted
// Types that needs the sanitiser's default policy first, and the icons that
// otherwise install it load after the first paint, maybe after a toast.
//
// What each failed action is called in a toast (failedActions.ts, a long
// table of messages) loads with them: nothing before a notice needs it.
const loadToast = () =>
  Promise.all([
    import("../utils/sanitize").then(({ installDefaultPolicy }) => {
      installDefaultPolicy();
      return import(/* webpackChunkName: "toaster" */ "react-hot-toast");
    }),
    import(/* webpackChunkName: "toaster" */ "./failedActions"),
  ]).then(([toast, { describeFailure }]) => ({
    toast: toast.default,
    describeFailure,
  }));
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

/** What a confirmation says, by the thunk whose success it confirms. */
const SUCCEEDED: Record<string, MessageDescriptor> = defineMessages({
  "statuses/delete": {
    id: "app.notices.statusDeleted",
    defaultMessage: "Post deleted",
  },
});

function describeSuccess(intl: IntlShape, source: string): string {
  const descriptor = SUCCEEDED[source];
  return descriptor ? intl.formatMessage(descriptor) : "";
}

const waitMessage = defineMessages({
  rateLimited: {
    id: "app.notices.rateLimited",
    defaultMessage:
      "The server asks us to wait {seconds, plural, one {# second} other {# seconds}}.",
  },
});

/** Every wait updates one toast: a screen's parallel requests share a 429. */
const WAIT_TOAST_ID = "rate-limited";

function describe(
  intl: IntlShape,
  notice: Notice,
  describeFailure: (intl: IntlShape, notice: Notice) => string,
): string {
  if (notice.kind === "success") return describeSuccess(intl, notice.source);
  if (notice.kind === "wait") {
    return intl.formatMessage(waitMessage.rateLimited, {
      seconds: notice.seconds ?? 0,
    });
  }
  return describeFailure(intl, notice);
}

/**
 * Shows each new notice of the store as a toast saying what failed (the
 * errors middleware turns rejected thunks into notices; thunks never toast
 * themselves) or what was done, and renders the one toast container once
 * there is something to show.
 */
export function Notices() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notices = useAppSelector((state) => state.notices.items);
  const shown = useRef(new Set<string>());
  const [hasToasts, setHasToasts] = useState(false);

  useEffect(preloadWhenIdle, []);

  useEffect(() => {
    const fresh: Notice[] = [];
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      fresh.push(notice);
      dispatch(noticeDismissed({ id: notice.id }));
    }
    if (fresh.length === 0) return;
    loadToast().then(
      ({ toast, describeFailure }) => {
        let toasted = false;
        for (const notice of fresh) {
          const message = describe(intl, notice, describeFailure);
          if (!message) continue;
          const id = notice.kind === "wait" ? WAIT_TOAST_ID : notice.id;
          toasted = true;
          if (notice.kind === "success") toast.success(message, { id });
          else if (notice.kind === "wait") toast(message, { id });
          else toast.error(message, { id });
        }
        if (toasted) setHasToasts(true);
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
