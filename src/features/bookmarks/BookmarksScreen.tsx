import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { BOOKMARKS, folderListKey } from "../../store/bookmarks/lists";
import type { StoredBookmarkFolder } from "../../store/bookmarks/normalize";
import { selectBookmarkFolderById } from "../../store/bookmarks/selectors";
import { deleteBookmarkFolder } from "../../store/bookmarks/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";
import { FolderBar } from "./FolderBar";
import { FolderName } from "./FolderName";
import { FolderNameDialog } from "./FolderNameDialog";
import { StatusListFeed } from "./StatusListFeed";
import "./actionLabels";

/**
 * `/bookmarks` and `/bookmarks/:folderId`: the member's bookmarks, or one
 * folder's, with the folders above where the server has them (Pleroma and
 * Akkoma folders, kmyblue-style categories).
 */
export function BookmarksScreen() {
  const intl = useIntl();
  const { folderId = null } = useParams();
  const hasFolders = useAppSelector((s) =>
    selectSupports(s, "bookmarkFolders"),
  );
  const folder = useAppSelector((s) =>
    folderId === null ? undefined : selectBookmarkFolderById(s, folderId),
  );
  const all = intl.formatMessage({
    id: "bookmarks.title",
    defaultMessage: "Bookmarks",
  });
  const title = folder ? `${folder.name} · ${all}` : all;
  useDocumentTitle(title);
  return (
    <Column>
      <ColumnHeader title={folder ? <FolderName folder={folder} /> : all}>
        {folder && <FolderActions folder={folder} />}
      </ColumnHeader>
      {hasFolders && <FolderBar activeId={folderId} />}
      <StatusListFeed
        key={folderId ?? ""}
        listKey={folderId === null ? BOOKMARKS : folderListKey(folderId)}
        label={folder?.name ?? all}
        empty={
          <FormattedMessage
            id="bookmarks.empty"
            defaultMessage="Nothing is bookmarked here yet."
          />
        }
      />
    </Column>
  );
}

/** Rename and delete the folder shown. */
function FolderActions({ folder }: { folder: StoredBookmarkFolder }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setDialog("rename")}>
        <FormattedMessage
          id="bookmarks.folder.rename"
          defaultMessage="Rename folder"
        />
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog("delete")}>
        <FormattedMessage
          id="bookmarks.folder.delete"
          defaultMessage="Delete folder"
        />
      </Button>
      {dialog === "rename" && (
        <FolderNameDialog folder={folder} onClose={close} />
      )}
      {dialog === "delete" && (
        <ConfirmDialog
          danger
          title={
            <FormattedMessage
              id="bookmarks.folder.delete"
              defaultMessage="Delete folder"
            />
          }
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={close}
          onConfirm={() => {
            void dispatch(deleteBookmarkFolder({ id: folder.id }));
            void navigate(paths.bookmarks());
          }}
        >
          <FormattedMessage
            id="bookmarks.folder.deleteConfirm"
            defaultMessage="Delete the folder “{name}”? Its posts stay in your bookmarks."
            values={{ name: folder.name }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
