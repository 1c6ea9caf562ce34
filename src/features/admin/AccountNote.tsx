import { useMemo, useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { fetchRelationships } from "../../store/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { updateAccountNote } from "../../store/relationships/thunks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { Field, Form, TextArea } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

/**
 * The staff member's note on the account. No family has an API for notes
 * the whole team shares, so this is the members' private note (where the
 * server keeps one): seen by its writer only, beside every report.
 */
export function AccountNote({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  useRequest(fetchRelationships, { ids: [id] });
  // The relationship holds the note: kept from the collector while shown.
  const accounts = useMemo(() => [id], [id]);
  useRetained({ accounts });
  const saved = useAppSelector((s) => selectRelationshipById(s, id)?.note);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved ?? "";
  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(updateAccountNote({ id, comment: text })).then(() =>
      setDraft(null),
    );
  };
  return (
    <Form onSubmit={save}>
      <Field $wide>
        <FormattedMessage
          id="account.menu.note"
          defaultMessage="Personal note"
        />
        <TextArea
          value={text}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        disabled={draft === null || draft === (saved ?? "")}
      >
        <FormattedMessage {...sectionMessages.save} />
      </Button>
    </Form>
  );
}
