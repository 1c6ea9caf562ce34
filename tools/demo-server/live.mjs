// Live posts: a timer that publishes the next entry of live.json as a real
// status, so timelines and streams show new posts arriving.
import { createStatus } from "./statusOps.mjs";

/** @param {{ context: () => { store: import("./store.mjs").Store } }} deps */
export function createLive({ context }) {
  let timer = null;
  let interval = 0;
  let index = 0;

  /** The next entry (by an author `readerId` follows, when given) and its author. */
  function next(store, readerId) {
    for (let tried = 0; tried < store.live.length; tried += 1) {
      const entry = store.live[index % store.live.length];
      index += 1;
      const author = store.ref(entry.account);
      if (!author) continue;
      if (
        readerId === null ||
        author.id === readerId ||
        store.isFollowing(readerId, author.id)
      )
        return { entry, author };
    }
    return null;
  }

  /** Publishes the next live post; with `readerId`, one that reaches that member's home. */
  function tick(readerId = null) {
    const { store } = context();
    const found = next(store, readerId);
    if (!found) return null;
    const { entry, author } = found;
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
