import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { FormError, TextField } from "../../components/FormControls";
import { driveMessages as messages } from "./driveMessages";

export interface NameFormProps {
  label: string;
  initial?: string;
  /** Resolves to the server's refusal, or null once saved. */
  onSave: (name: string) => Promise<string | null>;
  onDone: () => void;
}

/** One name to type (a new folder, a rename), with the server's refusal below it. */
export function NameForm({
  label,
  initial = "",
  onSave,
  onDone,
}: NameFormProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form opens on a press meant to type a name.
  useEffect(() => inputRef.current?.focus(), []);
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setBusy(true);
    const refusal = await onSave(trimmed);
    setBusy(false);
    if (refusal === null) onDone();
    else setError(refusal);
  };
  return (
    <Form onSubmit={(event) => void send(event)}>
      <label htmlFor={id}>{label}</label>
      <TextField
        id={id}
        required
        ref={inputRef}
        value={name}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${id}-error`}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="sm" loading={busy}>
        {intl.formatMessage(messages.save)}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onDone}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      {error !== null && (
        <FormError id={`${id}-error`} role="alert">
          {error}
        </FormError>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  > input {
    flex: 1 1 10rem;
    min-inline-size: 0;
  }

  > p {
    flex-basis: 100%;
    margin: 0;
  }
`;
