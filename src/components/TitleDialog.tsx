import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from "react";
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
  /** The field's label, where it holds something other than a title. */
  label?: ReactNode;
  /** The submit button's text, where it does something other than save. */
  submitLabel?: ReactNode;
  /** The field's hints to the browser (placeholder, keyboard, autofill). */
  fieldProps?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | "placeholder"
    | "inputMode"
    | "autoComplete"
    | "autoCapitalize"
    | "spellCheck"
  >;
}

/**
 * Renames a list, a circle or an antenna (or asks for any one line, such
 * as a server to sign in on); the refusal is said in the dialog, beside
 * the field.
 */
export function TitleDialog({
  heading,
  initial,
  onSave,
  onClose,
  children,
  label,
  submitLabel,
  fieldProps,
}: TitleDialogProps) {
  const fieldId = useId();
  const errorId = useId();
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
          {label ?? (
            <FormattedMessage id="lists.field.title" defaultMessage="Title" />
          )}
        </label>
        <TextField
          {...fieldProps}
          id={fieldId}
          value={title}
          required
          maxLength={200}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
        {children}
        {error !== null && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage
              id="account.confirm.cancel"
              defaultMessage="Cancel"
            />
          </Button>
          <Button type="submit" loading={busy} disabled={trimmed === ""}>
            {submitLabel ?? (
              <FormattedMessage id="compose.form.save" defaultMessage="Save" />
            )}
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
