import type { ComponentType } from "react";
import { lazyComponent, type LazyComponent } from "../components/lazyComponent";

/** A lazily loaded screen whose chunk can be fetched ahead of its first render. */
export type LazyScreen<P extends object> = LazyComponent<P>;

/**
 * Wraps a dynamic import of a named export as a React.lazy component with a
 * `preload()` that starts the same (cached) import, so the bootstrap can
 * fetch the first route's chunk in parallel with the instance and messages.
 * A screen whose chunk has loaded renders without suspending (see
 * `lazyComponent`). Screens are not loaded up front by the unit tests'
 * `loadAllDeferred`.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyScreen<P> {
  return lazyComponent(load, { register: false });
}
