import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import toast from "react-hot-toast";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { noticeDismissed } from "../store/slices/notices";

/**
 * Shows each new notice of the store as a toast (the errors middleware turns
 * rejected thunks into notices; thunks never toast themselves).
 */
export function Notices() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notices = useAppSelector((state) => state.notices.items);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      const message =
        notice.status === null
          ? intl.formatMessage({
              id: "app.notices.network",
              defaultMessage:
                "Could not reach the server. Check your connection and try again.",
            })
          : notice.message ||
            intl.formatMessage(
              {
                id: "app.notices.status",
                defaultMessage: "The server answered {status}.",
              },
              { status: notice.status },
            );
      toast.error(message, { id: notice.id });
      dispatch(noticeDismissed({ id: notice.id }));
    }
  }, [notices, dispatch, intl]);

  return null;
}
