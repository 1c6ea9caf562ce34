// Reads statuses.json: posts written in plain text with references by key to
// replies, quotes, boosts, media, cards, polls, events and reactions.
import { parseAge, seedId } from "./ids.mjs";
import { applyEdit, buildStatus } from "./statusOps.mjs";

/** Builds one media attachment from a media.json definition. */
export function makeAttachment(store, def, mediaIndex, id) {
  const info = mediaIndex[def.file] ?? {};
  const preview = def.preview ?? (def.type === "image" ? def.file : null);
  const previewInfo = preview ? (mediaIndex[preview] ?? {}) : {};
  const width = def.width ?? info.width ?? previewInfo.width ?? 0;
  const height = def.height ?? info.height ?? previewInfo.height ?? 0;
  const size = (w, h) =>
    w && h ? { width: w, height: h, size: `${w}x${h}`, aspect: w / h } : {};
  const original = size(width, height);
  const duration = def.duration ?? info.duration;
  if (duration)
    Object.assign(original, {
      duration,
      frame_rate: def.type === "audio" ? undefined : "25/1",
    });
  const attachment = {
    id,
    type: def.type ?? "image",
    url: store.mediaUrl(def.file),
    preview_url: preview ? store.mediaUrl(preview) : null,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original,
      small: size(Math.round(width / 2), Math.round(height / 2)),
    },
    description: def.description ?? null,
    blurhash: def.blurhash ?? info.blurhash ?? previewInfo.blurhash ?? null,
    mime_type: info.mime ?? def.mime ?? null,
  };
  if (duration)
    Object.assign(attachment.meta, {
      length: `0:00:${String(duration).padStart(2, "0")}`,
      duration,
    });
  if (def.focus) attachment.meta.focus = def.focus;
  return attachment;
}

/** Creates a poll record; `votes` are totals that already include `voted_by`. */
export function makePoll(store, spec, statusId) {
  const id = String(store.polls.size + 1);
  const expiresAt = spec.expired_ago
    ? store.clock.iso(parseAge(spec.expired_ago))
    : spec.expires_in
      ? new Date(store.clock.now() + parseAge(spec.expires_in)).toISOString()
      : null;
  const voters = new Map();
  for (const [username, choices] of Object.entries(spec.voted_by ?? {})) {
    voters.set(store.ref(username).id, choices);
  }
  const poll = {
    id,
    status_id: statusId,
    expires_at: expiresAt,
    multiple: Boolean(spec.multiple),
    hide_totals: false,
    options: spec.options.map((title, i) => ({
      title,
      votes: spec.votes?.[i] ?? 0,
    })),
    voters,
    extra_voters: Math.max(0, (spec.voters ?? voters.size) - voters.size),
  };
  store.polls.set(id, poll);
  return poll;
}

function makeEvent(store, spec, mediaIds) {
  const day = new Date(store.clock.now() + parseAge(spec.starts_in ?? "1d"));
  if (spec.at) {
    const [hours, minutes] = spec.at.split(":").map(Number);
    day.setUTCHours(hours, minutes ?? 0, 0, 0);
  }
  const start = day.getTime();
  return {
    name: spec.name,
    start_time: new Date(start).toISOString(),
    end_time: spec.duration
      ? new Date(start + parseAge(spec.duration)).toISOString()
      : null,
    join_mode: spec.join_mode ?? "free",
    location: spec.location ?? null,
    participants: new Set(
      (spec.participants ?? []).map((u) => store.ref(u).id),
    ),
    requests: new Map(),
    extra_participants: spec.extra_participants ?? 0,
    banner_id: mediaIds[0] ?? null,
  };
}

