import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { List } from "../../api/schemas/list";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Modal } from "../../components/Modal";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredList } from "../../store/lists/normalize";
import { updateList } from "../../store/lists/thunks";
import { Field, Select } from "./ListForm.styles";
import { listMessages } from "./listMessages";

type RepliesPolicy = List["replies_policy"];

const POLICIES: readonly RepliesPolicy[] = ["followed", "list", "none"];

/**
 * Renames a list and sets, where the server has them, whose replies it shows
 * and whether its members' posts leave home (exclusive). The server's refusal
 * is said in the dialog.
 */
export function ListEditDialog({
  list,
  onClose,
}: {
  list: StoredList;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const features = useAppSelector((state) => state.instance.features);
  const [title, setTitle] = useState(list.title);
  const [policy, setPolicy] = useState(list.replies_policy);
  const [exclusive, setExclusive] = useState(list.exclusive);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const policyId = useId();
  const trimmed = title.trim();
  const policyLabels: Record<RepliesPolicy, string> = {
    followed: intl.formatMessage({
      id: "lists.replies.followed",
      defaultMessage: "Anyone you follow",
    }),
    list: intl.formatMessage({
      id: "lists.replies.list",
      defaultMessage: "Members of the list",
    }),
    none: intl.formatMessage({
      id: "lists.replies.none",
      defaultMessage: "No one",
    }),
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === "" || busy) return;
    setBusy(true);
    setError(null);
    const done = await dispatch(
      updateList({
        id: list.id,
        params: {
          title: trimmed,
          ...(features.listsRepliesPolicy ? { replies_policy: policy } : {}),
          ...(features.listsExclusive ? { exclusive } : {}),
        },
      }),
    );
    setBusy(false);
    if (updateList.fulfilled.match(done)) onClose();
    else setError(done.payload?.message ?? done.error.message ?? "");
  };

  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={<FormattedMessage {...listMessages.edit} />}
    >
      <Form onSubmit={(event) => void save(event)}>
        <label htmlFor={titleId}>
          <FormattedMessage id="lists.field.title" defaultMessage="Title" />
        </label>
        <Field
          id={titleId}
          value={title}
          required
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        {features.listsRepliesPolicy && (
          <>
            <label htmlFor={policyId}>
              <FormattedMessage
                id="lists.field.replies"
                defaultMessage="Show replies to"
              />
            </label>
            <Select
              id={policyId}
              value={policy}
              onChange={(event) =>
                setPolicy(
                  POLICIES.find((p) => p === event.target.value) ?? "list",
                )
              }
            >
              {POLICIES.map((p) => (
                <option key={p} value={p}>
                  {policyLabels[p]}
                </option>
              ))}
            </Select>
          </>
        )}
        {features.listsExclusive && (
          <Check>
            <input
              type="checkbox"
              checked={exclusive}
              onChange={(event) => setExclusive(event.target.checked)}
            />
            <FormattedMessage
              id="lists.field.exclusive"
              defaultMessage="Hide these members' posts from home"
            />
          </Check>
        )}
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

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
