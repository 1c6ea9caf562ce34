// Turns store records into API entities for one viewer and one presented
// server family: Mastodon shape by default, plus the `pleroma` objects that
// Pleroma-style servers add, and per-family quote shapes.
import { PLEROMA_TYPE_NAMES } from "./families.mjs";
import { familiesState } from "./familiesState.mjs";
import { permissionsOf, privilegesOf } from "./adminState.mjs";

/** @typedef {{ store: import("./store.mjs").Store, family: ReturnType<typeof import("./families.mjs").resolveFamily>, viewerId: string | null }} RenderContext */

const statsCache = new WeakMap();

/** statuses_count and last_status_at per account, recomputed when statuses change. */
function accountStats(store) {
  const cached = statsCache.get(store);
  if (
    cached &&
    cached.size === store.statuses.size &&
    cached.version === store.version
  )
    return cached.stats;
  const stats = new Map();
  for (const s of store.statuses.values()) {
    const entry = stats.get(s.account_id) ?? { count: 0, last: "" };
    entry.count += 1;
    if (s.created_at > entry.last) entry.last = s.created_at;
    stats.set(s.account_id, entry);
  }
  statsCache.set(store, {
    size: store.statuses.size,
    version: store.version,
    stats,
  });
  return stats;
}

export function customEmojis(store, ...texts) {
  const joined = texts.join(" ");
  return store.emojis.filter((e) => joined.includes(`:${e.shortcode}:`));
}

/** @param {RenderContext} ctx */
export function renderAccount(ctx, account, { self = false, depth = 0 } = {}) {
  const { store, family } = ctx;
  const stats = accountStats(store).get(account.id);
  const out = {
    id: account.id,
    username: account.username,
    acct: account.acct,
    display_name: account.display_name,
    locked: account.locked,
    bot: account.bot,
    discoverable: account.discoverable,
    indexable: account.indexable ?? account.discoverable,
    group: account.group,
    created_at: account.created_at,
    note: account.note,
    url: account.url,
    uri: account.uri,
    avatar: account.avatar,
    avatar_static: account.avatar,
    header: account.header,
    header_static: account.header,
    followers_count:
      store.followerIds(account.id).length + account.extra.followers,
    following_count:
      store.followingIds(account.id).length + account.extra.following,
    statuses_count: (stats?.count ?? 0) + account.extra.statuses,
    last_status_at: stats?.last ? stats.last.slice(0, 10) : null,
    hide_collections: account.hide_collections,
    noindex: false,
    memorial: false,
    emojis: customEmojis(
      store,
      account.display_name,
      account.note_source,
      ...account.fields_source.map((f) => `${f.name} ${f.value}`),
    ),
    roles: [],
    fields: account.fields,
  };
  const moved = account.moved_id ? store.account(account.moved_id) : null;
  if (moved && depth === 0) out.moved = renderAccount(ctx, moved, { depth: 1 });
  const isAdmin = account.role === "admin";
  const isModerator = account.role === "moderator";
  if (family.has("pleromaEntities")) {
    out.fqn = `${account.username}@${account.domain ?? store.localDomain}`;
    out.pleroma = {
      ap_id: account.uri,
      is_admin: isAdmin,
      is_moderator: isModerator,
      is_confirmed: true,
      tags: [],
      hide_favorites: true,
      hide_followers: account.hide_followers ?? false,
      hide_follows: account.hide_follows ?? false,
      hide_followers_count: false,
      hide_follows_count: false,
      accepts_chat_messages: true,
      birthday: account.birthday,
      location: account.location,
      favicon: null,
      relationship: {},
      skip_thread_containment: false,
    };
  } else if (account.role && family.name === "mastodon") {
    out.roles = [
      {
        id: isAdmin ? "3" : "2",
        name: isAdmin ? "Admin" : "Moderator",
        color: "#d05a2a",
      },
    ];
  }
  if (family.has("subscriptions")) Object.assign(out, paidPart(store, account));
  if (self) Object.assign(out, selfPart(ctx, account, isAdmin, isModerator));
  return out;
}

/** Mitra's profile fields of paid subscriptions: the author's Monero terms and subscriber count. */
function paidPart(store, account) {
  const state = familiesState(store);
  const options = state.subscriptionOptions.get(account.id) ?? [];
  return {
    payment_options: options.map((o) => ({
      type: "monero-subscription",
      chain_id: o.chain_id,
      price: o.price,
    })),
    subscribers_count: [...state.subscriptions.values()].filter(
      (s) =>
        s.recipient_id === account.id &&
        Date.parse(s.expires_at) > store.clock.now(),
    ).length,
  };
}

