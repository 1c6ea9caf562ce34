import { retryChunkLoads, type ChunkRuntime } from "../../src/app/chunkRetry";

/** A chunk loader that fails `failures` times, then loads; the waits asked. */
function flaky(failures: number) {
  let left = failures;
  const calls: (string | number)[] = [];
  const waits: number[] = [];
  const runtime: ChunkRuntime = {
    e: (chunkId) => {
      calls.push(chunkId);
      if (left > 0) {
        left -= 1;
        return Promise.reject(
          new Error(`Loading chunk ${String(chunkId)} failed.`),
        );
      }
      return Promise.resolve();
    },
  };
  retryChunkLoads(runtime, (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  return { runtime, calls, waits };
}

describe("retryChunkLoads", () => {
  it("loads a chunk at once when its request succeeds", async () => {
    const { runtime, calls, waits } = flaky(0);
    await runtime.e(30);
    expect(calls).toEqual([30]);
    expect(waits).toEqual([]);
  });

  it("asks again while the server restarts, the delay doubling from 1 s", async () => {
    const { runtime, calls, waits } = flaky(3);
    await expect(runtime.e("side-panels")).resolves.toBeUndefined();
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("gives up after three more tries, with the loader's own error", async () => {
    const { runtime, calls } = flaky(10);
    await expect(runtime.e(30)).rejects.toThrow("Loading chunk 30 failed.");
    expect(calls).toHaveLength(4);
  });
});
