// Creating, editing and deleting statuses. Each change is emitted on the
// store so the streaming side can publish it; interactions.mjs has boosts,
// favourites, reactions and votes.
import { renderText } from "./text.mjs";
import { notify } from "./socialOps.mjs";
import { ApiFailure } from "./errors.mjs";

function render(store, text) {
  return renderText(text ?? "", {
    origin: store.origin,
    emojis: store.emojiCodes,
    resolve: (name, domain) => {
      const account = store.ref(domain ? `${name}@${domain}` : name);
      return account
        ? { id: account.id, url: account.url, username: account.username }
        : null;
    },
  });
}

/** The HTML a plain text renders to, as a posted status's content. */
export function statusHtml(store, text) {
  return render(store, text).html;
}

function emojisOf(store, ...texts) {
  const codes = new Set(texts.flatMap((t) => render(store, t).emojis));
  return [...codes];
}

/**
 * Makes a status record (not yet stored) from its snowflake `seq`, which its
 * id is made from. `card` undefined: found from the text's links.
 */
export function buildStatus(store, input) {
  const id = store.statusId(input.seq);
  const rendered = render(store, input.text);
  const parent = input.in_reply_to_id
    ? store.status(input.in_reply_to_id)
    : null;
  const card =
    input.card !== undefined
      ? input.card
      : ([...store.cards.values()].find((c) =>
          rendered.links.includes(c.url),
        ) ?? null);
  return {
    id,
    seq: input.seq,
    key: input.key ?? null,
    account_id: input.account_id,
    created_at: input.created_at,
    text: input.text ?? "",
    content: rendered.html,
    spoiler_text: input.spoiler_text ?? "",
    sensitive: Boolean(input.sensitive),
    visibility: input.visibility ?? "public",
    language: input.language ?? "en",
    in_reply_to_id: input.in_reply_to_id ?? null,
    in_reply_to_account_id:
      input.in_reply_to_account_id ?? parent?.account_id ?? null,
    reblog_id: input.reblog_id ?? null,
    quote_id: input.quote_id ?? null,
    media_ids: input.media_ids ?? [],
    poll_id: null,
    card,
    mentions: rendered.mentions,
    tags: rendered.tags,
    emojis: emojisOf(store, input.text ?? "", input.spoiler_text ?? ""),
    edited_at: null,
    history: [],
    favourited: new Set(),
    bookmarked: new Set(),
    muted: new Set(),
    pinned: false,
    reactions: new Map(),
    extra: { favourites: 0, reblogs: 0, replies: 0 },
    event: null,
    // The families' own audiences (issue 19): a kmyblue circle, and a
    // GoToSocial reply waiting for the approval of the post's author.
    circle_id: input.circle_id ?? null,
    // kmyblue's mutuals-only posts: `limited` with the scope `mutual`.
    limited_scope: input.limited_scope ?? null,
    pending_approval: Boolean(input.pending_approval),
    application: input.application ?? null,
    conversation_id: parent?.conversation_id ?? id,
    deleted: false,
  };
}

function snapshot(status, at) {
  return {
    content: status.content,
    text: status.text,
    spoiler_text: status.spoiler_text,
    sensitive: status.sensitive,
    created_at: at,
    media_ids: [...status.media_ids],
    emojis: [...status.emojis],
  };
}

/** Replaces a status's text, keeping the earlier version in its history. */
export function applyEdit(
  store,
  status,
  { text, spoiler_text, sensitive, media_ids, language, at },
) {
  if (status.history.length === 0)
    status.history.push(snapshot(status, status.created_at));
  else status.history.push(snapshot(status, status.edited_at));
  const rendered = render(store, text ?? status.text);
  status.text = text ?? status.text;
  status.content = rendered.html;
  status.mentions = [...new Set([...status.mentions, ...rendered.mentions])];
  status.tags = rendered.tags;
  if (spoiler_text !== undefined) status.spoiler_text = spoiler_text;
  if (sensitive !== undefined) status.sensitive = Boolean(sensitive);
  if (media_ids) status.media_ids = media_ids;
  if (language) status.language = language;
  status.emojis = emojisOf(store, status.text, status.spoiler_text);
  status.edited_at = at ?? store.clock.iso();
  return status;
}

