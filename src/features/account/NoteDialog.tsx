import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { updateAccountNote } from "../../store/relationships/thunks";
import { DialogButtons } from "../../components/ConfirmDialog";

export interface NoteDialogProps {
  accountId: string;
  acct: string;
  onClose: () => void;
}

/** The viewer's private note on an account (where the server has `notes`). */
export function NoteDialog({ accountId, acct, onClose }: NoteDialogProps) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(
    (s) => selectRelationshipById(s, accountId)?.note ?? "",
  );
  const [comment, setComment] = useState(saved);
  const fieldId = useId();
  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={
        <FormattedMessage
          id="account.note.title"
          defaultMessage="Personal note"
        />
      }
    >
      <label htmlFor={fieldId}>
        <FormattedMessage
          id="account.note.label"
          defaultMessage="Only you can see this note about @{acct}."
          values={{ acct }}
        />
      </label>
      <Field
        id={fieldId}
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage
            id="account.confirm.cancel"
            defaultMessage="Cancel"
          />
        </Button>
        <Button
          onClick={() => {
            void dispatch(updateAccountNote({ id: accountId, comment }));
            onClose();
          }}
        >
          <FormattedMessage id="account.note.save" defaultMessage="Save note" />
        </Button>
      </DialogButtons>
    </Modal>
  );
}

const Field = styled.textarea`
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;
`;
