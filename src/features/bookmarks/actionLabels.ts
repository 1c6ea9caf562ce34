import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/*
 * What the failure toasts call the bookmarks' actions (app/failedActions.ts):
 * registered when this code loads, so the homepage does not carry them.
 * The labels are the controls' own messages, repeated by id.
 */
const labels = defineMessages({
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
  newFolder: { id: "bookmarks.folder.new", defaultMessage: "New folder" },
  rename: { id: "bookmarks.folder.rename", defaultMessage: "Rename folder" },
  delete: { id: "bookmarks.folder.delete", defaultMessage: "Delete folder" },
  folder: {
    id: "status.more.bookmarkFolder",
    defaultMessage: "Bookmark folder",
  },
});

registerActionLabels({
  "bookmarks/fetchList": labels.loadMore,
  "bookmarks/createFolder": labels.newFolder,
  "bookmarks/renameFolder": labels.rename,
  "bookmarks/deleteFolder": labels.delete,
  "bookmarks/saveFolders": labels.folder,
});
