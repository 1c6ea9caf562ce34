import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import {
  bookmarkFolderSchema,
  type BookmarkFolder,
} from "../schemas/bookmarkFolder";
import { statusSchema, type Status } from "../schemas/status";

/**
 * Bookmarks, favourites and bookmark folders (spec 02 section 7.3). Folders
 * are Pleroma's and Akkoma's `/api/v1/pleroma/bookmark_folders` or the
 * kmyblue-style `/api/v1/bookmark_categories`, as familyPaths says; the
 * caller gates them with `bookmarkFolders`.
 */

export function getBookmarks(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.page("/api/v1/bookmarks", statusSchema, paging, { signal });
}

export function getFavourites(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.page("/api/v1/favourites", statusSchema, paging, { signal });
}

export function getBookmarkFolders(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<Page<BookmarkFolder>> {
  const { path } = requireFamilyRequest(server, "bookmarkFolders", {});
  return client.list(path, bookmarkFolderSchema, { signal });
}

/** A folder's name, and its emoji where the server has `bookmarkFolderEmojis`. */
export interface BookmarkFolderParams {
  name: string;
  emoji?: string;
}

const folderValues = ({ name, emoji }: BookmarkFolderParams) => ({
  name,
  title: name,
  ...(emoji === undefined ? {} : { emoji }),
});

export function postBookmarkFolder(
  client: ApiClient,
  server: DetectedServer,
  params: BookmarkFolderParams,
): Promise<BookmarkFolder> {
  const request = requireFamilyRequest(
    server,
    "bookmarkFolderCreate",
    {},
    folderValues(params),
  );
  return client.one(request.method, request.path, bookmarkFolderSchema, {
    body: request.body,
  });
}

export function patchBookmarkFolder(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  params: BookmarkFolderParams,
): Promise<BookmarkFolder> {
  const request = requireFamilyRequest(
    server,
    "bookmarkFolderUpdate",
    { id },
    folderValues(params),
  );
  return client.one(request.method, request.path, bookmarkFolderSchema, {
    body: request.body,
  });
}

export async function deleteBookmarkFolder(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> {
  const request = requireFamilyRequest(server, "bookmarkFolderDelete", { id });
  await client.request(request.method, request.path);
}

/**
 * The kmyblue-style categories holding one status (`bookmarkFoldersMultiple`).
 * Pleroma needs no call: its statuses carry `pleroma.bookmark_folder`.
 */
export function getStatusBookmarkFolders(
  client: ApiClient,
  statusId: string,
  signal?: AbortSignal,
): Promise<Page<BookmarkFolder>> {
  return client.list(
    `/api/v1/statuses/${encodeURIComponent(statusId)}/bookmark_categories`,
    bookmarkFolderSchema,
    { signal },
  );
}

/** The bookmarks in one folder, newest first. */
export function getBookmarkFolderStatuses(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  const request = requireFamilyRequest(
    server,
    "bookmarkFolderStatuses",
    { id },
    { folderId: id },
  );
  return client.page(request.path, statusSchema, paging, {
    query: request.query,
    signal,
  });
}

/**
 * Puts a bookmarked post into a folder. On Pleroma a post is in one folder at
 * a time, so this moves it; kmyblue-style categories can hold it in several.
 */
export async function postBookmarkFolderStatus(
  client: ApiClient,
  server: DetectedServer,
  folderId: string,
  statusId: string,
): Promise<void> {
  const request = requireFamilyRequest(
    server,
    "bookmarkFolderAddStatus",
    { id: folderId, statusId },
    { folderId, ids: [statusId] },
  );
  await client.request(request.method, request.path, {
    query: request.query,
    body: request.body,
  });
}

/** Takes a post out of a folder; it stays bookmarked. */
export async function deleteBookmarkFolderStatus(
  client: ApiClient,
  server: DetectedServer,
  folderId: string,
  statusId: string,
): Promise<void> {
  const request = requireFamilyRequest(
    server,
    "bookmarkFolderRemoveStatus",
    { id: folderId, statusId },
    { ids: [statusId] },
  );
  await client.request(request.method, request.path, {
    query: request.query,
    body: request.body,
  });
}
