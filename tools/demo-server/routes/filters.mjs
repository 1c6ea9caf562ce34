// Filters: Mastodon's v2 filters with keywords and statuses (not on
// Pleroma-style families, which have only v1), and the v1 API, where each
// keyword is one filter (a v2 filter with one keyword, as Mastodon 4 maps
// them). Every change tells the owner's user stream `filters_changed`; posts
// carry `filtered` results for the viewer (filterResults, used by
// renderStatus).
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { nextMemberId, tellMember } from "../memberState.mjs";
import { stripHtml } from "../text.mjs";
import { requireUser, truthy } from "./common.mjs";

const CONTEXTS = ["home", "notifications", "public", "thread", "account"];
const ACTIONS = ["warn", "hide", "blur"];

const isLive = (store, filter) =>
  !filter.expires_at || Date.parse(filter.expires_at) > store.clock.now();

function keywordMatches(text, { keyword, whole_word: wholeWord }) {
  const needle = keyword.toLowerCase();
  if (!wholeWord) return text.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `(^|[^\\p{L}\\p{N}_])${escaped}($|[^\\p{L}\\p{N}_])`,
    "u",
  ).test(text);
}

const v2Filter = (filter) => ({
  id: filter.id,
  title: filter.title,
  context: filter.context,
  expires_at: filter.expires_at,
  filter_action: filter.filter_action,
  keywords: filter.keywords,
  statuses: filter.statuses,
});

/** The viewer's live filters that match the status, as Mastodon's `filtered` (v2 families only). */
export function filterResults(ctx, status) {
  const { store, viewerId, family } = ctx;
  if (!viewerId || family.has("pleromaEntities")) return [];
  const filters = [...store.member.filters.values()].filter(
    (f) => f.owner_id === viewerId && isLive(store, f),
  );
  if (!filters.length) return [];
  const text = [
    stripHtml(status.content),
    status.spoiler_text,
    ...status.media_ids.map((id) => store.media.get(id)?.description ?? ""),
  ]
    .join("\n")
    .toLowerCase();
  const results = [];
  for (const filter of filters) {
    const keywords = filter.keywords
      .filter((k) => keywordMatches(text, k))
      .map((k) => k.keyword);
    const statuses = filter.statuses
      .filter((s) => s.status_id === status.id)
      .map((s) => s.status_id);
    if (keywords.length || statuses.length)
      results.push({
        filter: v2Filter(filter),
        keyword_matches: keywords.length ? keywords : null,
        status_matches: statuses.length ? statuses : null,
      });
  }
  return results;
}

function changed(ctx) {
  tellMember(ctx.store, ctx.viewerId, "filters_changed");
}

function ownFilter(ctx, id = ctx.params.id) {
  const me = requireUser(ctx);
  const filter = ctx.store.member.filters.get(id);
  if (!filter || filter.owner_id !== me)
    throw new ApiFailure(404, "Record not found");
  return filter;
}

const list = (value) => [value ?? []].flat().map(String);

function expiresAt(ctx, body) {
  if (!("expires_in" in body)) return undefined;
  const seconds = Number(body.expires_in);
  return body.expires_in === null || body.expires_in === "" || !seconds
    ? null
    : new Date(ctx.store.clock.now() + seconds * 1000).toISOString();
}

function checkContext(context) {
  if (!context.length || !context.every((c) => CONTEXTS.includes(c)))
    throw new ApiFailure(422, "Validation failed: Context can't be blank");
  return context;
}

function keyword(ctx, body) {
  const text = String(body.keyword ?? "").trim();
  if (!text)
    throw new ApiFailure(422, "Validation failed: Keyword can't be blank");
  return {
    id: nextMemberId(ctx.store),
    keyword: text,
    whole_word: body.whole_word === undefined ? true : truthy(body.whole_word),
  };
}

