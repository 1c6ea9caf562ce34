import { Fragment, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { useAppSelector } from "../store/hooks";
import { Hotkeys } from "./Hotkeys";
import { ModalRoot } from "./ModalRoot";
import { Notices } from "./Notices";
import { TopBar } from "./TopBar";
import { useScrollRestoration } from "./useScrollRestoration";
import styled from "styled-components";

/**
 * What every page shares: the top bar, shortcuts, modals, toasts and scroll
 * restoration. A switch to another account mounts it all afresh (toasts
 * aside), so every open screen loads again as the new account.
 */
export function RootShell() {
  useScrollRestoration();
  const switches = useAppSelector((state) => state.signedIn.switches);
  return (
    <>
      <Fragment key={switches}>
        <TopBar />
        <Suspense
          fallback={
            <Centered>
              <Spinner />
            </Centered>
          }
        >
          <Outlet />
        </Suspense>
        <ModalRoot />
        <Hotkeys />
      </Fragment>
      <Notices />
    </>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
