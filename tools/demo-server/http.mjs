// Small HTTP toolkit: a path router, request bodies (JSON, form, multipart,
// with Rails-style bracket keys), query readers, JSON replies with CORS, and
// Mastodon-style paging with Link headers.
import { parseMultipart } from "./multipart.mjs";
import { ApiFailure } from "./errors.mjs";
import { compareIds } from "./ids.mjs";

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, Idempotency-Key, Accept, Accept-Language",
  "Access-Control-Expose-Headers":
    "Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset",
  "Access-Control-Max-Age": "600",
};

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export class Router {
  constructor() {
    this.routes = [];
  }

  /**
   * @param {string} method
   * @param {string} pattern e.g. "/api/v1/statuses/:id/context"
   * @param {(ctx: any) => any} handler returns a JSON-able value, or a { status, json, headers } reply
   * @param {{ capability?: string, publicRead?: boolean }} [options] `capability`: answer 404 unless
   *   the presented family has it; `publicRead`: a read of public data, which visitors get only from
   *   families with the `publicReads` capability (else 401)
   */
  add(method, pattern, handler, options = {}) {
    const names = [];
    const source = pattern
      .split("/")
      .map((part) => {
        if (!part.startsWith(":"))
          return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part.slice(1));
        return "([^/]+)";
      })
      .join("/");
    this.routes.push({
      method,
      regex: new RegExp(`^${source}/?$`),
      names,
      handler,
      ...options,
    });
    return this;
  }

  match(method, pathname) {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.regex.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params = {};
      route.names.forEach((name, i) => (params[name] = safeDecode(m[i + 1])));
      return { route, params };
    }
    return pathMatched ? { methodNotAllowed: true } : null;
  }
}

/** Reads `a`, `a[]` and repeated keys alike. */
export class Query {
  constructor(searchParams) {
    this.params = searchParams;
  }
  get(name) {
    return this.params.get(name) ?? this.params.get(`${name}[]`) ?? undefined;
  }
  list(name) {
    return [...this.params.getAll(name), ...this.params.getAll(`${name}[]`)];
  }
  int(name, fallback, { min = 0, max = Infinity } = {}) {
    const n = Number.parseInt(this.get(name) ?? "", 10);
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
  }
  bool(name) {
    const v = this.get(name);
    return v === "true" || v === "1" || v === "on";
  }
}

/** Sets `poll[options][]`-style keys into a nested object. */
export function setPath(target, key, value) {
  const parts = [
    key.replace(/\[.*$/, ""),
    ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]),
  ];
  let node = target;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === "";
    if (part === "") {
      if (last) return void node.push(value);
      const child = nextIsArray ? [] : {};
      node.push(child);
      node = child;
      return;
    }
    if (last) node[part] = value;
    else node = node[part] ??= nextIsArray ? [] : {};
  });
  return target;
}

const MAX_BODY = 50 * 1024 * 1024;

