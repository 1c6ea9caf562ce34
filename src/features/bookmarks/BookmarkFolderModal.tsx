import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { shallowEqual } from "react-redux";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Message } from "../../components/Message";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import {
  selectBookmarkFolderById,
  selectBookmarkFolderIds,
  selectStatusFolderIds,
} from "../../store/bookmarks/selectors";
import {
  fetchBookmarkFolders,
  fetchStatusFolders,
  saveBookmarkFolders,
} from "../../store/bookmarks/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import type { ModalProps } from "../../store/modals/slice";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { FolderName } from "./FolderName";
import { FolderNameDialog } from "./FolderNameDialog";

export interface BookmarkFolderModalProps {
  /** The post, as the modal stack carries it. */
  statusId?: ModalProps[string];
  onClose: () => void;
}

/**
 * The BOOKMARK_FOLDER modal, from a post's menu: the folders the post is
 * in, to change. Pleroma and Akkoma keep a bookmark in one folder (a choice
 * of one, or none); kmyblue-style categories hold it in several. Saving
 * bookmarks the post if it is not, and closes at once: the lists move
 * straight away and move back, with a notice, should the server refuse.
 */
export function BookmarkFolderModal({
  statusId,
  onClose,
}: BookmarkFolderModalProps) {
  const id = typeof statusId === "string" ? statusId : "";
  const multiple = useAppSelector((s) =>
    selectSupports(s, "bookmarkFoldersMultiple"),
  );
  const folders = useRequest(fetchBookmarkFolders, undefined);
  const held = useRequest(
    fetchStatusFolders,
    multiple && id !== "" ? { statusId: id } : null,
  );
  const current = useAppSelector(
    (s) => selectStatusFolderIds(s, id),
    shallowEqual,
  );
  const ids = useAppSelector(selectBookmarkFolderIds);
  const failed = folders.phase === "failed" || held.phase === "failed";
  const ready = ids !== null && current !== null;
  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={
        <FormattedMessage
          id="status.more.bookmarkFolder"
          defaultMessage="Bookmark folder"
        />
      }
    >
      {failed ? (
        <Message
          onRetry={() => {
            folders.retry();
            held.retry();
          }}
          failure={folders.failure ?? held.failure}
        >
          <FormattedMessage
            id="pagedList.error"
            defaultMessage="This list could not be loaded."
          />
        </Message>
      ) : ready ? (
        <FolderChoice
          statusId={id}
          folderIds={ids}
          current={current}
          multiple={multiple}
          onClose={onClose}
        />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

interface FolderChoiceProps {
  statusId: string;
  folderIds: string[];
  current: string[];
  multiple: boolean;
  onClose: () => void;
}

function FolderChoice({
  statusId,
  folderIds,
  current,
  multiple,
  onClose,
}: FolderChoiceProps) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<string[]>(current);
  const [creating, setCreating] = useState(false);
  const toggle = (folderId: string, on: boolean) => {
    if (!multiple) setChosen(on ? [folderId] : []);
    else
      setChosen((held) =>
        on ? [...held, folderId] : held.filter((f) => f !== folderId),
      );
  };
  const save = () => {
    void dispatch(saveBookmarkFolders({ statusId, from: current, to: chosen }));
    onClose();
  };
  const type = multiple ? "checkbox" : "radio";
  return (
    <>
      {folderIds.length === 0 ? (
        <p>
          <FormattedMessage
            id="bookmarks.folders.noneYet"
            defaultMessage="You have no folders yet."
          />
        </p>
      ) : (
        <Choices>
          <legend>
            <VisuallyHidden>
              <FormattedMessage
                id="status.more.bookmarkFolder"
                defaultMessage="Bookmark folder"
              />
            </VisuallyHidden>
          </legend>
          {!multiple && (
            <Choice>
              <input
                type="radio"
                name="folder"
                checked={chosen.length === 0}
                onChange={() => setChosen([])}
              />
              <FormattedMessage
                id="bookmarks.folder.none"
                defaultMessage="No folder"
              />
            </Choice>
          )}
          {folderIds.map((folderId) => (
            <FolderOption
              key={folderId}
              id={folderId}
              type={type}
              checked={chosen.includes(folderId)}
              onChange={(on) => toggle(folderId, on)}
            />
          ))}
        </Choices>
      )}
      <DialogButtons>
        <Button variant="link" onClick={() => setCreating(true)}>
          <FormattedMessage
            id="bookmarks.folder.new"
            defaultMessage="New folder"
          />
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage
            id="account.confirm.cancel"
            defaultMessage="Cancel"
          />
        </Button>
        <Button onClick={save}>
          <FormattedMessage id="compose.form.save" defaultMessage="Save" />
        </Button>
      </DialogButtons>
      {creating && (
        <FolderNameDialog
          onClose={() => setCreating(false)}
          onCreated={(folderId) => toggle(folderId, true)}
        />
      )}
    </>
  );
}

interface FolderOptionProps {
  id: string;
  type: "radio" | "checkbox";
  checked: boolean;
  onChange: (on: boolean) => void;
}

function FolderOption({ id, type, checked, onChange }: FolderOptionProps) {
  const folder = useAppSelector((s) => selectBookmarkFolderById(s, id));
  if (!folder) return null;
  return (
    <Choice>
      <input
        type={type}
        name="folder"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <FolderName folder={folder} />
    </Choice>
  );
}

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
`;
