/** The Prioritized Task Scheduling API's yield (Chromium 129+, Firefox 142+). */
type Yield = () => Promise<void>;

/**
 * Resolves in a later task, letting the browser handle input and paint in
 * between: `scheduler.yield()` where the browser has it (the continuation
 * runs before other queued work of its priority), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, "scheduler");
  const yieldNow: unknown =
    typeof scheduler === "object" && scheduler !== null
      ? Reflect.get(scheduler, "yield")
      : undefined;
  if (typeof yieldNow === "function")
    return (yieldNow as Yield).call(scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
