import type { DriveFile, DriveFolder } from "../../api/schemas/drive";
import type { RootState } from "../rootReducer";

/** The key of the drive's root folder, which has no id. */
export const DRIVE_ROOT = "~root";

export type DriveFolderEntry = DriveFolder["folders"][number];

/** One folder as last listed: its sub-folders and the ids of its files. */
export interface DriveListing {
  id: string | null;
  name: string | null;
  parentId: string | null;
  folders: DriveFolderEntry[];
  fileIds: string[];
}

/** A file on its way into a folder. */
export interface DriveUpload {
  key: string;
  folderKey: string;
  name: string;
}

/**
 * The member's Iceshrimp.NET drive (gate `drive`): the folders listed
 * lately and their files. A slice of its own that joins the store when the
 * drive's code first loads (slice.ts).
 */
export interface DriveState {
  files: Record<string, DriveFile>;
  /** By folder id, the root under DRIVE_ROOT. */
  listings: Record<string, DriveListing>;
  /** Listing keys, least recently loaded first; at most MAX_LISTINGS. */
  recent: string[];
  uploads: DriveUpload[];
}

/** Folders kept at once: browsing a deep drive does not grow memory. */
export const MAX_LISTINGS = 8;

export const INITIAL_DRIVE: DriveState = {
  files: {},
  listings: {},
  recent: [],
  uploads: [],
};

export const folderKey = (folderId: string | null) => folderId ?? DRIVE_ROOT;

export function driveOf(state: RootState): DriveState {
  return state.drive ?? INITIAL_DRIVE;
}
