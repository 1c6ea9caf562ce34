// Live posts: a timer that publishes the next entry of live.json as a real
// status, so timelines and streams show new posts arriving.
import { createStatus } from "./statusOps.mjs";

/** @param {{ context: () => { store: import("./store.mjs").Store } }} deps */
export function createLive({ context }) {
  let timer = null;
  let interval = 0;
  let index = 0;

  function tick() {
    const { store } = context();
    if (store.live.length === 0) return null;
    const entry = store.live[index % store.live.length];
    index += 1;
    const author = store.ref(entry.account);
    if (!author) return null;
    return createStatus(store, author.id, {
      status: entry.text,
      language: entry.language ?? author.language,
      visibility: entry.visibility ?? "public",
      spoiler_text: entry.spoiler_text,
      application: author.bot
        ? { name: author.username, website: null }
        : { name: "Potluck", website: null },
    });
  }

  return {
    tick,
    intervalMs: () => interval,
    /** Publishes every `ms` milliseconds; 0 stops. */
    setInterval(ms) {
      if (timer) clearInterval(timer);
      timer = null;
      interval = Math.max(0, ms);
      if (interval > 0) {
        timer = setInterval(tick, interval);
        timer.unref();
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
