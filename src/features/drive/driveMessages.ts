import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

export const driveMessages = defineMessages({
  title: { id: "drive.title", defaultMessage: "Drive" },
  upload: { id: "drive.upload", defaultMessage: "Upload" },
  newFolder: { id: "bookmarks.folder.new", defaultMessage: "New folder" },
  folderName: { id: "drive.folderName", defaultMessage: "Folder name" },
  fileName: { id: "drive.fileName", defaultMessage: "File name" },
  rename: { id: "drive.rename", defaultMessage: "Rename" },
  delete: { id: "status.more.delete", defaultMessage: "Delete" },
  renameFolder: { id: "drive.renameFolder", defaultMessage: "Rename folder" },
  deleteFolder: { id: "drive.deleteFolder", defaultMessage: "Delete folder" },
  renameNamed: { id: "drive.renameNamed", defaultMessage: "Rename {name}" },
  deleteNamed: { id: "drive.deleteNamed", defaultMessage: "Delete {name}" },
  save: { id: "compose.form.save", defaultMessage: "Save" },
  cancel: { id: "account.confirm.cancel", defaultMessage: "Cancel" },
  up: { id: "drive.up", defaultMessage: "Up one folder" },
  folders: { id: "drive.folders", defaultMessage: "Folders" },
  files: { id: "drive.files", defaultMessage: "Files" },
  empty: { id: "drive.empty", defaultMessage: "This folder is empty." },
  fromDrive: { id: "drive.fromDrive", defaultMessage: "From drive" },
  uploading: { id: "drive.uploading", defaultMessage: "Uploading {name}…" },
});

registerActionLabels({
  "drive/upload": driveMessages.upload,
  "drive/deleteFolder": driveMessages.deleteFolder,
  "drive/deleteFile": driveMessages.delete,
});