/** keywords_attributes: new ones, changes by id, removals by `_destroy`. */
function applyKeywords(ctx, filter, attributes) {
  for (const attrs of Object.values(attributes ?? [])) {
    const existing = attrs.id
      ? filter.keywords.find((k) => k.id === String(attrs.id))
      : null;
    if (existing && truthy(attrs._destroy)) {
      filter.keywords = filter.keywords.filter((k) => k !== existing);
    } else if (existing) {
      Object.assign(existing, {
        keyword: String(attrs.keyword ?? existing.keyword),
        whole_word:
          attrs.whole_word === undefined
            ? existing.whole_word
            : truthy(attrs.whole_word),
      });
    } else if (!attrs.id) {
      filter.keywords.push(keyword(ctx, attrs));
    }
  }
}

function saveV2(ctx, filter) {
  const { body } = ctx;
  if (body.title !== undefined) filter.title = String(body.title);
  if (!filter.title.trim())
    throw new ApiFailure(422, "Validation failed: Title can't be blank");
  if (body.context !== undefined)
    filter.context = checkContext(list(body.context));
  if (body.filter_action !== undefined) {
    if (!ACTIONS.includes(body.filter_action))
      throw new ApiFailure(
        422,
        "Validation failed: Action is not included in the list",
      );
    filter.filter_action = body.filter_action;
  }
  const expires = expiresAt(ctx, body);
  if (expires !== undefined) filter.expires_at = expires;
  checkContext(filter.context);
  applyKeywords(ctx, filter, body.keywords_attributes);
  ctx.store.member.filters.set(filter.id, filter);
  changed(ctx);
  return v2Filter(filter);
}

const newFilter = (ctx) => ({
  id: nextMemberId(ctx.store),
  owner_id: requireUser(ctx),
  title: "",
  context: [],
  filter_action: "warn",
  expires_at: null,
  keywords: [],
  statuses: [],
});

/** One v1 filter per keyword; its id is the keyword's. */
function v1Entries(store, me) {
  const out = [];
  for (const filter of store.member.filters.values()) {
    if (filter.owner_id !== me) continue;
    for (const k of filter.keywords)
      out.push({
        id: k.id,
        phrase: k.keyword,
        context: filter.context,
        whole_word: k.whole_word,
        expires_at: filter.expires_at,
        irreversible: filter.filter_action === "hide",
        filter,
        keyword: k,
      });
  }
  return out;
}

const v1Json = (entry) => ({
  id: entry.id,
  phrase: entry.phrase,
  context: entry.context,
  whole_word: entry.whole_word,
  expires_at: entry.expires_at,
  irreversible: entry.irreversible,
});

function ownV1(ctx) {
  const entry = v1Entries(ctx.store, requireUser(ctx)).find(
    (e) => e.id === ctx.params.id,
  );
  if (!entry) throw new ApiFailure(404, "Record not found");
  return entry;
}

function saveV1(ctx, entry) {
  const { body } = ctx;
  const filter = entry?.filter ?? newFilter(ctx);
  const kw =
    entry?.keyword ??
    keyword(ctx, { keyword: body.phrase, whole_word: body.whole_word });
  if (entry) {
    if (body.phrase !== undefined) kw.keyword = String(body.phrase);
    if (body.whole_word !== undefined) kw.whole_word = truthy(body.whole_word);
  } else {
    filter.keywords.push(kw);
  }
  filter.title = kw.keyword;
  if (body.context !== undefined)
    filter.context = checkContext(list(body.context));
  if (body.irreversible !== undefined)
    filter.filter_action = truthy(body.irreversible) ? "hide" : "warn";
  const expires = expiresAt(ctx, body);
  if (expires !== undefined) filter.expires_at = expires;
  checkContext(filter.context);
  ctx.store.member.filters.set(filter.id, filter);
  changed(ctx);
  return v1Json(
    v1Entries(ctx.store, filter.owner_id).find((e) => e.id === kw.id),
  );
}

function ownKeyword(ctx) {
  const me = requireUser(ctx);
  for (const filter of ctx.store.member.filters.values()) {
    const found = filter.keywords.find((k) => k.id === ctx.params.id);
    if (found && filter.owner_id === me) return { filter, keyword: found };
  }
  throw new ApiFailure(404, "Record not found");
}

function ownFilterStatus(ctx) {
  const me = requireUser(ctx);
  for (const filter of ctx.store.member.filters.values()) {
    const found = filter.statuses.find((s) => s.id === ctx.params.id);
    if (found && filter.owner_id === me) return { filter, entry: found };
  }
  throw new ApiFailure(404, "Record not found");
}

