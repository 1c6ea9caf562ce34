import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch } from "../../store/hooks";
import { createList } from "../../store/lists/thunks";
import { Field } from "./ListForm.styles";
import { listMessages } from "./listMessages";

/** A title and "Create list"; the server's refusal is said under the field. */
export function NewListForm() {
  const dispatch = useAppDispatch();
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
    const done = await dispatch(createList({ params: { title: trimmed } }));
    setBusy(false);
    if (createList.fulfilled.match(done)) setTitle("");
    else setError(done.payload?.message ?? done.error.message ?? "");
  };
  return (
    <Form onSubmit={(event) => void create(event)}>
      <label htmlFor={fieldId}>
        <FormattedMessage
          id="lists.new.label"
          defaultMessage="Title of a new list"
        />
      </label>
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
          <FormattedMessage {...listMessages.create} />
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

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
