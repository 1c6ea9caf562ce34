// Changes between accounts (follow, block, mute, requests), notifications,
// markers, lists and event participation.
import { ApiFailure } from "./errors.mjs";

/** Adds a notification and announces it on the store. */
export function notify(
  store,
  {
    to,
    type,
    from,
    status = null,
    target = null,
    emoji = null,
    report = null,
    message = null,
  },
) {
  if (store.isMuting(to, from) || store.isBlocking(to, from)) return null;
  const seq = store.nextId();
  const createdAt = store.clock.iso();
  const id = store.notificationId(seq, { created_at: createdAt, type });
  const notification = {
    id,
    seq,
    account_id: to,
    type,
    from_id: from,
    status_id: status,
    target_id: target,
    emoji,
    report,
    participation_message: message,
    created_at: createdAt,
    dismissed: false,
  };
  store.notifications.set(id, notification);
  store.emit("notification", notification);
  return notification;
}

export function follow(
  store,
  from,
  to,
  { notify: wantsNotify = false, reblogs = true } = {},
) {
  const target = store.account(to);
  if (from === to) throw new ApiFailure(403, "This action is not allowed");
  if (store.isBlocking(to, from) || store.isBlocking(from, to))
    throw new ApiFailure(403, "This action is not allowed");
  const key = store.key(from, to);
  if (store.follows.has(key)) {
    Object.assign(store.follows.get(key), { notify: wantsNotify, reblogs });
    return;
  }
  if (target.locked) {
    if (!store.requests.has(key)) {
      store.requests.add(key);
      notify(store, { to, type: "follow_request", from });
    }
    return;
  }
  store.follows.set(key, {
    created_at: store.clock.iso(),
    notify: wantsNotify,
    reblogs,
  });
  notify(store, { to, type: "follow", from });
}

export function unfollow(store, from, to) {
  store.follows.delete(store.key(from, to));
  store.requests.delete(store.key(from, to));
}

export function answerRequest(store, target, requester, accept) {
  const key = store.key(requester, target);
  if (!store.requests.has(key)) throw new ApiFailure(404, "Record not found");
  store.requests.delete(key);
  if (accept)
    store.follows.set(key, {
      created_at: store.clock.iso(),
      notify: false,
      reblogs: true,
    });
  for (const [id, n] of store.notifications) {
    if (
      n.type === "follow_request" &&
      n.account_id === target &&
      n.from_id === requester
    )
      store.notifications.delete(id);
  }
}

export function block(store, from, to, on) {
  const key = store.key(from, to);
  if (!on) return void store.blocks.delete(key);
  store.blocks.add(key);
  unfollow(store, from, to);
  unfollow(store, to, from);
}

export function mute(store, from, to, on) {
  const key = store.key(from, to);
  if (on) store.mutes.add(key);
  else store.mutes.delete(key);
}

export function setMarkers(store, accountId, body) {
  const entry = store.markers.get(accountId) ?? {};
  for (const timeline of ["home", "notifications"]) {
    const lastRead = body?.[timeline]?.last_read_id;
    if (!lastRead) continue;
    const previous = entry[timeline];
    entry[timeline] = {
      last_read_id: String(lastRead),
      version: (previous?.version ?? 0) + 1,
      updated_at: store.clock.iso(),
    };
  }
  store.markers.set(accountId, entry);
  store.emit("marker", { accountId, markers: entry });
  return entry;
}

export function saveList(store, ownerId, id, body) {
  const existing = id ? store.lists.get(id) : null;
  if (id && (!existing || existing.owner_id !== ownerId))
    throw new ApiFailure(404, "Record not found");
  if (!existing && !String(body.title ?? "").trim())
    throw new ApiFailure(422, "Validation failed: Title can't be blank");
  const list = existing ?? {
    id: String(Math.max(0, ...[...store.lists.keys()].map(Number)) + 1),
    owner_id: ownerId,
    title: "",
    replies_policy: "list",
    exclusive: false,
    members: new Set(),
  };
  if (body.title !== undefined) list.title = String(body.title);
  if (body.replies_policy !== undefined)
    list.replies_policy = String(body.replies_policy);
  if (body.exclusive !== undefined)
    list.exclusive = body.exclusive === true || body.exclusive === "true";
  store.lists.set(list.id, list);
  return list;
}

export function joinEvent(store, accountId, status, message) {
  const event = status.event;
  if (event.participants.has(accountId)) return;
  if (event.join_mode === "restricted") {
    event.requests.set(accountId, {
      message: message ?? null,
      created_at: store.clock.iso(),
    });
    if (status.account_id !== accountId) {
      notify(store, {
        to: status.account_id,
        type: "participation_request",
        from: accountId,
        status: status.id,
        message,
      });
    }
    return;
  }
  event.participants.add(accountId);
}

export function leaveEvent(store, accountId, status) {
  status.event.participants.delete(accountId);
  status.event.requests.delete(accountId);
}

export function answerParticipation(store, ownerId, status, accountId, accept) {
  const event = status.event;
  if (!event.requests.has(accountId))
    throw new ApiFailure(404, "Record not found");
  event.requests.delete(accountId);
  if (!accept) return;
  event.participants.add(accountId);
  notify(store, {
    to: accountId,
    type: "participation_accepted",
    from: ownerId,
    status: status.id,
  });
}
