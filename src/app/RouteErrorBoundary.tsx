import { Component, type ReactNode } from "react";
import { useLocation, type Location } from "react-router-dom";
import { RouteErrorScreen } from "./RouteErrorScreen";

export interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Shows the route error screen in place of the page when anything below
 * fails to render, until the reader goes elsewhere (a link, back or
 * forward), which renders the new route afresh.
 */
export function RouteErrorBoundary({ children }: RouteErrorBoundaryProps) {
  return (
    <LocationErrorBoundary location={useLocation()}>
      {children}
    </LocationErrorBoundary>
  );
}

interface LocationErrorBoundaryProps extends RouteErrorBoundaryProps {
  location: Location;
}

interface LocationErrorBoundaryState {
  /** The failure, boxed: anything can be thrown, even `undefined`. */
  failure: { error: unknown } | null;
  /** The location the failure happened at. */
  location: Location;
}

/** A class because React offers error boundaries only as classes. */
class LocationErrorBoundary extends Component<
  LocationErrorBoundaryProps,
  LocationErrorBoundaryState
> {
  override state: LocationErrorBoundaryState = {
    failure: null,
    location: this.props.location,
  };

  static getDerivedStateFromError(
    error: unknown,
  ): Partial<LocationErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: LocationErrorBoundaryProps,
    state: LocationErrorBoundaryState,
  ): Partial<LocationErrorBoundaryState> | null {
    return props.location.key === state.location.key
      ? null
      : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    return failure ? (
      <RouteErrorScreen error={failure.error} />
    ) : (
      this.props.children
    );
  }
}