async function readRaw(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new ApiFailure(413, "Request entity too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @returns {Promise<{ body: Record<string, any>, files: Record<string, { filename: string, mime: string, data: Buffer }> }>} */
export async function readBody(req) {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (req.method === "GET" || req.method === "HEAD")
    return { body: {}, files: {} };
  const raw = await readRaw(req);
  if (raw.length === 0) return { body: {}, files: {} };
  if (type.startsWith("application/json")) {
    try {
      const parsed = JSON.parse(raw.toString("utf8"));
      return {
        body: parsed && typeof parsed === "object" ? parsed : {},
        files: {},
      };
    } catch {
      throw new ApiFailure(400, "Invalid JSON body");
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const body = {};
    for (const [k, v] of new URLSearchParams(raw.toString("utf8")))
      setPath(body, k, v);
    return { body, files: {} };
  }
  if (type.startsWith("multipart/form-data")) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(
      req.headers["content-type"],
    );
    if (!boundary) throw new ApiFailure(400, "Missing multipart boundary");
    const { fields, files } = parseMultipart(raw, boundary[1] ?? boundary[2]);
    const body = {};
    for (const [k, v] of fields) setPath(body, k, v);
    return { body, files };
  }
  return { body: {}, files: {} };
}

export function sendJson(res, status, value, headers = {}) {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

function linkHeader(ctx, next, prev) {
  const link = (params, rel) => {
    const url = new URL(ctx.url.pathname + ctx.url.search, ctx.origin);
    for (const key of ["max_id", "min_id", "since_id", "offset"])
      url.searchParams.delete(key);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const parts = [];
  if (next) parts.push(link(next, "next"));
  if (prev) parts.push(link(prev, "prev"));
  return parts.length ? { Link: parts.join(", ") } : {};
}

/**
 * Pages newest-first items by id: max_id (older than), since_id (newer than,
 * newest first) and min_id (the page just newer than). `next` is offered while
 * older items remain; `prev` whenever the page is not empty. Ids are placed
 * in the server's order by their snowflake (`store.orderOf`), so cursors work
 * whatever the ids look like.
 */
export function pageByIds(
  ctx,
  items,
  { defaultLimit = 20, maxLimit = 40, idOf = (item) => item.id } = {},
) {
  const q = ctx.query;
  const limit = q.int("limit", defaultLimit, { min: 1, max: maxLimit });
  const order = (id) => ctx.store.orderOf(id);
  const cursor = (name) => (q.get(name) ? order(q.get(name)) : null);
  const maxId = cursor("max_id");
  const sinceId = cursor("since_id");
  const minId = cursor("min_id");
  let window = items.filter((item) => {
    const seq = order(idOf(item));
    if (maxId && compareIds(seq, maxId) >= 0) return false;
    if (sinceId && compareIds(seq, sinceId) <= 0) return false;
    if (minId && compareIds(seq, minId) <= 0) return false;
    return true;
  });
  const hasOlder = (page) =>
    page.length > 0 &&
    items.some(
      (i) => compareIds(order(idOf(i)), order(idOf(page[page.length - 1]))) < 0,
    );
  window = minId
    ? window.slice(Math.max(0, window.length - limit))
    : window.slice(0, limit);
  const headers = linkHeader(
    ctx,
    hasOlder(window) ? { max_id: idOf(window[window.length - 1]) } : null,
    window.length ? { min_id: idOf(window[0]) } : null,
  );
  return { page: window, headers };
}

/** Pages a list in a fixed order, using the id of an item as the cursor. */
export function pageByPosition(
  ctx,
  items,
  { defaultLimit = 40, maxLimit = 80, idOf = (item) => item.id } = {},
) {
  const q = ctx.query;
  const limit = q.int("limit", defaultLimit, { min: 1, max: maxLimit });
  const indexOf = (id) => items.findIndex((item) => idOf(item) === id);
  let start = 0;
  let end = items.length;
  if (q.get("max_id")) start = indexOf(q.get("max_id")) + 1 || items.length;
  const newer = q.get("min_id") ?? q.get("since_id");
  if (newer) end = Math.max(0, indexOf(newer));
  const page = q.get("min_id")
    ? items.slice(Math.max(start, end - limit), end)
    : items.slice(start, Math.min(end, start + limit));
  const last = page.length ? items.indexOf(page[page.length - 1]) : -1;
  const headers = linkHeader(
    ctx,
    last >= 0 && last < items.length - 1
      ? { max_id: idOf(page[page.length - 1]) }
      : null,
    page.length ? { min_id: idOf(page[0]) } : null,
  );
  return { page, headers };
}

/** Pages by `offset` (directory, search): no Link header, as Mastodon does. */
export function pageByOffset(
  ctx,
  items,
  { defaultLimit = 40, maxLimit = 80 } = {},
) {
  const offset = ctx.query.int("offset", 0);
  const limit = ctx.query.int("limit", defaultLimit, { min: 1, max: maxLimit });
  return items.slice(offset, offset + limit);
}

/** A reply with a status, headers and a JSON, HTML or text body. */
export class Reply {
  constructor({ status = 200, json, html, text, headers = {} }) {
    Object.assign(this, { status, json, html, text, headers });
  }
}

export const reply = (json, { status = 200, headers = {} } = {}) =>
  new Reply({ status, json, headers });
export const htmlReply = (html, status = 200) => new Reply({ status, html });
export const redirect = (location) =>
  new Reply({ status: 302, text: "", headers: { Location: location } });
