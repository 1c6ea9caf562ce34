import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { Hotkeys } from "./Hotkeys";
import { ModalRoot } from "./ModalRoot";
import { Notices } from "./Notices";
import { TopBar } from "./TopBar";
import { useScrollRestoration } from "./useScrollRestoration";
import styled from "styled-components";

/** What every page shares: the top bar, shortcuts, modals, toasts and scroll restoration. */
export function RootShell() {
  useScrollRestoration();
  return (
    <>
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
      <Notices />
    </>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
