import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import styled from "styled-components";
import { Button } from "./Button";
import { TextField } from "./FormControls";

export interface TitleFormProps {
  label: ReactNode;
  submitLabel: ReactNode;
  /** Creates by the trimmed title; resolves to the server's refusal, or null. */
  onCreate: (title: string) => Promise<string | null>;
}

/**
 * A title and a create button for the member's lists, circles and
 * antennas; the server's refusal is said under the field.
 */
export function TitleForm({ label, submitLabel, onCreate }: TitleFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = title.trim();
  const create = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === "" || busy) return;
    setBusy(true);
    setError(null);
    const refusal = await onCreate(trimmed);
    setBusy(false);
    if (refusal === null) setTitle("");
    else setError(refusal);
  };
  return (
    <Form onSubmit={(event) => void create(event)}>
      <label htmlFor={fieldId}>{label}</label>
      <Row>
        <Field
          id={fieldId}
          value={title}
          maxLength={200}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" loading={busy} disabled={trimmed === ""}>
          {submitLabel}
        </Button>
      </Row>
      {error !== null && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Field = styled(TextField)`
  flex: 1;
  min-inline-size: 10rem;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
