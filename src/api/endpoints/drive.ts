import type { ApiClient } from "../client";
import {
  driveFileSchema,
  driveFolderSchema,
  type DriveFile,
  type DriveFolder,
} from "../schemas/drive";
import {
  mediaAttachmentSchema,
  type MediaAttachment,
} from "../schemas/mediaAttachment";

/**
 * Iceshrimp.NET's drive (gate `drive`), as kaido2ki/Iceshrimp.NET serves it
 * in Iceshrimp.Backend/Controllers/Web/DriveController.cs: folders with
 * their files (`GET /api/iceshrimp/drive/folder[/:id]`), one file, upload
 * (multipart `file`; into a folder with `?folderId=`, as
 * Iceshrimp.Frontend's DriveControllerModel does), changing a file's name,
 * description and sensitivity, and deleting it. These paths are
 * `/api/iceshrimp/*`, which ApiClient signs with the separate Iceshrimp key
 * once it has one (client.ts).
 *
 * A drive file is an attachment already: Iceshrimp.NET's Mastodon
 * MediaController reads media ids as drive file ids, so a file becomes an
 * attachment of a post by its id (getDriveFileAttachment for the preview).
 */

const DRIVE = "/api/iceshrimp/drive";
const filePath = (id: string) => `${DRIVE}/${encodeURIComponent(id)}`;

/** A folder and what is in it; the root folder without an id. */
export function getDriveFolder(
  client: ApiClient,
  folderId: string | null,
  signal?: AbortSignal,
): Promise<DriveFolder> {
  const path =
    folderId === null
      ? `${DRIVE}/folder`
      : `${DRIVE}/folder/${encodeURIComponent(folderId)}`;
  return client.one("GET", path, driveFolderSchema, { signal });
}

export function getDriveFile(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<DriveFile> {
  return client.one("GET", filePath(id), driveFileSchema, { signal });
}

/** Uploads a file to the drive, into a folder when one is given. */
export function postDriveFile(
  client: ApiClient,
  file: Blob,
  filename: string,
  folderId?: string,
  signal?: AbortSignal,
): Promise<DriveFile> {
  const form = new FormData();
  form.append("file", file, filename);
  return client.one("POST", DRIVE, driveFileSchema, {
    body: form,
    query: { folderId },
    signal,
  });
}

export interface DriveFileChanges {
  filename?: string;
  description?: string | null;
  sensitive?: boolean;
}

export function patchDriveFile(
  client: ApiClient,
  id: string,
  changes: DriveFileChanges,
): Promise<DriveFile> {
  return client.one("PATCH", filePath(id), driveFileSchema, {
    body: { ...changes },
  });
}

/** Deletes a file; the server refuses (422) one still used in a post, avatar or banner. */
export async function deleteDriveFile(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", filePath(id));
}

/**
 * The drive file as a media attachment (GET /api/v1/media/:id), for the
 * composer's attachment list; its id then goes in the post's `media_ids`.
 */
export function getDriveFileAttachment(
  client: ApiClient,
  fileId: string,
  signal?: AbortSignal,
): Promise<MediaAttachment> {
  return client.one(
    "GET",
    `/api/v1/media/${encodeURIComponent(fileId)}`,
    mediaAttachmentSchema,
    { signal },
  );
}

/** Makes a folder, in `parentId` or at the root; answers it without contents. */
export function postDriveFolder(
  client: ApiClient,
  name: string,
  parentId: string | null,
): Promise<DriveFolder> {
  return client.one("POST", `${DRIVE}/folder`, driveFolderSchema, {
    body: { name, parentId },
  });
}

export function putDriveFolder(
  client: ApiClient,
  id: string,
  name: string,
): Promise<DriveFolder> {
  return client.one(
    "PUT",
    `${DRIVE}/folder/${encodeURIComponent(id)}`,
    driveFolderSchema,
    { query: { name } },
  );
}

/** Deletes an empty folder; the server refuses (409) one with anything in it. */
export async function deleteDriveFolder(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", `${DRIVE}/folder/${encodeURIComponent(id)}`);
}
