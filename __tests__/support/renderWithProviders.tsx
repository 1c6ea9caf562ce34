import { render, type RenderResult } from "@testing-library/react";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from "react-intl";
import { cacheStore } from "react-inlinesvg";
import { MemoryRouter } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import en from "../../locales/en.json";
import { parseConfig } from "../../src/config";
import { buildTheme } from "../../src/styles/theme";
import svgStub from "./fileStub";

export interface RenderWithProvidersOptions {
  /** Wraps the tree in a MemoryRouter starting at this path. */
  route?: string;
  locale?: string;
  /** Messages for `locale`; defaults to the extracted English catalogue. */
  messages?: Record<string, string>;
  /** An outer provider, e.g. `({ children }) => <Provider store={store}>{children}</Provider>`. */
  wrap?: ComponentType<{ children: ReactNode }>;
  /** Raw operator configuration (window.POTLUCK_CONFIG shape) for the theme. */
  config?: Record<string, unknown>;
}

// Jest maps every imported .svg to one stub URL. Seeding react-inlinesvg's
// cache with a blank icon for it renders icons at once, without a fetch.
cacheStore.set(svgStub, {
  content: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"></svg>',
  status: "loaded",
});

// Missing translations fall back to defaultMessage by design; anything else is a bug.
const onIntlError: NonNullable<IntlConfig["onError"]> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  throw error;
};

/** Renders `ui` with the app's providers: theme, IntlProvider and optionally a router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route,
    locale = "en",
    messages = en,
    wrap: Outer,
    config = {},
  }: RenderWithProvidersOptions = {},
): RenderResult {
  const theme = buildTheme(parseConfig(config, "http://127.0.0.1"));
  function Providers({ children }: { children: ReactNode }) {
    const routed =
      route === undefined ? (
        children
      ) : (
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      );
    const tree = (
      <ThemeProvider theme={theme}>
        <IntlProvider
          locale={locale}
          defaultLocale="en"
          messages={messages}
          onError={onIntlError}
        >
          {routed}
        </IntlProvider>
      </ThemeProvider>
    );
    return Outer ? <Outer>{tree}</Outer> : tree;
  }
  return render(ui, { wrapper: Providers });
}
