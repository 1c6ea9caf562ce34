import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import { listSchema, type List } from "../schemas/list";

/**
 * Lists (spec 02 section 7.8): CRUD, members and, on servers with
 * `listsFavourites`, favourite lists. The list timeline is a timeline
 * source.
 */

/** What a list is created or changed with; `replies_policy` and `exclusive` where the server has them. */
export interface ListParams {
  title?: string;
  replies_policy?: List["replies_policy"];
  exclusive?: boolean;
}

const listPath = (id: string, rest = "") =>
  `/api/v1/lists/${encodeURIComponent(id)}${rest}`;

export function getLists(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<List>> {
  return client.list("/api/v1/lists", listSchema, { signal });
}

export function getList(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<List> {
  return client.one("GET", listPath(id), listSchema, { signal });
}

export function postList(
  client: ApiClient,
  params: ListParams & { title: string },
): Promise<List> {
  return client.one("POST", "/api/v1/lists", listSchema, {
    body: { ...params },
  });
}

export function putList(
  client: ApiClient,
  id: string,
  params: ListParams,
): Promise<List> {
  return client.one("PUT", listPath(id), listSchema, { body: { ...params } });
}

export async function deleteList(client: ApiClient, id: string): Promise<void> {
  await client.request("DELETE", listPath(id));
}

/** The list's members; Mastodon pages them by Link (`limit: 0` asks for all at once). */
export function getListAccounts(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(listPath(id, "/accounts"), accountSchema, paging, {
    signal,
  });
}

/** Adds members; Mastodon requires that the viewer follows them (`unrestrictedLists` servers do not). */
export async function postListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  await client.request("POST", listPath(id, "/accounts"), {
    body: { account_ids: accountIds },
  });
}

export async function deleteListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  await client.request("DELETE", listPath(id, "/accounts"), {
    body: { account_ids: accountIds },
  });
}

/** Marks a list as a favourite (Fedibird `favourite_list`); answers the list. */
export function postListFavourite(
  client: ApiClient,
  id: string,
): Promise<List> {
  return client.one("POST", listPath(id, "/favourite"), listSchema);
}

export function postListUnfavourite(
  client: ApiClient,
  id: string,
): Promise<List> {
  return client.one("POST", listPath(id, "/unfavourite"), listSchema);
}

/** The viewer's lists that hold an account (for a profile's list menu). */
export function getAccountLists(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<List>> {
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/lists`,
    listSchema,
    { signal },
  );
}