/**
 * Posts a status for a member, as POST /api/v1/statuses does.
 * @param {import("./store.mjs").Store} store
 */
export function createStatus(store, accountId, params) {
  const text = params.status ?? "";
  const mediaIds = (params.media_ids ?? []).map(String);
  if (!text.trim() && mediaIds.length === 0 && !params.poll) {
    throw new ApiFailure(422, "Validation failed: Text can't be blank");
  }
  for (const id of mediaIds) {
    if (store.media.get(id)?.account_id !== accountId)
      throw new ApiFailure(422, "Validation failed: Media not found");
  }
  const parent = params.in_reply_to_id
    ? store.status(params.in_reply_to_id)
    : null;
  if (params.in_reply_to_id && (!parent || !store.canSee(accountId, parent))) {
    throw new ApiFailure(404, "Record not found");
  }
  const quoteId = params.quoted_status_id ?? params.quote_id ?? null;
  if (quoteId && !store.status(quoteId))
    throw new ApiFailure(404, "Record not found");
  const account = store.account(accountId);
  const status = buildStatus(store, {
    seq: store.nextId(),
    account_id: accountId,
    created_at: store.clock.iso(),
    text,
    spoiler_text: params.spoiler_text ?? "",
    sensitive: params.sensitive === true || params.sensitive === "true",
    visibility: params.visibility ?? (account.locked ? "private" : "public"),
    language: params.language ?? account.language,
    in_reply_to_id: parent?.id ?? null,
    quote_id: quoteId ? String(quoteId) : null,
    media_ids: mediaIds,
    circle_id: params.circle_id ?? null,
    limited_scope: params.limited_scope ?? null,
    pending_approval: params.pending_approval,
    application: params.application ?? { name: "Potluck", website: null },
  });
  if (params.poll?.options?.length) {
    const options = params.poll.options.map(String);
    if (options.length < 2)
      throw new ApiFailure(
        422,
        "Validation failed: Poll must have at least 2 options",
      );
    const id = status.id;
    store.polls.set(id, {
      id,
      status_id: status.id,
      expires_at: new Date(
        store.clock.now() + Number(params.poll.expires_in ?? 86400) * 1000,
      ).toISOString(),
      multiple:
        params.poll.multiple === true || params.poll.multiple === "true",
      hide_totals:
        params.poll.hide_totals === true || params.poll.hide_totals === "true",
      options: options.map((title) => ({ title, votes: 0 })),
      voters: new Map(),
      extra_voters: 0,
    });
    status.poll_id = id;
  }
  store.statuses.set(status.id, status);
  store.emit("status.created", status);
  for (const mentioned of status.mentions) {
    if (mentioned !== accountId)
      notify(store, {
        to: mentioned,
        type: "mention",
        from: accountId,
        status: status.id,
      });
  }
  const quoted = quoteId ? store.status(quoteId) : null;
  if (quoted && quoted.account_id !== accountId) {
    notify(store, {
      to: quoted.account_id,
      type: "quote",
      from: accountId,
      status: status.id,
    });
  }
  return status;
}

export function editStatus(store, status, params) {
  applyEdit(store, status, {
    text: params.status,
    spoiler_text: params.spoiler_text,
    sensitive:
      params.sensitive === undefined
        ? undefined
        : params.sensitive === true || params.sensitive === "true",
    media_ids: params.media_ids?.map(String),
    language: params.language,
  });
  store.emit("status.updated", status);
  return status;
}

/** `quiet`: nothing is streamed (a deletion whose news has not arrived yet). */
export function deleteStatus(store, status, { quiet = false } = {}) {
  // Boosts go first, so their deletion still reaches the feeds that showed them.
  const doomed = [...store.reblogsOf(status.id), status];
  for (const s of doomed) {
    s.deleted = true;
    store.statuses.delete(s.id);
    for (const [id, n] of store.notifications)
      if (n.status_id === s.id) store.notifications.delete(id);
    if (quiet) store.version += 1;
    else store.emit("status.deleted", s);
  }
  return status;
}
