import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** The root path of the app, for the error screen's links. */
  homeHref: string;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Shows the fallback error screen when anything below fails to render. A class
 * because React offers error boundaries only as classes. Needs a ThemeProvider
 * above it; an IntlProvider is optional.
 */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Rendering failed", error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <ErrorScreen homeHref={this.props.homeHref} />;
    return this.props.children;
  }
}