function selfPart({ store, family }, account, isAdmin, isModerator) {
  const part = {
    source: {
      privacy:
        account.default_privacy ?? (account.locked ? "private" : "public"),
      sensitive: account.default_sensitive ?? false,
      language: account.language,
      note: account.note_source,
      fields: account.fields_source.map((f) => ({
        name: f.name,
        value: f.value,
        verified_at: null,
      })),
      follow_requests_count: store.requesterIds(account.id).length,
      discoverable: account.discoverable,
      indexable: account.indexable ?? account.discoverable,
      hide_collections: account.hide_collections,
      attribution_domains: [],
    },
  };
  if (family.has("pleromaEntities")) {
    part.pleroma = {
      ...renderAccount({ store, family, viewerId: null }, account, { depth: 1 })
        .pleroma,
      unread_conversation_count: 0,
      notification_settings: account.notification_settings ?? {
        block_from_strangers: false,
        hide_notification_contents: false,
      },
      settings_store: {},
      chat_token: `chat-${account.id}`,
      // Pleroma 2.5 tells staff what their role may do; Akkoma does not.
      ...(family.name === "pleroma"
        ? { privileges: privilegesOf(account.role) }
        : {}),
    };
  } else {
    const permissions = account.role
      ? String(permissionsOf(account.role))
      : "0";
    part.role = {
      id: isAdmin ? "3" : isModerator ? "2" : "-99",
      name: isAdmin ? "Admin" : isModerator ? "Moderator" : "",
      permissions,
      color: account.role ? "#d05a2a" : "",
      highlighted: Boolean(account.role),
    };
  }
  return part;
}

export function renderRelationship({ store }, viewerId, otherId) {
  const follow = store.follows.get(store.key(viewerId, otherId));
  return {
    id: otherId,
    following: Boolean(follow),
    showing_reblogs: follow?.reblogs ?? false,
    notifying: follow?.notify ?? false,
    languages: null,
    followed_by: store.isFollowing(otherId, viewerId),
    blocking: store.isBlocking(viewerId, otherId),
    blocked_by: store.isBlocking(otherId, viewerId),
    muting: store.isMuting(viewerId, otherId),
    muting_notifications: store.isMuting(viewerId, otherId),
    muting_expires_at: null,
    requested: store.isRequested(viewerId, otherId),
    requested_by: store.isRequested(otherId, viewerId),
    domain_blocking: false,
    endorsed: store.isEndorsing(viewerId, otherId),
    note: store.notes.get(store.key(viewerId, otherId)) ?? "",
  };
}

export function renderAttachment({ family }, media) {
  const out = { ...media };
  delete out.account_id;
  delete out.mime_type;
  if (family.has("pleromaEntities"))
    out.pleroma = { mime_type: media.mime_type };
  return out;
}

export function renderPoll({ store, viewerId }, poll) {
  const expired =
    poll.expires_at !== null &&
    Date.parse(poll.expires_at) <= store.clock.now();
  const voted = viewerId ? poll.voters.has(viewerId) : undefined;
  const showTotals = !poll.hide_totals || expired || voted;
  const votes = poll.options.reduce((sum, o) => sum + o.votes, 0);
  const out = {
    id: poll.id,
    expires_at: poll.expires_at,
    expired,
    multiple: poll.multiple,
    votes_count: votes,
    voters_count: poll.multiple ? poll.voters.size + poll.extra_voters : null,
    options: poll.options.map((o) => ({
      title: o.title,
      votes_count: showTotals ? o.votes : null,
    })),
    emojis: customEmojis(store, ...poll.options.map((o) => o.title)),
  };
  if (viewerId)
    Object.assign(out, { voted, own_votes: poll.voters.get(viewerId) ?? [] });
  return out;
}

export function renderTag({ store, viewerId }, name) {
  const key = name.toLowerCase();
  const out = {
    name: key,
    url: `${store.origin}/tags/${encodeURIComponent(key)}`,
    history: store.tagHistory(key),
  };
  if (viewerId)
    out.following = (store.followedTags.get(viewerId) ?? []).includes(key);
  return out;
}

export function renderReactions({ store, viewerId }, status) {
  return [...status.reactions.entries()]
    .map(([name, r]) => {
      const emoji = store.emojis.find((e) => e.shortcode === name);
      const out = {
        name,
        count: r.accounts.size + r.extra,
        me: viewerId ? r.accounts.has(viewerId) : false,
      };
      if (emoji)
        Object.assign(out, { url: emoji.url, static_url: emoji.static_url });
      return out;
    })
    .sort((a, b) => b.count - a.count);
}

const GROUPED_TYPES = new Set(["favourite", "reblog", "follow"]);

/**
 * Mastodon 4.3's grouping key: favourites, boosts and follows of one day
 * group together. The days count from the server's start (`startedAt`, the
 * clock's), not from UTC midnight, so the seed's notifications, aged from
 * the start, group alike whatever the hour (from midnight to 3 a.m. UTC
 * the seed's three likes of 3d3h-3d1h ago fell in two days).
 */
export function groupKeyOf(n, startedAt = 0) {
  if (!GROUPED_TYPES.has(n.type)) return `ungrouped-${n.id}`;
  const day = Math.floor((Date.parse(n.created_at) - startedAt) / 86400000);
  return `${n.type}-${n.status_id ?? "account"}-${day}`;
}

export function renderNotificationType(family, type) {
  if (!family.notificationTypes.has(type)) return null;
  return family.has("pleromaEntities")
    ? (PLEROMA_TYPE_NAMES[type] ?? type)
    : type;
}
