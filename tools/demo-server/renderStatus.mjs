// Status, notification and event entities for one viewer and family.
import { compareIds } from "./ids.mjs";
import { friendicaPart } from "./dislikes.mjs";
import {
  customEmojis,
  groupKeyOf,
  renderAccount,
  renderAttachment,
  renderNotificationType,
  renderPoll,
  renderReactions,
  renderTag,
} from "./render.mjs";

import { folderOf } from "./routes/bookmarkFolders.mjs";
import { filterResults } from "./routes/filters.mjs";

/** @typedef {import("./render.mjs").RenderContext} RenderContext */

function renderEvent({ viewerId }, status) {
  const e = status.event;
  const joinState =
    viewerId && e.participants.has(viewerId)
      ? "accept"
      : viewerId && e.requests.has(viewerId)
        ? "pending"
        : null;
  return {
    name: e.name,
    start_time: e.start_time,
    end_time: e.end_time,
    join_mode: e.join_mode,
    participants_count: e.participants.size + e.extra_participants,
    participation_request_count: e.requests.size,
    location: e.location,
    join_state: joinState,
  };
}

/** Mastodon 4.5 quote object; nested quotes are shallow, as Mastodon sends them. */
function mastodonQuote(ctx, status, depth) {
  const quoted = ctx.store.status(status.quote_id);
  if (!quoted) return { state: "deleted", quoted_status: null };
  if (!ctx.store.canSee(ctx.viewerId, quoted))
    return { state: "unauthorized", quoted_status: null };
  return depth > 0
    ? { state: "accepted", quoted_status_id: quoted.id }
    : {
        state: "accepted",
        quoted_status: renderStatus(ctx, quoted, depth + 1),
      };
}

function pleromaPart(ctx, status, depth) {
  const { store } = ctx;
  const quoted = status.quote_id ? store.status(status.quote_id) : null;
  const visible = quoted ? store.canSee(ctx.viewerId, quoted) : false;
  const parent = status.in_reply_to_id
    ? store.status(status.in_reply_to_id)
    : null;
  const part = {
    content: { "text/plain": status.text },
    spoiler_text: { "text/plain": status.spoiler_text },
    conversation_id: status.conversation_id,
    direct_conversation_id: null,
    emoji_reactions: renderReactions(ctx, status),
    expires_at: null,
    in_reply_to_account_acct: status.in_reply_to_account_id
      ? (store.account(status.in_reply_to_account_id)?.acct ?? null)
      : null,
    local: store.isLocal(status.account_id),
    parent_visible: Boolean(parent && store.canSee(ctx.viewerId, parent)),
    pinned_at: status.pinned ? status.created_at : null,
    quote:
      quoted && visible && depth === 0
        ? renderStatus(ctx, quoted, depth + 1)
        : null,
    quote_id: status.quote_id,
    quote_url: quoted ? statusUrl(store, quoted) : null,
    quote_visible: visible,
    thread_muted: ctx.viewerId ? status.muted.has(ctx.viewerId) : false,
    bookmark_folder: folderOf(ctx, status),
  };
  if (status.event && ctx.family.has("events"))
    part.event = renderEvent(ctx, status);
  return part;
}

export function statusUrl(store, status) {
  return `${store.account(status.account_id).url}/${status.id}`;
}

function counts(store, status) {
  return {
    replies_count: store.repliesTo(status.id).length + status.extra.replies,
    reblogs_count: store.reblogsOf(status.id).length + status.extra.reblogs,
    favourites_count: status.favourited.size + status.extra.favourites,
    quotes_count: store.quotesOf(status.id).length,
  };
}

function viewerFlags(store, viewerId, status) {
  if (!viewerId) return {};
  const flags = {
    favourited: status.favourited.has(viewerId),
    reblogged: store
      .reblogsOf(status.id)
      .some((s) => s.account_id === viewerId),
    muted: status.muted.has(viewerId),
    bookmarked: status.bookmarked.has(viewerId),
  };
  if (status.account_id === viewerId) flags.pinned = status.pinned;
  return flags;
}

/**
 * kmyblue shows a limited post (a circle's, or its author's mutuals') as
 * `private`, with the real visibility and its scope beside it
 * (syaku/kmyblue app/serializers/rest/status_serializer.rb).
 */
