import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import type { ApiClient } from "../../../src/api/client";
import type { Features } from "../../../src/api/features";
import type { AppStore } from "../../../src/store";
import {
  recordingClient,
  sessionStore,
  type Routes,
} from "../../store/session/support";
import { renderWithProviders } from "../../support/renderWithProviders";

export interface RenderOptions {
  /** The fake server. */
  api?: Routes;
  features?: Partial<Features>;
  /** Start path of the MemoryRouter. */
  route?: string;
  /** Runs on the store before the first render. */
  before?: (store: AppStore, client: ApiClient) => void;
}

/**
 * Renders `routes` (a <Routes> tree) with a real store over a fake server,
 * inside the app's providers and a MemoryRouter.
 */
export function renderMember(
  routes: ReactElement,
  options: RenderOptions = {},
) {
  const { client, calls } = recordingClient(options.api ?? {});
  const store = sessionStore(client, options.features ?? {});
  options.before?.(store, client);
  function Wrap({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  const view = renderWithProviders(routes, {
    route: options.route ?? "/",
    wrap: Wrap,
  });
  return { store, client, calls, view };
}
