// Pleroma chats (capability `chats`; deleting a chat: `chatDelete`), as
// Pleroma's docs/development/API/chats.md describes them: one chat between
// two accounts, messages with at most one attachment, unread counts per
// member up to the message they read last. Every message is told to both
// members' `user` streams as `pleroma:chat_update` with the chat as each
// sees it, the way Pleroma streams it.
import { ApiFailure } from "../errors.mjs";
import { familiesState, nextFamilyId } from "../familiesState.mjs";
import { pageByIds, reply } from "../http.mjs";
import { compareIds } from "../ids.mjs";
import { tellMember } from "../memberState.mjs";
import { renderAccount, renderAttachment } from "../render.mjs";
import { renderText } from "../text.mjs";
import { findAccount, requireUser } from "./common.mjs";

const newestFirst = (chat) => [...chat.messages].reverse();
const other = (chat, viewerId) =>
  chat.members.find((id) => id !== viewerId) ?? viewerId;

function unreadFor(store, chat, viewerId) {
  const last = chat.lastRead.get(viewerId) ?? null;
  const position = last ? chat.messages.findIndex((m) => m.id === last) : -1;
  return chat.messages
    .slice(position + 1)
    .filter((m) => m.account_id !== viewerId).length;
}

export function renderChatMessage(render, chat, message) {
  const { store, viewerId } = render;
  const media = message.media_id ? store.media.get(message.media_id) : null;
  const last = chat.lastRead.get(viewerId) ?? null;
  const read =
    message.account_id === viewerId ||
    (last !== null &&
      chat.messages.findIndex((m) => m.id === last) >=
        chat.messages.indexOf(message));
  return {
    id: message.id,
    chat_id: chat.id,
    account_id: message.account_id,
    content: message.html,
    created_at: message.created_at,
    emojis: store.emojis.filter((e) => message.emojis.includes(e.shortcode)),
    attachment: media ? renderAttachment(render, media) : null,
    card: null,
    unread: !read,
  };
}

/** The chat as `viewerId` sees it: the other member, their unread count and the newest message. */
export function renderChat(render, chat) {
  const { store, viewerId } = render;
  const last = chat.messages[chat.messages.length - 1] ?? null;
  return {
    id: chat.id,
    account: renderAccount(render, store.account(other(chat, viewerId))),
    unread: unreadFor(store, chat, viewerId),
    last_message: last ? renderChatMessage(render, chat, last) : null,
    updated_at: last?.created_at ?? chat.created_at ?? store.clock.iso(),
  };
}

const forViewer = (ctx, viewerId) => ({ ...ctx.render, viewerId });

/** Tells both members' user streams about the chat, each as they see it. */
function streamChat(ctx, chat) {
  for (const member of chat.members)
    tellMember(ctx.store, member, "pleroma:chat_update", (viewerId) =>
      renderChat(forViewer(ctx, viewerId), chat),
    );
}

function findChat(ctx) {
  const me = requireUser(ctx);
  const chat = familiesState(ctx.store).chats.get(ctx.params.id);
  if (!chat || !chat.members.includes(me))
    throw new ApiFailure(404, "Record not found");
  return chat;
}

function chatWith(ctx, me, otherId) {
  const state = familiesState(ctx.store);
  for (const chat of state.chats.values())
    if (chat.members.includes(me) && chat.members.includes(otherId))
      return chat;
  const chat = {
    id: nextFamilyId(ctx.store),
    members: [me, otherId],
    messages: [],
    lastRead: new Map(),
    created_at: ctx.store.clock.iso(),
  };
  state.chats.set(chat.id, chat);
  return chat;
}

