import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Modal } from "../../components/Modal";
import {
  createBookmarkFolder,
  renameBookmarkFolder,
} from "../../store/bookmarks/thunks";
import { useAppDispatch } from "../../store/hooks";
import "./actionLabels";

export interface FolderNameDialogProps {
  /** The folder renamed; without it, a new folder is created. */
  folder?: { id: string; name: string };
  onClose: () => void;
  /** Called with the new folder's id once the server has created it. */
  onCreated?: (id: string) => void;
}

/** Names a new bookmark folder, or renames one. A refusal is toasted; the dialog stays. */
export function FolderNameDialog({
  folder,
  onClose,
  onCreated,
}: FolderNameDialogProps) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(folder?.name ?? "");
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const trimmed = name.trim();

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === "" || busy) return;
    setBusy(true);
    if (folder) {
      const done = await dispatch(
        renameBookmarkFolder({ id: folder.id, name: trimmed }),
      );
      setBusy(false);
      if (renameBookmarkFolder.fulfilled.match(done)) onClose();
      return;
    }
    const done = await dispatch(createBookmarkFolder({ name: trimmed }));
    setBusy(false);
    if (createBookmarkFolder.fulfilled.match(done)) {
      onClose();
      onCreated?.(done.payload.result);
    }
  };

  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={
        folder ? (
          <FormattedMessage
            id="bookmarks.folder.rename"
            defaultMessage="Rename folder"
          />
        ) : (
          <FormattedMessage
            id="bookmarks.folder.new"
            defaultMessage="New folder"
          />
        )
      }
    >
      <form onSubmit={(event) => void save(event)}>
        <Label htmlFor={fieldId}>
          <FormattedMessage
            id="bookmarks.folder.name"
            defaultMessage="Folder name"
          />
        </Label>
        <Field
          id={fieldId}
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage
              id="account.confirm.cancel"
              defaultMessage="Cancel"
            />
          </Button>
          <Button type="submit" loading={busy} disabled={trimmed === ""}>
            <FormattedMessage id="compose.form.save" defaultMessage="Save" />
          </Button>
        </DialogButtons>
      </form>
    </Modal>
  );
}

const Label = styled.label`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Field = styled.input`
  display: block;
  inline-size: 100%;
  margin-block-end: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;