function applyInteractions(store, status, row) {
  const ids = (names) => (names ?? []).map((u) => store.ref(u).id);
  for (const id of ids(row.favourited_by)) status.favourited.add(id);
  for (const id of ids(row.bookmarked_by)) status.bookmarked.add(id);
  status.extra.favourites = Math.max(
    0,
    (row.favourites ?? 0) - status.favourited.size,
  );
  status.extra.reblogs = row.reblogs ?? 0;
  status.extra.replies = row.replies ?? 0;
  for (const reaction of row.reactions ?? []) {
    const by = new Set(ids(reaction.by));
    status.reactions.set(reaction.name, {
      accounts: by,
      extra: Math.max(0, (reaction.count ?? by.size) - by.size),
    });
  }
  status.pinned = Boolean(row.pinned);
}

/**
 * @param {import("./store.mjs").Store} store
 * @param {any[]} rows statuses.json
 */
export function seedStatuses(store, rows, { mediaDefs, mediaIndex }) {
  rows.forEach((row, index) => {
    if (store.statusKeys.has(row.key))
      throw new Error(`demo data: status key ${row.key} is used twice`);
    store.statusKeys.set(
      row.key,
      store.statusId(seedId(parseAge(row.ago), index)),
    );
  });
  const idOf = (key, from) => {
    const id = store.statusKeys.get(key);
    if (!id)
      throw new Error(`demo data: status ${from} names unknown status ${key}`);
    return id;
  };
  let mediaSeq = 0;
  rows.forEach((row, index) => {
    const account = store.ref(row.account);
    if (!account)
      throw new Error(
        `demo data: status ${row.key} names unknown account ${row.account}`,
      );
    const age = parseAge(row.ago);
    const id = store.statusKeys.get(row.key);
    let inReplyTo = null;
    let inReplyToAccount = null;
    if (row.reply_to) {
      inReplyTo = idOf(row.reply_to, row.key);
      inReplyToAccount = rows.find((r) => r.key === row.reply_to).account;
    } else if (row.reply_to_missing) {
      inReplyTo = store.statusId(
        seedId(parseAge(row.reply_to_missing.ago ?? row.ago) + 1, 0xfff0),
      );
      inReplyToAccount = row.reply_to_missing.account;
    }
    const mediaIds = (row.media ?? []).map((key) => {
      const def = mediaDefs[key];
      if (!def)
        throw new Error(
          `demo data: status ${row.key} names unknown media ${key}`,
        );
      const attachment = makeAttachment(
        store,
        def,
        mediaIndex,
        seedId(age, 3000 + mediaSeq++),
      );
      store.media.set(attachment.id, { ...attachment, account_id: account.id });
      return attachment.id;
    });
    const status = buildStatus(store, {
      seq: seedId(age, index),
      key: row.key,
      account_id: account.id,
      created_at: store.clock.iso(age),
      text: row.edits ? row.edits[0].text : (row.text ?? ""),
      spoiler_text: row.cw ?? "",
      sensitive: Boolean(row.sensitive ?? row.cw),
      visibility: row.visibility ?? "public",
      language: row.language ?? account.language,
      in_reply_to_id: inReplyTo,
      in_reply_to_account_id: inReplyToAccount
        ? store.ref(inReplyToAccount).id
        : null,
      reblog_id: row.reblog ? idOf(row.reblog, row.key) : null,
      quote_id: row.quote ? idOf(row.quote, row.key) : null,
      media_ids: mediaIds,
      card: row.card ? store.cards.get(row.card) : undefined,
      application: row.application
        ? { name: row.application, website: null }
        : account.domain
          ? null
          : { name: "Potluck", website: null },
    });
    // What the demo "translation service" answers for this post (English).
    status.translated_text = row.translation ?? null;
    if (row.poll) status.poll_id = makePoll(store, row.poll, id).id;
    if (row.event) status.event = makeEvent(store, row.event, mediaIds);
    for (const edit of (row.edits ?? []).slice(1)) {
      applyEdit(store, status, {
        text: edit.text,
        at: store.clock.iso(parseAge(edit.ago)),
      });
    }
    if (row.edits) {
      applyEdit(store, status, {
        text: row.text,
        at: store.clock.iso(parseAge(row.edited_ago ?? row.ago)),
      });
    }
    applyInteractions(store, status, row);
    store.statuses.set(id, status);
  });
}