function postMessage(ctx) {
  const me = requireUser(ctx);
  const chat = findChat(ctx);
  const content = String(ctx.body.content ?? "").trim();
  const mediaId = ctx.body.media_id ? String(ctx.body.media_id) : null;
  if (!content && !mediaId)
    throw new ApiFailure(422, "Validation failed: Content can't be blank");
  if (mediaId && ctx.store.media.get(mediaId)?.account_id !== me)
    throw new ApiFailure(422, "Validation failed: Media not found");
  const rendered = renderText(content, {
    origin: ctx.store.origin,
    resolve: () => null,
    emojis: ctx.store.emojiCodes,
  });
  const message = {
    id: ctx.store.nextId(),
    account_id: me,
    text: content,
    html: rendered.html,
    emojis: rendered.emojis,
    media_id: mediaId,
    created_at: ctx.store.clock.iso(),
  };
  chat.messages.push(message);
  // Sending reads the chat up to the member's own message.
  chat.lastRead.set(me, message.id);
  streamChat(ctx, chat);
  return renderChatMessage(ctx.render, chat, message);
}

/** @param {import("../http.mjs").Router} router */
export function addChatRoutes(router) {
  const chats = { capability: "chats" };
  const base = "/api/v1/pleroma/chats";
  router.add(
    "GET",
    "/api/v2/pleroma/chats",
    (ctx) => {
      const me = requireUser(ctx);
      const list = [...familiesState(ctx.store).chats.values()]
        .filter((c) => c.members.includes(me) && c.messages.length > 0)
        .sort((a, b) => compareIds(b.messages.at(-1).id, a.messages.at(-1).id));
      return reply(list.map((c) => renderChat(ctx.render, c)));
    },
    chats,
  );
  router.add(
    "POST",
    `${base}/by-account-id/:account`,
    (ctx) => {
      const me = requireUser(ctx);
      const target = findAccount(ctx, ctx.params.account);
      return renderChat(ctx.render, chatWith(ctx, me, target.id));
    },
    chats,
  );
  router.add(
    "GET",
    `${base}/:id`,
    (ctx) => renderChat(ctx.render, findChat(ctx)),
    chats,
  );
  router.add(
    "DELETE",
    `${base}/:id`,
    (ctx) => {
      const chat = findChat(ctx);
      const rendered = renderChat(ctx.render, chat);
      familiesState(ctx.store).chats.delete(chat.id);
      return rendered;
    },
    { capability: "chatDelete" },
  );
  router.add(
    "GET",
    `${base}/:id/messages`,
    (ctx) => {
      const chat = findChat(ctx);
      const { page, headers } = pageByIds(ctx, newestFirst(chat));
      return reply(
        page.map((m) => renderChatMessage(ctx.render, chat, m)),
        { headers },
      );
    },
    chats,
  );
  router.add("POST", `${base}/:id/messages`, postMessage, chats);
  router.add(
    "DELETE",
    `${base}/:id/messages/:message`,
    (ctx) => {
      const me = requireUser(ctx);
      const chat = findChat(ctx);
      const message = chat.messages.find((m) => m.id === ctx.params.message);
      if (!message) throw new ApiFailure(404, "Record not found");
      if (message.account_id !== me) throw new ApiFailure(403, "Forbidden");
      const rendered = renderChatMessage(ctx.render, chat, message);
      chat.messages.splice(chat.messages.indexOf(message), 1);
      streamChat(ctx, chat);
      return rendered;
    },
    chats,
  );
  router.add(
    "POST",
    `${base}/:id/read`,
    (ctx) => {
      const me = requireUser(ctx);
      const chat = findChat(ctx);
      const upTo = chat.messages.find((m) => m.id === ctx.body.last_read_id);
      if (!upTo) throw new ApiFailure(404, "Record not found");
      chat.lastRead.set(me, upTo.id);
      return renderChat(ctx.render, chat);
    },
    chats,
  );
  router.add(
    "POST",
    `${base}/:id/messages/:message/read`,
    (ctx) => {
      const me = requireUser(ctx);
      const chat = findChat(ctx);
      const message = chat.messages.find((m) => m.id === ctx.params.message);
      if (!message) throw new ApiFailure(404, "Record not found");
      const current = chat.lastRead.get(me);
      const at = (id) => chat.messages.findIndex((m) => m.id === id);
      if (!current || at(current) < at(message.id))
        chat.lastRead.set(me, message.id);
      return renderChatMessage(ctx.render, chat, message);
    },
    chats,
  );
}
