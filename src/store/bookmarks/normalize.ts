import { schema } from "normalizr";
import type { BookmarkFolder } from "../../api/schemas/bookmarkFolder";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

/** A bookmark folder (Pleroma) or category (kmyblue-style) as cached: flat already. */
export type StoredBookmarkFolder = BookmarkFolder;

const folderEntity = new schema.Entity("bookmarkFolders");

export function normalizeBookmarkFolders(
  folders: readonly BookmarkFolder[],
): Normalized<string[]> {
  return normalizeMany(folders, folderEntity);
}

export function normalizeBookmarkFolder(
  folder: BookmarkFolder,
): Normalized<string> {
  return normalizeOne(folder, folderEntity);
}