function renderVisibility(status) {
  if (status.visibility !== "limited") return { visibility: status.visibility };
  return {
    visibility: "private",
    visibility_ex: "limited",
    limited_scope: status.circle_id
      ? "circle"
      : (status.limited_scope ?? "personal"),
  };
}

/**
 * @param {RenderContext} ctx
 * @param {number} [depth] how deep inside a quote this status is
 */
export function renderStatus(ctx, status, depth = 0) {
  const { store, family, viewerId } = ctx;
  const account = store.account(status.account_id);
  const author = renderAccount(ctx, account);
  const original = status.reblog_id ? store.status(status.reblog_id) : null;
  const out = {
    id: status.id,
    created_at: status.created_at,
    in_reply_to_id: status.in_reply_to_id,
    in_reply_to_account_id: status.in_reply_to_account_id,
    sensitive: status.sensitive,
    spoiler_text: status.spoiler_text,
    ...renderVisibility(status),
    language: original ? null : status.language,
    uri: `${account.uri}/statuses/${status.id}`,
    url: statusUrl(store, status),
    ...counts(store, status),
    edited_at: status.edited_at,
    ...viewerFlags(store, viewerId, status),
    content: status.content,
    filtered: filterResults(ctx, status),
    reblog: original ? renderStatus(ctx, original, depth) : null,
    application: status.application,
    account: author,
    media_attachments: status.media_ids
      .map((id) => store.media.get(id))
      .filter(Boolean)
      .map((m) => renderAttachment(ctx, m)),
    mentions: status.mentions
      .map((id) => store.account(id))
      .filter(Boolean)
      .map((a) => ({
        id: a.id,
        username: a.username,
        url: a.url,
        acct: a.acct,
      })),
    tags: status.tags.map((t) => ({
      name: t.toLowerCase(),
      url: renderTag(ctx, t).url,
    })),
    emojis: customEmojis(store, status.text, status.spoiler_text),
    card: status.card,
    poll: store.pollOf(status) ? renderPoll(ctx, store.pollOf(status)) : null,
    text: null,
  };
  if (family.has("mastodonQuotes")) {
    out.quote = status.quote_id ? mastodonQuote(ctx, status, depth) : null;
    out.quote_approval = {
      automatic: ["public"],
      manual: [],
      current_user: viewerId ? "automatic" : "unknown",
    };
  }
  if (family.has("fedibirdReactions"))
    out.emoji_reactions = renderReactions(ctx, status);
  if (family.has("pleromaEntities"))
    out.pleroma = pleromaPart(ctx, status, depth);
  if (family.has("dislikes")) out.friendica = friendicaPart(ctx, status);
  return out;
}

/** @returns {object | null} null when the presented family has no such notification type */
export function renderNotification(ctx, n) {
  const type = renderNotificationType(ctx.family, n.type);
  const from = ctx.store.account(n.from_id);
  if (!type || !from) return null;
  const status = n.status_id ? ctx.store.status(n.status_id) : null;
  if (n.status_id && !status) return null;
  const out = {
    id: n.id,
    type,
    created_at: n.created_at,
    account: renderAccount(ctx, from),
  };
  if (ctx.family.has("groupedNotifications"))
    out.group_key = groupKeyOf(n, ctx.store.clock.startedAt);
  if (status) out.status = renderStatus(ctx, status);
  if (n.target_id)
    out.target = renderAccount(ctx, ctx.store.account(n.target_id));
  if (n.emoji) {
    const custom = ctx.store.emojis.find((e) => e.shortcode === n.emoji);
    out.emoji = custom ? `:${n.emoji}:` : n.emoji;
    out.emoji_url = custom?.url ?? null;
  }
  if (n.report) {
    const { target_account_id: targetId, ...report } = n.report;
    out.report = {
      ...report,
      target_account: targetId
        ? renderAccount(ctx, ctx.store.account(targetId))
        : null,
    };
  }
  if (n.participation_message)
    out.participation_message = n.participation_message;
  if (ctx.family.has("pleromaEntities")) {
    const marker = ctx.store.markers.get(n.account_id)?.notifications
      ?.last_read_id;
    out.pleroma = {
      is_seen: Boolean(
        marker && compareIds(ctx.store.orderOf(marker), n.seq) >= 0,
      ),
      is_muted: false,
    };
  }
  return out;
}