/** @param {import("../http.mjs").Router} router */
export function addFilterRoutes(router) {
  const v2 = (method, path, handler) =>
    router.add(method, path, (ctx) => {
      if (ctx.family.has("pleromaEntities"))
        throw new ApiFailure(404, "Not found");
      return handler(ctx);
    });
  v2("GET", "/api/v2/filters", (ctx) => {
    const me = requireUser(ctx);
    return [...ctx.store.member.filters.values()]
      .filter((f) => f.owner_id === me)
      .map(v2Filter);
  });
  v2("POST", "/api/v2/filters", (ctx) => saveV2(ctx, newFilter(ctx)));
  v2("GET", "/api/v2/filters/keywords/:id", (ctx) => ownKeyword(ctx).keyword);
  v2("PUT", "/api/v2/filters/keywords/:id", (ctx) => {
    const { keyword: found } = ownKeyword(ctx);
    if (ctx.body.keyword !== undefined)
      found.keyword = String(ctx.body.keyword);
    if (ctx.body.whole_word !== undefined)
      found.whole_word = truthy(ctx.body.whole_word);
    changed(ctx);
    return found;
  });
  v2("DELETE", "/api/v2/filters/keywords/:id", (ctx) => {
    const { filter, keyword: found } = ownKeyword(ctx);
    filter.keywords = filter.keywords.filter((k) => k !== found);
    changed(ctx);
    return reply({});
  });
  v2(
    "GET",
    "/api/v2/filters/statuses/:id",
    (ctx) => ownFilterStatus(ctx).entry,
  );
  v2("DELETE", "/api/v2/filters/statuses/:id", (ctx) => {
    const { filter, entry } = ownFilterStatus(ctx);
    filter.statuses = filter.statuses.filter((s) => s !== entry);
    changed(ctx);
    return reply({});
  });
  v2("GET", "/api/v2/filters/:id", (ctx) => v2Filter(ownFilter(ctx)));
  v2("PUT", "/api/v2/filters/:id", (ctx) => saveV2(ctx, ownFilter(ctx)));
  v2("DELETE", "/api/v2/filters/:id", (ctx) => {
    ctx.store.member.filters.delete(ownFilter(ctx).id);
    changed(ctx);
    return reply({});
  });
  v2("GET", "/api/v2/filters/:id/keywords", (ctx) => ownFilter(ctx).keywords);
  v2("POST", "/api/v2/filters/:id/keywords", (ctx) => {
    const filter = ownFilter(ctx);
    const added = keyword(ctx, ctx.body);
    filter.keywords.push(added);
    changed(ctx);
    return added;
  });
  v2("GET", "/api/v2/filters/:id/statuses", (ctx) => ownFilter(ctx).statuses);
  v2("POST", "/api/v2/filters/:id/statuses", (ctx) => {
    const filter = ownFilter(ctx);
    const statusId = String(ctx.body.status_id ?? "");
    if (!ctx.store.status(statusId))
      throw new ApiFailure(404, "Record not found");
    const entry = { id: nextMemberId(ctx.store), status_id: statusId };
    filter.statuses.push(entry);
    changed(ctx);
    return entry;
  });

  router.add("GET", "/api/v1/filters", (ctx) =>
    v1Entries(ctx.store, requireUser(ctx)).map(v1Json),
  );
  router.add("POST", "/api/v1/filters", (ctx) => saveV1(ctx, null));
  router.add("GET", "/api/v1/filters/:id", (ctx) => v1Json(ownV1(ctx)));
  router.add("PUT", "/api/v1/filters/:id", (ctx) => saveV1(ctx, ownV1(ctx)));
  router.add("DELETE", "/api/v1/filters/:id", (ctx) => {
    const { filter, keyword: found } = ownV1(ctx);
    filter.keywords = filter.keywords.filter((k) => k !== found);
    if (!filter.keywords.length && !filter.statuses.length)
      ctx.store.member.filters.delete(filter.id);
    changed(ctx);
    return reply({});
  });
}
