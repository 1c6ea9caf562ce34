import type { UnknownAction } from "@reduxjs/toolkit";
import { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import {
  defineMessages,
  IntlProvider,
  useIntl,
  type IntlShape,
} from "react-intl";
import { FloatingPortal } from "@floating-ui/react";
import { Provider } from "react-redux";
import { MemoryRouter, useRoutes } from "react-router-dom";
import styled, { ThemeProvider, useTheme } from "styled-components";
import type { DefaultTheme } from "styled-components";
import { createViewStore, type ViewStore } from "../../store/debug/viewStore";
import type { RootState } from "../../store/rootReducer";
import { paths } from "../../utils/paths";
import { routes } from "../routes";

const screens = defineMessages({
  home: { id: "home.column.title", defaultMessage: "Home" },
  compose: { id: "compose.screen.title", defaultMessage: "New post" },
  notifications: {
    id: "notifications.screen.title",
    defaultMessage: "Notifications",
  },
  thread: { id: "status.screen.heading", defaultMessage: "Post" },
  admin: { id: "admin.nav.reports", defaultMessage: "Reports" },
});

type ScreenName = keyof typeof screens;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The post the thread screen opens: the one the action names (its argument
 * or payload id), or the newest of the home timeline, or any held.
 */
function threadPath(state: RootState, action: UnknownAction | undefined) {
  const meta = isRecord(action?.meta) ? action.meta : {};
  const arg = isRecord(meta.arg) ? meta.arg : {};
  const payload = isRecord(action?.payload) ? action.payload : {};
  const named = [arg.id, arg.statusId, payload.id, payload.result];
  const byId = state.statuses.byId;
  const id =
    named.find(
      (value): value is string => typeof value === "string" && value in byId,
    ) ??
    state.timelines.home?.items.find((item) => item in byId) ??
    Object.keys(byId)[0];
  const status = id === undefined ? undefined : byId[id];
  if (!status || id === undefined) return paths.memberHome();
  const acct =
    state.accounts.byId[status.account_id]?.acct ?? status.account_id;
  return paths.status(acct, id);
}

function screenPath(
  screen: ScreenName,
  state: RootState,
  action: UnknownAction | undefined,
): string {
  switch (screen) {
    case "home":
      return paths.memberHome();
    case "compose":
      return paths.compose();
    case "notifications":
      return paths.notifications();
    case "thread":
      return threadPath(state, action);
    case "admin":
      return paths.admin("reports");
  }
}

function AppRoutes() {
  return useRoutes(routes);
}

interface PaneAppProps {
  /** Where the app's dialogs, menus and toasts go: inside the pane. */
  portal: HTMLElement;
  store: ViewStore;
  theme: DefaultTheme;
  intl: IntlShape;
  path: string;
}

/** The app's own providers and routes, bound to the replay's view store. */
function PaneApp({ portal, store, theme, intl, path }: PaneAppProps) {
  return (
    <FloatingPortal root={portal}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <IntlProvider
            locale={intl.locale}
            defaultLocale={intl.defaultLocale}
            messages={intl.messages}
            onError={intl.onError}
          >
            <MemoryRouter key={path} initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </IntlProvider>
        </ThemeProvider>
      </Provider>
    </FloatingPortal>
  );
}

export interface ReplayScreenPaneProps {
  state: RootState;
  action: UnknownAction | undefined;
}

/**
 * The app's real screens showing a replayed state. They render in a React
 * root of their own, with a memory router: the page's router stays on
 * `/debug/replay`. The pane is a picture of the member's screen, inert:
 * nothing in it takes focus (a dialog open at that step would take it from
 * the timeline) or a click, and what it would dispatch is dropped anyway.
 * It is a containing block for fixed elements (its top bar, toasts,
 * dialogs), and its floating elements portal into it, so they stay inside.
 */
export function ReplayScreenPane({ state, action }: ReplayScreenPaneProps) {
  const intl = useIntl();
  const theme = useTheme();
  const [screen, setScreen] = useState<ScreenName>("home");
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const portal = useRef<HTMLElement | null>(null);
  const [store] = useState(() => createViewStore(state));
  const path = screenPath(screen, state, action);
  const label = intl.formatMessage({
    id: "debugReplay.screen",
    defaultMessage: "Screen",
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    portal.current = element;
    const mounted = createRoot(element);
    root.current = mounted;
    return () => {
      root.current = null;
      // Not while React commits this page: unmount once it is done.
      setTimeout(() => mounted.unmount(), 0);
    };
  }, []);

  useEffect(() => {
    store.show(state);
  }, [store, state]);

  useEffect(() => {
    if (!portal.current) return;
    root.current?.render(
      <PaneApp
        portal={portal.current}
        store={store}
        theme={theme}
        intl={intl}
        path={path}
      />,
    );
  }, [store, theme, intl, path]);

  return (
    <Pane aria-label={label}>
      <PaneHeader>
        <ScreenPicker>
          {label}
          <select
            value={screen}
            onChange={(event) => setScreen(event.target.value as ScreenName)}
          >
            {(Object.keys(screens) as ScreenName[]).map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage(screens[name])}
              </option>
            ))}
          </select>
        </ScreenPicker>
        <code>{path}</code>
      </PaneHeader>
      {/* Focusable: its content is inert, and the keyboard still scrolls it. */}
      <Frame tabIndex={0}>
        <div ref={host} inert />
      </Frame>
    </Pane>
  );
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const PaneHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  code {
    color: ${({ theme }) => theme.colors.mutedText};
    overflow-wrap: anywhere;
  }
`;

const ScreenPicker = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Frame = styled.div`
  position: relative;
  block-size: 80vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  /* Fixed descendants (top bar, toasts, dialogs) position against the pane. */
  transform: translateZ(0);
`;
