import type { DriveFile } from "../../api/schemas/drive";
import type { RootState } from "../rootReducer";
import { injectedDriveSlice } from "./slice";
import { folderKey, type DriveListing, type DriveUpload } from "./state";

/** Read through the injected slice, so a screen that selects the drive has loaded the slice. */
const driveOf = (state: RootState) => injectedDriveSlice.selectSlice(state);

export const selectDriveListing = (
  state: RootState,
  folderId: string | null,
): DriveListing | undefined => driveOf(state).listings[folderKey(folderId)];

export const selectDriveFile = (
  state: RootState,
  id: string,
): DriveFile | undefined => driveOf(state).files[id];

const NO_UPLOADS: DriveUpload[] = [];

export const selectDriveUploads = (state: RootState): DriveUpload[] =>
  driveOf(state).uploads.length === 0 ? NO_UPLOADS : driveOf(state).uploads;
