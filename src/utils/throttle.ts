/**
 * Calls `fn` at most once per `ms`: at once when idle, then once more at the
 * end of the window with the latest arguments, so the final state is seen.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity;
  let pending: A | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) {
          const next = pending;
          pending = undefined;
          run(next);
        }
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
