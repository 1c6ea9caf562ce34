import type { Middleware } from "@reduxjs/toolkit";

/** A middleware that can join a running store: it syncs with the state it finds. */
export interface JoiningMiddleware extends Middleware {
  shutdown(): void;
  resync(): void;
}

export interface DeferredMiddleware extends Middleware {
  shutdown(): void;
}

/**
 * A middleware whose code loads later (issue 22: the sockets' code, with the
 * stream's frame mapper and its schemas, is not needed before the first
 * screen has painted). Until it has loaded, actions pass by it; what they
 * leave in the state (the subscriptions, the token) is what it syncs with
 * once it joins. A failed load is tried again at the next action.
 */
export function deferredMiddleware(
  load: () => Promise<JoiningMiddleware>,
): DeferredMiddleware {
  let joined: ((action: unknown) => unknown) | null = null;
  let loaded: JoiningMiddleware | null = null;
  let loading = false;
  let stopped = false;
  const middleware = ((api: Parameters<Middleware>[0]) =>
    (next: (action: unknown) => unknown) => {
      const join = () => {
        loading = true;
        load().then(
          (real) => {
            if (stopped) return;
            loaded = real;
            joined = real(api)(next);
            real.resync();
          },
          () => {
            loading = false;
          },
        );
      };
      join();
      return (action: unknown) => {
        if (joined) return joined(action);
        if (!loading && !stopped) join();
        return next(action);
      };
    }) as DeferredMiddleware;
  middleware.shutdown = () => {
    stopped = true;
    loaded?.shutdown();
  };
  return middleware;
}
