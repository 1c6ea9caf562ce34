// What the families' own features keep (issue 19): chats, groups, circles,
// antennas, GoToSocial interaction requests, the Iceshrimp.NET drive, RSS
// feeds, scrobbles, Pixelfed stories, event locations and Mitra subscriptions. One object per
// loaded store (a reset forgets every change), filled by familiesSeed.mjs and
// changed by the routes of each feature.

const states = new WeakMap();

/** The state of this store's family features, made on first use. */
export function familiesState(store) {
  let state = states.get(store);
  if (!state) {
    state = {
      nextId: 1,
      /** id → { id, members: [a, b], messages: [{ id, account_id, text, html, emojis, media_id, created_at }], lastRead: Map account → message id } */
      chats: new Map(),
      /** id → { id, slug, display_name, note, owner_id, locked, created_at, members: Map account → role, requested: Set, blocked: Set, suspended } */
      groups: new Map(),
      /** status id → group id */
      groupPosts: new Map(),
      /** id → { id, owner_id, title, members: Set } */
      circles: new Map(),
      /** id → { id, owner_id, title, stl, insert_feeds, list_id, with_media_only, ignore_reblog, accounts, exclude_accounts, domains, exclude_domains, keywords, exclude_keywords, tags, exclude_tags } */
      antennas: new Map(),
      /** id → { id, type, account_id, status_id, reply_id, created_at, accepted_at, rejected_at } */
      interactionRequests: new Map(),
      /** id → { id, owner_id, name, parent_id } */
      driveFolders: new Map(),
      /** media id → { folder_id, filename, sensitive } */
      driveFiles: new Map(),
      /** account id → [url] */
      rssFeeds: new Map(),
      /** [{ id, account_id, title, artist, album, length, created_at }] */
      scrobbles: [],
      /** id → { id, account_id, type, url, duration, created_at, expires_at, active, can_reply, can_react, views: Map viewer → time } (Pixelfed stories) */
      stories: new Map(),
      /** [{ origin_id, description, ... }] */
      locations: [],
      /** account id → [option] */
      subscriptionOptions: new Map(),
      /** "sender>recipient" → { id, sender_id, recipient_id, expires_at } */
      subscriptions: new Map(),
      /** id → invoice */
      invoices: new Map(),
    };
    states.set(store, state);
  }
  return state;
}

/** A short id, unique within this store's family features. */
export function nextFamilyId(store) {
  const state = familiesState(store);
  const id = String(state.nextId);
  state.nextId += 1;
  return id;
}
