// The in-memory state of the demo server and the read-side questions asked of
// it: who may see what, who follows whom, which statuses make up a timeline.
// Changes live in mutations.mjs; seed data is loaded by seed.mjs.
import { EventEmitter } from "node:events";
import { ID_SCHEMES, bySeqDesc, compareIds, createIdSource } from "./ids.mjs";
import { memberState } from "./memberState.mjs";

const pair = (a, b) => `${a}>${b}`;

export class Store extends EventEmitter {
  /**
   * @param {{ origin: string, clock: { now(): number, iso(ageMs?: number): string }, localDomain?: string | null, idScheme?: keyof typeof ID_SCHEMES }} options
   * `localDomain`: the domain of local handles when it is not the web host.
   */
  constructor({ origin, clock, localDomain = null, idScheme = "snowflake" }) {
    super();
    this.origin = origin;
    // Not `domain`: EventEmitter reserves that name for node:domain.
    this.host = new URL(origin).host;
    this.localDomain = localDomain ?? this.host;
    this.clock = clock;
    this.nextId = createIdSource();
    this.idScheme = ID_SCHEMES[idScheme];
    /** The snowflake behind every post and notification id handed out, deleted ones too. */
    this.seqById = new Map();
    this.accounts = new Map();
    this.accountIdByAcct = new Map();
    this.passwords = new Map();
    this.emails = new Map();
    this.follows = new Map(); // "a>b" → { created_at, notify, reblogs }
    this.requests = new Set();
    this.blocks = new Set();
    this.mutes = new Set();
    this.endorsements = new Set();
    this.notes = new Map();
    this.statuses = new Map();
    this.statusKeys = new Map();
    this.polls = new Map();
    this.media = new Map();
    this.uploads = new Map(); // path under /media/ → { data, mime }
    this.cards = new Map();
    this.emojis = [];
    this.emojiCodes = new Set();
    this.notifications = new Map();
    this.notificationKeys = new Map();
    this.lists = new Map();
    this.markers = new Map();
    this.tags = new Map();
    this.featuredTags = new Map();
    this.followedTags = new Map();
    this.scheduled = new Map();
    this.dismissedConversations = new Set();
    this.member = memberState();
    this.instance = {};
    this.live = [];
    /** Bumped on every status change, so caches know when to recompute. */
    this.version = 0;
    for (const event of ["status.created", "status.deleted"])
      this.on(event, () => (this.version += 1));
  }

  // Accounts and relationships

  mediaUrl(file) {
    return /^https?:/.test(file) ? file : `${this.origin}/media/${file}`;
  }

  addAccount(account) {
    this.accounts.set(account.id, account);
    this.accountIdByAcct.set(account.acct.toLowerCase(), account.id);
    if (!account.domain) {
      for (const domain of new Set([this.host, this.localDomain]))
        this.accountIdByAcct.set(
          `${account.username}@${domain}`.toLowerCase(),
          account.id,
        );
    }
  }

  /** The public id of the post with this snowflake. */
  statusId(seq) {
    const id = this.idScheme.status(seq);
    this.seqById.set(id, seq);
    return id;
  }

  /** The public id of a notification with this snowflake, time and type. */
  notificationId(seq, notification) {
    const id = this.idScheme.notification(seq, notification);
    this.seqById.set(id, seq);
    return id;
  }

  /** Where an id (a cursor, a marker) falls in the server's order: its snowflake. */
  orderOf(id) {
    return this.seqById.get(String(id)) ?? String(id);
  }

  account(id) {
    return this.accounts.get(String(id)) ?? null;
  }

  /** Like findAccount, but a bare username also finds a remote account (seed data and control use this). */
  ref(name) {
    const found = this.findAccount(name);
    if (found || !name) return found;
    const bare = String(name).replace(/^@/, "").toLowerCase();
    return (
      [...this.accounts.values()].find(
        (a) => a.username.toLowerCase() === bare,
      ) ?? null
    );
  }

  /** By id, acct, `@acct` or `username@this-domain`. */
  findAccount(ref) {
    if (!ref) return null;
    const text = String(ref).replace(/^@/, "");
    if (this.accounts.has(text)) return this.accounts.get(text);
    const id = this.accountIdByAcct.get(text.toLowerCase());
    return id ? this.accounts.get(id) : null;
  }

  isFollowing(a, b) {
    return this.follows.has(pair(a, b));
  }
  isRequested(a, b) {
    return this.requests.has(pair(a, b));
  }
  isBlocking(a, b) {
    return this.blocks.has(pair(a, b));
  }
  isMuting(a, b) {
    return this.mutes.has(pair(a, b));
  }
  isEndorsing(a, b) {
    return this.endorsements.has(pair(a, b));
  }
  key(a, b) {
    return pair(a, b);
  }

  followerIds(id) {
    return [...this.follows.keys()]
      .filter((k) => k.endsWith(`>${id}`))
      .map((k) => k.slice(0, k.indexOf(">")));
  }
  followingIds(id) {
    return [...this.follows.keys()]
      .filter((k) => k.startsWith(`${id}>`))
      .map((k) => k.slice(k.indexOf(">") + 1));
  }
  requesterIds(id) {
    return [...this.requests]
      .filter((k) => k.endsWith(`>${id}`))
      .map((k) => k.slice(0, k.indexOf(">")));
  }

  // Statuses

  status(id) {
    return this.statuses.get(String(id)) ?? null;
  }

