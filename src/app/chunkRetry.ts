import { RATE_LIMIT_RETRIES, backoffDelay } from "../api/rateLimit";

/** The part of webpack's runtime that loads a chunk (what `import()` calls). */
export interface ChunkRuntime {
  e: (chunkId: string | number) => Promise<unknown>;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Makes every lazy chunk load (screens, panels, the toaster, thunks loaded
 * on demand, messages) try again when its request fails, as a GET does
 * (spec 02 section 9: three more tries, the delay doubling from 1 s). A
 * server restarting while the first screen still fetched its chunks used to
 * fail them for good: React.lazy keeps a rejection, the error boundary took
 * the screen down, and with it home's stream subscription, so the socket
 * never came back and posts were lost (issue 21's fault matrix). Webpack
 * forgets a chunk whose script failed, so asking again sends a new request.
 */
export function retryChunkLoads(
  runtime: ChunkRuntime,
  wait: (ms: number) => Promise<void> = pause,
): void {
  const load = runtime.e;
  runtime.e = async (chunkId) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load(chunkId);
      } catch (error) {
        if (attempt >= RATE_LIMIT_RETRIES) throw error;
        await wait(backoffDelay(attempt));
      }
    }
  };
}
