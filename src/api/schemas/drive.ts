import * as z from "zod/mini";
import {
  filteredArray,
  flag,
  idSchema,
  optionalText,
  optionalUrl,
  text,
  urlOrEmpty,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A file in an Iceshrimp.NET drive (DriveFileResponse, camel-cased as that
 * API sends it). Its id is also the id of a Mastodon-API media attachment:
 * Iceshrimp.NET's MediaController serves drive files as attachments.
 */
export const driveFileSchema = object({
  id: idSchema,
  url: urlOrEmpty,
  thumbnailUrl: optionalUrl,
  filename: text,
  contentType: text,
  description: optionalText,
  sensitive: flag(),
});

export type DriveFile = z.infer<typeof driveFileSchema>;

const folderEntry = object({
  id: idSchema,
  name: text,
  parentId: optionalText,
});

/**
 * A folder with what it holds (DriveFolderResponse). The root folder has no
 * id or name; its sub-folders list only their own id, name and parent.
 */
export const driveFolderSchema = object({
  id: optionalText,
  name: optionalText,
  parentId: optionalText,
  files: filteredArray(driveFileSchema),
  folders: filteredArray(folderEntry),
});

export type DriveFolder = z.infer<typeof driveFolderSchema>;
