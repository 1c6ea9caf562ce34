// The XSS corpus control endpoint (issue 21): puts hostile markup and URLs
// into every text and URL field of every entity the app renders, so a
// browser test can walk every screen with them.
import { ApiFailure } from "./errors.mjs";
import { familiesState } from "./familiesState.mjs";

/** Fields the app renders as text or as sanitised HTML. */
const TEXT_KEYS = new Set([
  "author_name",
  "comment",
  "content",
  "description",
  "display_name",
  "html",
  "image_description",
  "message",
  "name",
  "note",
  "provider_name",
  "short_description",
  "spoiler_text",
  "summary",
  "text",
  "title",
  "value",
]);

/** Fields the app renders as a link or a picture. */
const URL_KEYS = new Set([
  "author_url",
  "avatar",
  "avatar_static",
  "embed_url",
  "header",
  "header_static",
  "image",
  "preview_url",
  "provider_url",
  "remote_url",
  "static_url",
  "url",
  "website",
]);

const MAX_DEPTH = 5;

function isPlain(value) {
  return (
    value !== null &&
    typeof value === "object" &&
    (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)
  );
}

/**
 * @param {any} store
 * @param {{ html: string[], urls: string[] }} corpus
 * @returns {{ entities: number, fields: number }}
 */
export function placeHostileCorpus(store, { html, urls }) {
  if (!html?.length || !urls?.length)
    throw new ApiFailure(
      422,
      "hostile: give { html: [...], urls: [...] }, both non-empty",
    );
  let textIndex = 0;
  let urlIndex = 0;
  let fields = 0;
  let entities = 0;
  const walk = (value, depth) => {
    if (depth > MAX_DEPTH || !isPlain(value)) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === "string" && TEXT_KEYS.has(key)) {
        value[key] = html[textIndex++ % html.length];
        fields += 1;
      } else if (typeof field === "string" && URL_KEYS.has(key)) {
        value[key] = urls[urlIndex++ % urls.length];
        fields += 1;
      } else walk(field, depth + 1);
    }
  };
  const families = familiesState(store);
  const collections = [
    store.accounts,
    store.statuses,
    store.polls,
    store.media,
    store.cards,
    store.emojis,
    store.notifications,
    store.lists,
    store.member.announcements,
    store.member.folders,
    store.admin?.reports,
    store.admin?.accounts,
    families.chats,
    families.groups,
    families.locations,
    [store.instance],
  ];
  for (const collection of collections) {
    if (!collection) continue;
    for (const entity of collection.values()) {
      entities += 1;
      walk(entity, 0);
    }
  }
  // Every walked status's version has changed: timelines and caches recompute.
  store.version += 1;
  return { entities, fields };
}
