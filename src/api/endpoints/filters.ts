import * as z from "zod/mini";
import type { ApiClient, Page } from "../client";
import {
  filterKeywordSchema,
  filterSchema,
  filterStatusSchema,
  filterV1Schema,
  type Filter,
  type FilterAction,
  type FilterKeyword,
  type FilterStatus,
  type FILTER_CONTEXTS,
} from "../schemas/filter";

/**
 * Filters (spec 02 section 7.5): server-side v2 filters with keywords and
 * statuses where the server has `filtersV2`, else the legacy v1 filters,
 * which hold one phrase each: only the first keyword is sent (spec 02
 * section 5) and the hide action is sent as `irreversible`. Both answer in
 * the v2 shape (the v1 schema normalises).
 */
export type FilterApi = "v1" | "v2";

export type FilterContext = (typeof FILTER_CONTEXTS)[number];

/** A keyword as sent: `id` to change an existing one, `_destroy` to remove it (v2 update). */
export interface FilterKeywordParams {
  keyword: string;
  whole_word: boolean;
  id?: string;
  _destroy?: boolean;
}

export interface FilterParams {
  title: string;
  context: readonly FilterContext[];
  filter_action: FilterAction;
  /** Seconds from now; null never expires. */
  expires_in: number | null;
  keywords: readonly FilterKeywordParams[];
}

function v2Body(params: FilterParams) {
  const { keywords, ...rest } = params;
  return { ...rest, keywords_attributes: keywords };
}

function v1Body({
  title,
  context,
  filter_action,
  expires_in,
  keywords,
}: FilterParams) {
  const first = keywords.find((keyword) => keyword._destroy !== true);
  return {
    phrase: first?.keyword ?? title,
    whole_word: first?.whole_word ?? true,
    context,
    irreversible: filter_action === "hide",
    expires_in,
  };
}

/** Where each API lives, how it is written to and read back. */
const APIS = {
  v1: { path: "/api/v1/filters", body: v1Body, schema: filterV1Schema },
  v2: { path: "/api/v2/filters", body: v2Body, schema: filterSchema },
} as const satisfies Record<
  FilterApi,
  {
    path: string;
    body: (params: FilterParams) => Record<string, unknown>;
    schema: z.ZodMiniType<Filter>;
  }
>;

const filterPath = (api: FilterApi, id: string) =>
  `${APIS[api].path}/${encodeURIComponent(id)}`;

export function getFilters(
  client: ApiClient,
  api: FilterApi,
  signal?: AbortSignal,
): Promise<Page<Filter>> {
  return client.list(APIS[api].path, APIS[api].schema, { signal });
}

export function getFilter(
  client: ApiClient,
  api: FilterApi,
  id: string,
  signal?: AbortSignal,
): Promise<Filter> {
  return client.one("GET", filterPath(api, id), APIS[api].schema, { signal });
}

export function postFilter(
  client: ApiClient,
  api: FilterApi,
  params: FilterParams,
): Promise<Filter> {
  const { path, body, schema } = APIS[api];
  return client.one("POST", path, schema, { body: body(params) });
}

export function putFilter(
  client: ApiClient,
  api: FilterApi,
  id: string,
  params: FilterParams,
): Promise<Filter> {
  const { body, schema } = APIS[api];
  return client.one("PUT", filterPath(api, id), schema, { body: body(params) });
}

export async function deleteFilter(
  client: ApiClient,
  api: FilterApi,
  id: string,
): Promise<void> {
  await client.request("DELETE", filterPath(api, id));
}

const V2 = "/api/v2/filters";
const sub = (kind: "keywords" | "statuses", id: string) =>
  `${V2}/${kind}/${encodeURIComponent(id)}`;
const of = (id: string, kind: "keywords" | "statuses") =>
  `${V2}/${encodeURIComponent(id)}/${kind}`;

/** A v2 filter's keywords. */
export function getFilterKeywords(
  client: ApiClient,
  filterId: string,
  signal?: AbortSignal,
): Promise<Page<FilterKeyword>> {
  return client.list(of(filterId, "keywords"), filterKeywordSchema, { signal });
}

export function postFilterKeyword(
  client: ApiClient,
  filterId: string,
  keyword: { keyword: string; whole_word: boolean },
): Promise<FilterKeyword> {
  return client.one("POST", of(filterId, "keywords"), filterKeywordSchema, {
    body: { ...keyword },
  });
}

export function putFilterKeyword(
  client: ApiClient,
  keywordId: string,
  keyword: { keyword: string; whole_word: boolean },
): Promise<FilterKeyword> {
  return client.one("PUT", sub("keywords", keywordId), filterKeywordSchema, {
    body: { ...keyword },
  });
}

export async function deleteFilterKeyword(
  client: ApiClient,
  keywordId: string,
): Promise<void> {
  await client.request("DELETE", sub("keywords", keywordId));
}

/** The posts a v2 filter names one by one ("Filter this post"). */
export function getFilterStatuses(
  client: ApiClient,
  filterId: string,
  signal?: AbortSignal,
): Promise<Page<FilterStatus>> {
  return client.list(of(filterId, "statuses"), filterStatusSchema, { signal });
}

export function postFilterStatus(
  client: ApiClient,
  filterId: string,
  statusId: string,
): Promise<FilterStatus> {
  return client.one("POST", of(filterId, "statuses"), filterStatusSchema, {
    body: { status_id: statusId },
  });
}

export async function deleteFilterStatus(
  client: ApiClient,
  filterStatusId: string,
): Promise<void> {
  await client.request("DELETE", sub("statuses", filterStatusId));
}
