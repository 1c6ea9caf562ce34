import { lazy, type ComponentType } from "react";

/** A lazily loaded component whose chunk can be fetched ahead of its first render. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

type Loaded<P> = { default: ComponentType<P> };

/** The loads `loadAllDeferred` runs: code kept off the first paint. */
const registered = new Set<() => Promise<unknown>>();

/**
 * `load`, run once and its promise kept. Registered loads can all be run at
 * once with `loadAllDeferred` (the unit tests do, before each file, so they
 * see deferred parts rendered at once as they were before the split).
 */
export function deferredLoad<T>(
  load: () => Promise<T>,
  { register = true }: { register?: boolean } = {},
): () => Promise<T> {
  let pending: Promise<T> | null = null;
  const once = () => (pending ??= load());
  if (register) registered.add(once);
  return once;
}

/** Runs every registered load (failures are ignored: the part retries). */
export async function loadAllDeferred(): Promise<void> {
  await Promise.allSettled([...registered].map((load) => load()));
}

/**
 * Wraps a dynamic import of a named export as a React.lazy component with a
 * `preload()` that starts the same (cached) import.
 *
 * A component whose chunk has already loaded when it first renders does not
 * suspend: React.lazy is handed a thenable that resolves synchronously.
 * Suspending would show the Suspense fallback and then hold the content back
 * for React's fallback throttle (300 ms), which used to delay the homepage's
 * first post by that much.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: { register?: boolean },
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const once = deferredLoad(
    () => load().then((component) => (loaded = component)),
    options,
  );
  const Component = lazy((): Promise<Loaded<P>> => {
    if (loaded) {
      const module: Loaded<P> = { default: loaded };
      // React reads the result at once when `then` calls back synchronously;
      // a real promise always calls back later.
      const resolved = {
        then(onFulfilled: (value: Loaded<P>) => unknown) {
          onFulfilled(module);
        },
      };
      return resolved as unknown as Promise<Loaded<P>>;
    }
    return once().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload: once }) as LazyComponent<P>;
}
