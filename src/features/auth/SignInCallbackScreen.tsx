import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { completeSignIn } from "../../store/session/signInThunks";
import { AuthCard } from "./AuthCard";
import { AuthNotice } from "./AuthNotice";
import { paths } from "../../utils/paths";
import { useServerName } from "./useServerName";

/**
 * `/login/callback`: where the server sends the reader back with `code` and
 * `state` (or `error` when they declined). Completes the sign-in and opens
 * the page the reader came from, replacing this entry so the code never
 * stays in the history.
 */
export function SignInCallbackScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get("code");
  const state = params.get("state");
  const declined = params.has("error");
  const server = useServerName();
  const { status, error } = useAppSelector((s) => s.auth);

  useEffect(() => {
    if (!code || !state) return;
    // A second dispatch (StrictMode) is skipped by the thunk's condition.
    void dispatch(completeSignIn({ code, state })).then((result) => {
      if (completeSignIn.fulfilled.match(result)) {
        void navigate(result.payload.returnTo, { replace: true });
      }
    });
  }, [dispatch, navigate, code, state]);

  let notice = null;
  if (declined) {
    notice = (
      <FormattedMessage
        id="auth.callback.declined"
        defaultMessage="Signing in was cancelled on {server}."
        values={{ server }}
      />
    );
  } else if (!code || !state) {
    notice = (
      <FormattedMessage
        id="auth.callback.incomplete"
        defaultMessage="This sign-in link is incomplete."
      />
    );
  } else if (error === "signInFailed" && status !== "signingIn") {
    notice = (
      <FormattedMessage
        id="auth.callback.failed"
        defaultMessage="Signing in could not be completed. The link may have been used already or have expired."
      />
    );
  }

  if (!notice) {
    return (
      <AuthCard
        title={
          <FormattedMessage
            id="auth.callback.title"
            defaultMessage="Signing you in…"
          />
        }
      >
        <Spinner />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={
        <FormattedMessage
          id="auth.callback.errorTitle"
          defaultMessage="Not signed in"
        />
      }
    >
      <AuthNotice>{notice}</AuthNotice>
      <Link to={paths.login()}>
        <FormattedMessage
          id="auth.callback.retry"
          defaultMessage="Try signing in again"
        />
      </Link>
    </AuthCard>
  );
}
