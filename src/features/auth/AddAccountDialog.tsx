import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { TitleDialog } from "../../components/TitleDialog";
import { reachableHosts, serverOrigin, withinReach } from "../../utils/reach";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { beginSignIn } from "../../store/session/signInThunks";
import { leaveSite } from "../../utils/leaveSite";
import { signInRedirectUri } from "./authPaths";

/** How a server is offered to be typed: its host, or the whole origin where it is not https. */
function asTyped(origin: string): string {
  return origin.startsWith("https://") ? new URL(origin).host : origin;
}

/**
 * "Add an account": the member names the server (the one in use is
 * offered) and signs in on its own page, which asks who signs in even when
 * it remembers someone, and comes back here with both accounts. A server
 * the page may not connect to (the build's content security policy) is
 * said at once, with the servers it may reach, rather than failing in the
 * browser's console.
 */
export function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const current =
    useAppSelector((state) => state.instance.origin) ?? getConfig().baseUrl;

  const signIn = async (typed: string): Promise<string | null> => {
    const server = serverOrigin(typed);
    if (server === null)
      return intl.formatMessage({
        id: "account.unauthorized.error.invalid",
        defaultMessage:
          "Enter a handle like @you@your.server, or your server's address like your.server.",
      });
    if (!withinReach(server))
      return intl.formatMessage(
        {
          id: "auth.addAccount.outOfReach",
          defaultMessage:
            "Your browser would refuse to connect to {server}: this site may only reach {servers}. Whoever runs it can add servers.",
        },
        {
          server: new URL(server).host,
          servers: intl.formatList(reachableHosts(), { type: "conjunction" }),
        },
      );
    const result = await dispatch(
      beginSignIn({
        redirectUri: signInRedirectUri(getConfig()),
        returnTo: `${location.pathname}${location.search}`,
        forceLogin: true,
        server,
      }),
    );
    if (beginSignIn.fulfilled.match(result)) {
      leaveSite(result.payload.authorizeUrl);
      return null;
    }
    const kind = result.payload?.kind;
    return kind === "network" || kind === "timeout"
      ? intl.formatMessage({
          id: "failure.reason.network",
          defaultMessage: "The server could not be reached.",
        })
      : intl.formatMessage({
          id: "auth.signIn.failed",
          defaultMessage: "Signing in did not work. Please try again.",
        });
  };

  return (
    <TitleDialog
      heading={
        <FormattedMessage
          id="auth.menu.addAccount"
          defaultMessage="Add an account"
        />
      }
      initial={asTyped(current)}
      label={
        <FormattedMessage
          id="account.unauthorized.input.label"
          defaultMessage="Your handle or server"
        />
      }
      submitLabel={
        <FormattedMessage id="auth.menu.signIn" defaultMessage="Sign in" />
      }
      fieldProps={{
        placeholder: intl.formatMessage({
          id: "account.unauthorized.input.placeholder",
          defaultMessage: "@you@your.server",
        }),
        inputMode: "url",
        autoComplete: "off",
        autoCapitalize: "off",
        spellCheck: false,
      }}
      onSave={signIn}
      onClose={onClose}
    />
  );
}
