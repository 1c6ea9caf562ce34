import type * as z from "zod/mini";
import { parseItems, type ApiClient, type Page, type Query } from "../client";
import type { Endpoint } from "../familyRoutes";
import { isRecord } from "../schemas/utils";

/** Admin lists page by 100, the moderation log by 50 (spec 02 section 9). */
export const ADMIN_PAGE_SIZE = 100;
export const MODERATION_LOG_PAGE_SIZE = 50;

/** One page of an admin list; `total` where the family counts (Pleroma), else null. */
export interface AdminPage<T> extends Page<T> {
  total: number | null;
}

/** Where a list goes on: the `next` (or `prev`) URL of an earlier page. */
export interface Cursor {
  readonly url: string;
}

function withPage(url: string, page: number): string {
  const next = new URL(url);
  next.searchParams.set("page", String(page));
  return next.toString();
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
    ? value
    : null;
}

/**
 * A Pleroma page: `page` and `page_size` in the query, the items under
 * `key` and the total under `count` or `total`. Its cursors are the same URL
 * at the next and previous page, offered while the total is not reached.
 */
async function pleromaPage<S extends z.ZodMiniType>(
  client: ApiClient,
  path: string,
  schema: S,
  key: string,
  query: Query | undefined,
  signal: AbortSignal | undefined,
): Promise<AdminPage<z.output<S>>> {
  const raw = await client.request("GET", path, { query, signal });
  const body = isRecord(raw.json) ? raw.json : {};
  const { items, dropped } = parseItems(body[key] ?? [], schema);
  const total = count(body.count) ?? count(body.total);
  const params = new URL(raw.url).searchParams;
  const page = Number(params.get("page") ?? "1") || 1;
  const size = Number(params.get("page_size") ?? "") || items.length + dropped;
  const more =
    total === null
      ? items.length + dropped >= size && size > 0
      : page * size < total;
  return {
    items,
    dropped,
    total,
    partial: raw.partial,
    next: more ? withPage(raw.url, page + 1) : null,
    prev: page > 1 ? withPage(raw.url, page - 1) : null,
  };
}

/**
 * A page of an admin list in the family's way: Link headers (Mastodon), or
 * page numbers in a wrapped reply (`shape: "pleroma"`, items under `key`).
 * `query` is for the first page; a cursor's URL carries its own.
 */
export async function adminPage<S extends z.ZodMiniType>(
  client: ApiClient,
  route: Endpoint,
  path: string,
  schema: S,
  options: { key?: string; query?: Query; signal?: AbortSignal },
): Promise<AdminPage<z.output<S>>> {
  if (route.shape === "pleroma")
    return pleromaPage(
      client,
      path,
      schema,
      options.key ?? "items",
      options.query,
      options.signal,
    );
  const page = await client.list(path, schema, {
    query: options.query,
    signal: options.signal,
  });
  return { ...page, total: null };
}
