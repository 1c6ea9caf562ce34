let loading: Promise<unknown> | null = null;

/**
 * The compose slice's code, which joins the store as it loads (issue 22).
 * It shares the modal composer's chunk name, so one request brings both:
 * the modal then opens without waiting for a chunk of its own.
 *
 * Thunks reach it as `extra.loadComposer` (store/index.ts), and only the
 * app's own chunk imports this file. The status card, which opens the
 * composer, is also in the timeline's chunks that the entry script fetches
 * beside the app's; an `import()` there made webpack split the app's store
 * out into a chunk of its own, which the composer's needs but those chunks
 * lack (one more request and about 0.8 KB more before the first post).
 */
export function loadComposer(): Promise<unknown> {
  loading ??= import(/* webpackChunkName: "compose-modal" */ "./slice").catch(
    (error: unknown) => {
      // Webpack forgets a chunk that failed: the next open asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}
