import { lazy, type ComponentType } from "react";

/** A lazily loaded screen whose chunk can be fetched ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * Wraps a dynamic import of a named export as a React.lazy component with a
 * `preload()` that starts the same (cached) import, so the bootstrap can
 * fetch the first route's chunk in parallel with the instance and messages.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyScreen<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const once = () => (pending ??= load());
  const Screen = lazy(() =>
    once().then((component) => ({ default: component })),
  );
  return Object.assign(Screen, { preload: once }) as LazyScreen<P>;
}
