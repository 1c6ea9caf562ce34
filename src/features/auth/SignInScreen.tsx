import { FormattedMessage } from "react-intl";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { beginSignIn } from "../../store/session/signInThunks";
import { paths, safeReturnPath } from "../../utils/paths";
import { leaveSite } from "../../utils/leaveSite";
import { AuthCard } from "./AuthCard";
import { AuthNotice } from "./AuthNotice";
import { signInRedirectUri } from "./authPaths";
import { useServerName } from "./useServerName";

/**
 * `/login`: signing in happens on the server's own page (OAuth with PKCE);
 * this screen explains that, says why a session ended, and sends the reader
 * there. `?next=` is where to come back to.
 */
export function SignInScreen() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get("next"));
  const server = useServerName();
  const isSignedIn = useAppSelector(
    (state) => state.session.accessToken !== null && state.session.me !== null,
  );
  const { status, error } = useAppSelector((state) => state.auth);

  if (isSignedIn) return <Navigate replace to={next} />;

  const onSignIn = async () => {
    const result = await dispatch(
      beginSignIn({
        redirectUri: signInRedirectUri(getConfig()),
        returnTo: next,
      }),
    );
    if (beginSignIn.fulfilled.match(result)) {
      leaveSite(result.payload.authorizeUrl);
    }
  };

  return (
    <AuthCard
      title={
        <FormattedMessage
          id="auth.signIn.title"
          defaultMessage="Sign in to {server}"
          values={{ server }}
        />
      }
    >
      {error === "expired" && (
        <AuthNotice>
          <FormattedMessage
            id="auth.signIn.expired"
            defaultMessage="Your session has expired or was revoked. Please sign in again."
          />
          <NextLine>
            <FormattedMessage
              id="auth.signIn.draftsKept"
              defaultMessage="Anything you were writing is kept and comes back when you sign in."
            />
          </NextLine>
        </AuthNotice>
      )}
      {error === "signInFailed" && (
        <AuthNotice>
          <FormattedMessage
            id="auth.signIn.failed"
            defaultMessage="Signing in did not work. Please try again."
          />
        </AuthNotice>
      )}
      <p>
        <FormattedMessage
          id="auth.signIn.explanation"
          defaultMessage="You sign in on {server}'s own page. Your password is never given to this app."
          values={{ server }}
        />
      </p>
      <Button
        size="lg"
        block
        loading={status === "starting"}
        onClick={() => void onSignIn()}
      >
        <FormattedMessage
          id="auth.signIn.button"
          defaultMessage="Sign in with {server}"
          values={{ server }}
        />
      </Button>
      <Link to={paths.home()}>
        <FormattedMessage
          id="auth.signIn.back"
          defaultMessage="Back to {server}"
          values={{ server }}
        />
      </Link>
    </AuthCard>
  );
}

const NextLine = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xs};
`;
