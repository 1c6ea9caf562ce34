// Loads the seed data of a member's everyday tools (README, "Data
// directory"): filters.json, bookmark_folders.json, announcements.json,
// scheduled.json, conversations.json and blocks.json, all optional.
import { parseAge } from "./ids.mjs";
import { nextMemberId } from "./memberState.mjs";
import { seedStatuses } from "./seedStatuses.mjs";
import { renderText } from "./text.mjs";

const person = (store, name, what) => {
  const found = store.ref(name);
  if (!found)
    throw new Error(`demo data: ${what} names unknown account ${name}`);
  return found;
};

const post = (store, key, what) => {
  const found = store.statusByKey(key);
  if (!found) throw new Error(`demo data: ${what} names unknown status ${key}`);
  return found;
};

/** A time ahead of now: "2d", "3h30m". */
const inFuture = (store, text) =>
  new Date(store.clock.now() + parseAge(text)).toISOString();

function loadFilters(store, rows) {
  for (const row of rows) {
    const owner = person(store, row.owner, "a filter");
    const id = nextMemberId(store);
    store.member.filters.set(id, {
      id,
      owner_id: owner.id,
      title: row.title,
      context: row.context ?? ["home", "public", "thread", "account"],
      filter_action: row.action ?? "warn",
      expires_at: row.expires_in ? inFuture(store, row.expires_in) : null,
      keywords: (row.keywords ?? []).map((k) => ({
        id: nextMemberId(store),
        keyword: k.keyword,
        whole_word: k.whole_word ?? true,
      })),
      statuses: (row.statuses ?? []).map((key) => ({
        id: nextMemberId(store),
        status_id: post(store, key, `filter ${row.title}`).id,
      })),
    });
  }
}

function loadFolders(store, rows) {
  for (const row of rows) {
    const owner = person(store, row.owner, "a bookmark folder");
    const id = nextMemberId(store);
    const statuses = (row.statuses ?? []).map((key) =>
      post(store, key, `bookmark folder ${row.name}`),
    );
    for (const status of statuses) status.bookmarked.add(owner.id);
    store.member.folders.set(id, {
      id,
      owner_id: owner.id,
      name: row.name,
      emoji: row.emoji ?? null,
      status_ids: new Set(statuses.map((s) => s.id)),
    });
  }
}

function loadAnnouncements(store, rows) {
  for (const row of rows) {
    const id = nextMemberId(store);
    const published = store.clock.iso(parseAge(row.ago));
    const reactions = new Map();
    for (const reaction of row.reactions ?? []) {
      reactions.set(
        reaction.name,
        new Set(reaction.by.map((n) => person(store, n, "a reaction").id)),
      );
    }
    store.member.announcements.set(id, {
      id,
      content: renderText(row.text, {
        origin: store.origin,
        resolve: () => null,
        emojis: store.emojiCodes,
      }).html,
      published_at: published,
      updated_at: published,
      starts_at: row.starts_in ? inFuture(store, row.starts_in) : null,
      ends_at: row.ends_in ? inFuture(store, row.ends_in) : null,
      all_day: Boolean(row.all_day),
      reactions,
    });
    for (const name of row.read_by ?? [])
      store.member.readAnnouncements.add(
        `${person(store, name, "an announcement").id}>${id}`,
      );
  }
}

function loadScheduled(store, rows) {
  for (const row of rows) {
    const author = person(store, row.account, "a scheduled post");
    const id = nextMemberId(store);
    store.scheduled.set(id, {
      id,
      account_id: author.id,
      scheduled_at: inFuture(store, row.in),
      params: {
        text: row.text,
        poll: null,
        media_ids: null,
        sensitive: null,
        spoiler_text: row.cw ?? null,
        visibility: row.visibility ?? "public",
        in_reply_to_id: null,
        language: row.language ?? "en",
        application_id: 1,
        scheduled_at: null,
        idempotency: null,
        with_rate_limit: false,
      },
    });
  }
}

function loadBlocks(store, data) {
  for (const [username, domains] of Object.entries(data.domains ?? {})) {
    const owner = person(store, username, "a domain block");
    store.member.domainBlocks.set(owner.id, new Set(domains));
  }
  for (const [username, mutes] of Object.entries(data.timed_mutes ?? {})) {
    const owner = person(store, username, "a timed mute");
    for (const { account, expires_in: expiresIn } of mutes) {
      const key = store.key(owner.id, person(store, account, "a mute").id);
      store.mutes.add(key);
      store.member.muteExpiry.set(key, inFuture(store, expiresIn));
    }
  }
}

/**
 * @param {import("./store.mjs").Store} store
 * @param {(name: string, fallback: unknown) => any} read
 * @param {{ mediaDefs: object, mediaIndex: object }} media
 */
export function loadMemberSeed(store, read, media) {
  // Direct conversations are posts; seeded after the main statuses so they
  // can answer them, with ages that keep their ids apart.
  seedStatuses(store, read("conversations.json", []), media);
  loadFilters(store, read("filters.json", []));
  loadFolders(store, read("bookmark_folders.json", []));
  loadAnnouncements(store, read("announcements.json", []));
  loadScheduled(store, read("scheduled.json", []));
  loadBlocks(store, read("blocks.json", {}));
}
