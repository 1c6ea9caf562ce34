import { useMemo } from "react";
import { Provider } from "react-redux";
import { ThemeProvider } from "styled-components";
import type { PotluckConfig } from "../config";
import { ErrorBoundary } from "../components/ErrorBoundary";
import type { AppStore } from "../store/index";
import { GlobalStyle } from "../styles/GlobalStyle";
import { OperatorStyles } from "../styles/OperatorStyles";
import { buildTheme } from "../styles/theme";
import { LocaleGate, type LocaleGateProps } from "./LocaleGate";
import { PreferencesSync } from "./PreferencesSync";
import { AppRouter } from "./router";

export interface AppProps {
  config: PotluckConfig;
  store: AppStore;
  messages: LocaleGateProps["messages"];
}

/** Providers in order: store, theme, error boundary, language, router (toasts: app/Notices.tsx). */
export function App({ config, store, messages }: AppProps) {
  const theme = useMemo(() => buildTheme(config), [config]);
  const home = config.useHashRouter ? "#/" : `${config.basename}/`;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <OperatorStyles css={config.styles} />
        <ErrorBoundary homeHref={home}>
          <PreferencesSync>
            <LocaleGate messages={messages}>
              <AppRouter config={config} />
            </LocaleGate>
          </PreferencesSync>
        </ErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