  statusByKey(key) {
    const id = this.statusKeys.get(key);
    return id ? this.statuses.get(id) : null;
  }

  /** Whether `viewerId` (null: a visitor) may see the status and its boosted original. */
  canSee(viewerId, status) {
    if (!status || status.deleted) return false;
    if (status.reblog_id) {
      const original = this.status(status.reblog_id);
      if (!original || !this.canSee(viewerId, original)) return false;
    }
    const author = status.account_id;
    if (viewerId && this.isBlocking(author, viewerId)) return false;
    // Audiences of the families' own features (routes/postHooks.mjs).
    const audience = this.audienceHook?.(viewerId, status);
    if (audience !== undefined) return audience;
    switch (status.visibility) {
      case "public":
      case "unlisted":
        return true;
      case "private":
        return (
          viewerId === author ||
          (viewerId !== null && this.isFollowing(viewerId, author)) ||
          status.mentions.includes(viewerId)
        );
      default:
        return viewerId === author || status.mentions.includes(viewerId);
    }
  }

  /** Hides what a member muted or blocked from their lists (not from direct look-ups). */
  isHiddenFor(viewerId, status) {
    if (!viewerId) return false;
    const authors = [status.account_id];
    if (status.reblog_id)
      authors.push(this.status(status.reblog_id)?.account_id);
    return authors.some(
      (a) => this.isMuting(viewerId, a) || this.isBlocking(viewerId, a),
    );
  }

  /** All statuses passing `filter` that the viewer may see, newest first. */
  listStatuses(viewerId, filter) {
    const out = [];
    for (const status of this.statuses.values()) {
      if (!filter(status)) continue;
      if (!this.canSee(viewerId, status) || this.isHiddenFor(viewerId, status))
        continue;
      out.push(status);
    }
    return out.sort(bySeqDesc);
  }

  isLocal(accountId) {
    return !this.account(accountId)?.domain;
  }

  hasMedia(status) {
    const s = status.reblog_id ? this.status(status.reblog_id) : status;
    return Boolean(s && s.media_ids.length > 0);
  }

  /** Replies to someone else stay out of public and home feeds, as on Mastodon. */
  isReplyToOther(status) {
    return (
      Boolean(status.in_reply_to_id) &&
      status.in_reply_to_account_id !== status.account_id
    );
  }

  repliesTo(id) {
    return [...this.statuses.values()]
      .filter((s) => s.in_reply_to_id === id && !s.deleted)
      .sort((a, b) => compareIds(a.seq, b.seq));
  }

  reblogsOf(id) {
    return [...this.statuses.values()].filter(
      (s) => s.reblog_id === id && !s.deleted,
    );
  }

  quotesOf(id) {
    return [...this.statuses.values()].filter(
      (s) => s.quote_id === id && !s.deleted,
    );
  }

  /** The statuses a member's home feed is made of. */
  inHome(viewerId, status) {
    const author = status.account_id;
    if (author !== viewerId && !this.isFollowing(viewerId, author))
      return false;
    if (status.visibility === "direct") return false;
    if (author !== viewerId && this.inExclusiveList(viewerId, author))
      return false;
    if (
      status.reblog_id &&
      this.status(status.reblog_id)?.account_id === viewerId
    )
      return false;
    if (this.isReplyToOther(status)) {
      const target = status.in_reply_to_account_id;
      return target === viewerId || this.isFollowing(viewerId, target);
    }
    return true;
  }

  inPublic(status, { local, remote, onlyMedia } = {}) {
    if (status.visibility !== "public" || status.reblog_id) return false;
    if (this.isReplyToOther(status)) return false;
    if (local && !this.isLocal(status.account_id)) return false;
    if (remote && this.isLocal(status.account_id)) return false;
    if (onlyMedia && !this.hasMedia(status)) return false;
    return true;
  }

  hasTag(status, names) {
    const wanted = names.map((n) => n.toLowerCase());
    return status.tags.some((t) => wanted.includes(t.toLowerCase()));
  }

  /** Members of a member's exclusive lists stay out of their home feed (Mastodon 4.2). */
  inExclusiveList(viewerId, authorId) {
    for (const list of this.lists.values())
      if (
        list.exclusive &&
        list.owner_id === viewerId &&
        list.members.has(authorId)
      )
        return true;
    return false;
  }

  inList(list, status) {
    if (!list.members.has(status.account_id)) return false;
    if (status.visibility === "direct") return false;
    if (this.isReplyToOther(status)) {
      const target = status.in_reply_to_account_id;
      if (list.replies_policy === "none") return false;
      if (list.replies_policy === "list") return list.members.has(target);
      return (
        target === list.owner_id || this.isFollowing(list.owner_id, target)
      );
    }
    return true;
  }

  notificationsFor(accountId) {
    return [...this.notifications.values()]
      .filter((n) => n.account_id === accountId && !n.dismissed)
      .sort(bySeqDesc);
  }

  pollOf(status) {
    return status.poll_id ? (this.polls.get(status.poll_id) ?? null) : null;
  }

  tagHistory(name) {
    const tag = this.tags.get(name.toLowerCase());
    const now = this.clock.now();
    const today = Math.floor(now / 86400000) * 86400;
    return Array.from({ length: 7 }, (_, i) => ({
      day: String(today - i * 86400),
      uses: String(tag?.uses?.[i] ?? 0),
      accounts: String(tag?.accounts?.[i] ?? 0),
    }));
  }
}
