import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import styled from "styled-components";
import { Spinner } from "../../components/Spinner";
import { firstScreenPainted } from "../../components/startup";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";

export interface RequireSessionProps {
  /** The member screen; without it, the matched child route (layout route use). */
  children?: ReactNode;
}

/**
 * Member-only screens: visitors go to the sign-in screen, which brings them
 * back here. A stored token still being verified shows a spinner, so a
 * revoked token never fires the screen's requests.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const location = useLocation();
  const hasToken = useAppSelector(
    (state) => state.session.accessToken !== null,
  );
  const isVerifying = useAppSelector(
    (state) => state.session.me === null && state.auth.status === "verifying",
  );
  // The sign-in screen a visitor is sent to marks no post: what waits for
  // the first screen's post (components/startup.ts) need not wait.
  useEffect(() => {
    if (!hasToken) firstScreenPainted();
  }, [hasToken]);
  if (!hasToken) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={paths.login(here)} />;
  }
  if (isVerifying) {
    return (
      <Centered>
        <Spinner />
      </Centered>
    );
  }
  return children ?? <Outlet />;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
