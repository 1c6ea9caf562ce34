import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./Button";
import { DialogButtons } from "./ConfirmDialog";
import { TextField } from "./FormControls";
import { Modal } from "./Modal";
import { ErrorText } from "./TitleForm";

export interface TitleDialogProps {
  heading: ReactNode;
  initial: string;
  /** Saves the trimmed title; resolves to the server's refusal, or null. */
  onSave: (title: string) => Promise<string | null>;
  onClose: () => void;
  /** Further fields below the title (a list's replies policy and exclusivity). */
  children?: ReactNode;
}

/** Renames a list, a circle or an antenna; the server's refusal is said in the dialog. */
export function TitleDialog({
  heading,
  initial,
  onSave,
  onClose,
  children,
}: TitleDialogProps) {
  const fieldId = useId();
  const [title, setTitle] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = title.trim();
  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === "" || busy) return;
    setBusy(true);
    setError(null);
    const refusal = await onSave(trimmed);
    setBusy(false);
    if (refusal === null) onClose();
    else setError(refusal);
  };
  return (
    <Modal size="sm" onClose={onClose} title={heading}>
      <Form onSubmit={(event) => void save(event)}>
        <label htmlFor={fieldId}>
          <FormattedMessage id="lists.field.title" defaultMessage="Title" />
        </label>
        <TextField
          id={fieldId}
          value={title}
          required
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        {children}
        {error !== null && <ErrorText role="alert">{error}</ErrorText>}
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
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  > label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
