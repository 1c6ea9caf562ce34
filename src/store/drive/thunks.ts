import {
  deleteDriveFile,
  deleteDriveFolder,
  getDriveFolder,
  patchDriveFile,
  postDriveFile,
  postDriveFolder,
  putDriveFolder,
} from "../../api/endpoints/drive";
import { createAppAsyncThunk } from "../hooks";

/*
 * The Iceshrimp.NET drive (gate `drive`; api/endpoints/drive.ts): folders
 * listed, files uploaded, renamed and deleted, folders made, renamed and
 * deleted. Forms say their refusals in place; the rest are toasted.
 */

export const fetchDriveFolder = createAppAsyncThunk(
  "drive/fetchFolder",
  async ({ folderId }: { folderId: string | null }, { extra, signal }) => ({
    folder: await getDriveFolder(extra.client, folderId, signal),
  }),
  { optional: "drive" },
);

export interface DriveUploadArg {
  folderId: string | null;
  /** Chosen by the caller, to show the upload while it runs. */
  key: string;
  /**
   * Not plain data: it stays in `meta.arg` (which the serialisability
   * check skips), and reducers read only its name.
   */
  file: File;
}

export const uploadDriveFile = createAppAsyncThunk(
  "drive/upload",
  async ({ folderId, file }: DriveUploadArg, { extra, signal }) => ({
    file: await postDriveFile(
      extra.client,
      file,
      file.name,
      folderId ?? undefined,
      signal,
    ),
  }),
);

export const createDriveFolder = createAppAsyncThunk(
  "drive/createFolder",
  async (
    { parentId, name }: { parentId: string | null; name: string },
    { extra },
  ) => ({ folder: await postDriveFolder(extra.client, name, parentId) }),
  { silent: true, fields: true },
);

export const renameDriveFolder = createAppAsyncThunk(
  "drive/renameFolder",
  async ({ id, name }: { id: string; name: string }, { extra }) => ({
    folder: await putDriveFolder(extra.client, id, name),
  }),
  { silent: true, fields: true },
);

export const removeDriveFolder = createAppAsyncThunk(
  "drive/deleteFolder",
  async ({ id }: { id: string; parentId: string | null }, { extra }) => {
    await deleteDriveFolder(extra.client, id);
  },
);

export const renameDriveFile = createAppAsyncThunk(
  "drive/renameFile",
  async ({ id, filename }: { id: string; filename: string }, { extra }) => ({
    file: await patchDriveFile(extra.client, id, { filename }),
  }),
  { silent: true, fields: true },
);

export const removeDriveFile = createAppAsyncThunk(
  "drive/deleteFile",
  async ({ id }: { id: string }, { extra }) => {
    await deleteDriveFile(extra.client, id);
  },
);
