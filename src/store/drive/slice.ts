import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { DriveFolder } from "../../api/schemas/drive";
import { dropKey } from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import {
  folderKey,
  INITIAL_DRIVE,
  MAX_LISTINGS,
  type DriveState,
} from "./state";
import {
  createDriveFolder,
  fetchDriveFolder,
  removeDriveFile,
  removeDriveFolder,
  renameDriveFile,
  renameDriveFolder,
  uploadDriveFile,
} from "./thunks";

/** Drops the listings loaded longest ago, and the files only they held. */
function trim(state: DriveState): void {
  while (state.recent.length > MAX_LISTINGS) {
    const key = state.recent.shift();
    if (key !== undefined) dropKey(state.listings, key);
  }
  const held = new Set(
    Object.values(state.listings).flatMap((listing) => listing.fileIds),
  );
  for (const id of Object.keys(state.files))
    if (!held.has(id)) dropKey(state.files, id);
}

function stored(state: DriveState, folder: DriveFolder): void {
  const key = folderKey(folder.id);
  for (const file of folder.files) state.files[file.id] = file;
  state.listings[key] = {
    id: folder.id,
    name: folder.name,
    parentId: folder.parentId,
    folders: folder.folders,
    fileIds: folder.files.map((file) => file.id),
  };
  state.recent = [...state.recent.filter((k) => k !== key), key];
  trim(state);
}

const driveSlice = createSlice({
  name: "drive",
  initialState: INITIAL_DRIVE,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDriveFolder.fulfilled, (state, { payload }) => {
        stored(state, payload.folder);
      })
      .addCase(uploadDriveFile.pending, (state, { meta }) => {
        state.uploads.push({
          key: meta.arg.key,
          folderKey: folderKey(meta.arg.folderId),
          name: meta.arg.file.name,
        });
      })
      .addCase(uploadDriveFile.fulfilled, (state, { meta, payload }) => {
        state.uploads = state.uploads.filter((u) => u.key !== meta.arg.key);
        const listing = state.listings[folderKey(meta.arg.folderId)];
        if (!listing) return;
        state.files[payload.file.id] = payload.file;
        listing.fileIds.push(payload.file.id);
      })
      .addCase(uploadDriveFile.rejected, (state, { meta }) => {
        state.uploads = state.uploads.filter((u) => u.key !== meta.arg.key);
      })
      .addCase(createDriveFolder.fulfilled, (state, { meta, payload }) => {
        const { id, name, parentId } = payload.folder;
        const listing = state.listings[folderKey(meta.arg.parentId)];
        if (id !== null && listing)
          listing.folders.push({ id, name: name ?? meta.arg.name, parentId });
      })
      .addCase(renameDriveFolder.fulfilled, (state, { meta, payload }) => {
        const name = payload.folder.name ?? meta.arg.name;
        for (const listing of Object.values(state.listings)) {
          if (listing.id === meta.arg.id) listing.name = name;
          for (const entry of listing.folders)
            if (entry.id === meta.arg.id) entry.name = name;
        }
      })
      .addCase(removeDriveFolder.fulfilled, (state, { meta }) => {
        const parent = state.listings[folderKey(meta.arg.parentId)];
        if (parent)
          parent.folders = parent.folders.filter((f) => f.id !== meta.arg.id);
        dropKey(state.listings, meta.arg.id);
        state.recent = state.recent.filter((k) => k !== meta.arg.id);
      })
      .addCase(renameDriveFile.fulfilled, (state, { payload }) => {
        state.files[payload.file.id] = payload.file;
      })
      .addCase(removeDriveFile.fulfilled, (state, { meta }) => {
        for (const listing of Object.values(state.listings))
          listing.fileIds = listing.fileIds.filter((id) => id !== meta.arg.id);
        dropKey(state.files, meta.arg.id);
      })
      .addCase(sessionEnded, () => INITIAL_DRIVE);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof driveSlice> {}
}

/** Joins the store when the drive's code first loads (see rootReducer.ts). */
export const injectedDriveSlice = driveSlice.injectInto(combinedReducer);
