// What a member keeps beside their posts and relationships (issue 17):
// filters, bookmark folders, announcements read and reacted to, domain
// blocks, timed mutes, dismissed suggestions, read conversations and
// favourite lists. One object on the store (`store.member`), filled by
// memberSeed.mjs and changed by the routes of each tool.

export function memberState() {
  return {
    /** id → { id, owner_id, title, context, filter_action, expires_at, keywords: [{id, keyword, whole_word}], statuses: [{id, status_id}] } */
    filters: new Map(),
    /**
     * id → { id, owner_id, name, emoji, status_ids: Set }. A Pleroma-style
     * family keeps a bookmark in one folder at a time; the kmyblue-style
     * categories of Mastodon-style families hold it in several.
     */
    folders: new Map(),
    /** id → { id, content, published_at, updated_at, starts_at, ends_at, all_day, reactions: Map name → Set(account id) } */
    announcements: new Map(),
    /** "accountId>announcementId" */
    readAnnouncements: new Set(),
    /** account id → Set of blocked domains */
    domainBlocks: new Map(),
    /** "muter>muted" → ISO time the mute ends */
    muteExpiry: new Map(),
    /** "accountId>suggestedId" */
    dismissedSuggestions: new Set(),
    /** "accountId:conversationId" → id of the newest post read */
    readConversations: new Map(),
    /** list ids marked favourite (Fedibird) */
    favouriteLists: new Set(),
    reports: [],
    nextId: 1,
  };
}

/** A short numeric id, unique within this run. */
export function nextMemberId(store) {
  const id = String(store.member.nextId);
  store.member.nextId += 1;
  return id;
}

/**
 * Tells the member's `user` stream (every signed-in member's when `to` is
 * null) about a change; `payload` is a value, or a function of the viewer
 * for what renders per viewer.
 */
export function tellMember(store, to, event, payload) {
  store.emit("member.event", { to, event, payload });
}
