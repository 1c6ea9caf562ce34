// What members do to a status: boost, favourite, react, vote. Each change
// that others should hear about becomes a notification.
import { ApiFailure } from "./errors.mjs";
import { notify } from "./socialOps.mjs";
import { buildStatus, deleteStatus } from "./statusOps.mjs";

export function reblog(store, accountId, status, visibility = "public") {
  const existing = store
    .reblogsOf(status.id)
    .find((s) => s.account_id === accountId);
  if (existing) return existing;
  if (
    !["public", "unlisted"].includes(status.visibility) &&
    status.account_id !== accountId
  ) {
    throw new ApiFailure(403, "This action is not allowed");
  }
  const boost = buildStatus(store, {
    seq: store.nextId(),
    account_id: accountId,
    created_at: store.clock.iso(),
    reblog_id: status.id,
    visibility,
    card: null,
  });
  store.statuses.set(boost.id, boost);
  store.emit("status.created", boost);
  if (status.account_id !== accountId)
    notify(store, {
      to: status.account_id,
      type: "reblog",
      from: accountId,
      status: status.id,
    });
  return boost;
}

export function unreblog(store, accountId, status) {
  for (const boost of store.reblogsOf(status.id)) {
    if (boost.account_id === accountId) deleteStatus(store, boost);
  }
}

export function favourite(store, accountId, status, on) {
  if (on && !status.favourited.has(accountId)) {
    status.favourited.add(accountId);
    if (status.account_id !== accountId)
      notify(store, {
        to: status.account_id,
        type: "favourite",
        from: accountId,
        status: status.id,
      });
  } else if (!on) {
    status.favourited.delete(accountId);
  }
}

export function react(store, accountId, status, name, on) {
  const entry = status.reactions.get(name) ?? { accounts: new Set(), extra: 0 };
  if (on) {
    if (entry.accounts.has(accountId)) return;
    entry.accounts.add(accountId);
    status.reactions.set(name, entry);
    if (status.account_id !== accountId) {
      notify(store, {
        to: status.account_id,
        type: "emoji_reaction",
        from: accountId,
        status: status.id,
        emoji: name,
      });
    }
  } else {
    entry.accounts.delete(accountId);
    if (entry.accounts.size === 0 && entry.extra === 0)
      status.reactions.delete(name);
  }
  store.emit("status.reacted", status);
}

export function vote(store, accountId, poll, choices) {
  const picks = [...new Set(choices.map(Number))];
  if (poll.expires_at && Date.parse(poll.expires_at) <= store.clock.now()) {
    throw new ApiFailure(422, "Validation failed: The poll has already ended");
  }
  if (poll.voters.has(accountId))
    throw new ApiFailure(
      422,
      "Validation failed: You have already voted on this poll",
    );
  if (
    picks.length === 0 ||
    picks.some((i) => !(i >= 0 && i < poll.options.length))
  ) {
    throw new ApiFailure(422, "Validation failed: Choice is invalid");
  }
  if (!poll.multiple && picks.length > 1)
    throw new ApiFailure(422, "Validation failed: Only one choice is allowed");
  for (const i of picks) poll.options[i].votes += 1;
  poll.voters.set(accountId, picks);
}
