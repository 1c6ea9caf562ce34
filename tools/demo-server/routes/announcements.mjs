// Instance announcements: the current ones with the viewer's read state and
// reactions (reactions on Mastodon-style families only, as Pleroma has
// none), dismissing, and the changes the control API makes, each told to
// every member's user stream: `announcement`, `announcement.reaction`,
// `announcement.delete`.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { nextMemberId, tellMember } from "../memberState.mjs";
import { renderText } from "../text.mjs";
import { requireUser } from "./common.mjs";

function reactionJson(store, name, accounts, viewerId) {
  const emoji = store.emojis.find((e) => e.shortcode === name);
  return {
    name,
    count: accounts.size,
    me: viewerId ? accounts.has(viewerId) : false,
    ...(emoji ? { url: emoji.url, static_url: emoji.static_url } : {}),
  };
}

export function announcementJson(store, a, viewerId) {
  return {
    id: a.id,
    content: a.content,
    starts_at: a.starts_at,
    ends_at: a.ends_at,
    all_day: a.all_day,
    published_at: a.published_at,
    updated_at: a.updated_at,
    read: viewerId
      ? store.member.readAnnouncements.has(`${viewerId}>${a.id}`)
      : false,
    mentions: [],
    statuses: [],
    tags: [],
    emojis: store.emojis.filter((e) => a.content.includes(`:${e.shortcode}:`)),
    reactions: [...a.reactions]
      .filter(([, accounts]) => accounts.size > 0)
      .map(([name, accounts]) => reactionJson(store, name, accounts, viewerId)),
  };
}

function findAnnouncement(store, id) {
  const found = store.member.announcements.get(String(id));
  if (!found) throw new ApiFailure(404, "Record not found");
  return found;
}

function isReactable(store, name) {
  return store.emojiCodes.has(name) || /\p{Extended_Pictographic}/u.test(name);
}

/** Adds or takes back `accountId`'s reaction and tells every member. */
export function react(store, announcement, name, accountId, on) {
  if (on && !isReactable(store, name))
    throw new ApiFailure(
      422,
      "Validation failed: Name is not a recognized emoji",
    );
  const accounts = announcement.reactions.get(name) ?? new Set();
  if (on) accounts.add(accountId);
  else accounts.delete(accountId);
  announcement.reactions.set(name, accounts);
  tellMember(store, null, "announcement.reaction", {
    name,
    count: accounts.size,
    announcement_id: announcement.id,
  });
}

/**
 * The control API's changes: publish `{text, all_day?, starts_in_ms?,
 * ends_in_ms?}`, edit `{id, text}`, delete `{id}`, react and unreact
 * `{id, name, account}`.
 */
export function changeAnnouncement(store, body) {
  const html = (text) =>
    renderText(String(text ?? ""), {
      origin: store.origin,
      resolve: () => null,
      emojis: store.emojiCodes,
    }).html;
  const at = (ms) =>
    ms ? new Date(store.clock.now() + Number(ms)).toISOString() : null;
  const announce = (a) =>
    tellMember(store, null, "announcement", (viewerId) =>
      announcementJson(store, a, viewerId),
    );
  switch (body.action ?? "publish") {
    case "publish": {
      const now = store.clock.iso();
      const a = {
        id: nextMemberId(store),
        content: html(body.text),
        published_at: now,
        updated_at: now,
        starts_at: at(body.starts_in_ms),
        ends_at: at(body.ends_in_ms),
        all_day: Boolean(body.all_day),
        reactions: new Map(),
      };
      store.member.announcements.set(a.id, a);
      announce(a);
      return announcementJson(store, a, null);
    }
    case "edit": {
      const a = findAnnouncement(store, body.id);
      a.content = html(body.text);
      a.updated_at = store.clock.iso();
      for (const key of [...store.member.readAnnouncements])
        if (key.endsWith(`>${a.id}`))
          store.member.readAnnouncements.delete(key);
      announce(a);
      return announcementJson(store, a, null);
    }
    case "delete": {
      const a = findAnnouncement(store, body.id);
      store.member.announcements.delete(a.id);
      tellMember(store, null, "announcement.delete", a.id);
      return { id: a.id };
    }
    case "react":
    case "unreact": {
      const a = findAnnouncement(store, body.id);
      const who = store.ref(body.account ?? "maren");
      if (!who) throw new ApiFailure(404, `No account ${body.account}`);
      react(store, a, String(body.name), who.id, body.action === "react");
      return announcementJson(store, a, null);
    }
    default:
      throw new ApiFailure(422, `unknown action ${body.action}`);
  }
}

/** @param {import("../http.mjs").Router} router */
export function addAnnouncementRoutes(router) {
  router.add("GET", "/api/v1/announcements", (ctx) => {
    const me = requireUser(ctx);
    const now = ctx.store.clock.now();
    return [...ctx.store.member.announcements.values()]
      .filter((a) => !a.ends_at || Date.parse(a.ends_at) > now || a.all_day)
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .map((a) => announcementJson(ctx.store, a, me));
  });
  router.add("POST", "/api/v1/announcements/:id/dismiss", (ctx) => {
    const me = requireUser(ctx);
    const a = findAnnouncement(ctx.store, ctx.params.id);
    ctx.store.member.readAnnouncements.add(`${me}>${a.id}`);
    return reply({});
  });
  const reaction = (on) => (ctx) => {
    const me = requireUser(ctx);
    if (ctx.family.has("pleromaEntities"))
      throw new ApiFailure(404, "Not found");
    const a = findAnnouncement(ctx.store, ctx.params.id);
    react(ctx.store, a, ctx.params.name, me, on);
    return reply({});
  };
  router.add(
    "PUT",
    "/api/v1/announcements/:id/reactions/:name",
    reaction(true),
  );
  router.add(
    "DELETE",
    "/api/v1/announcements/:id/reactions/:name",
    reaction(false),
  );
}
