import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { List } from "../../api/schemas/list";
import { TitleDialog } from "../../components/TitleDialog";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredList } from "../../store/lists/normalize";
import { updateList } from "../../store/lists/thunks";
import { Select } from "./ListForm.styles";
import { listMessages } from "./listMessages";
import { rejectionReason } from "../../store/failure";

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
  const [policy, setPolicy] = useState(list.replies_policy);
  const [exclusive, setExclusive] = useState(list.exclusive);
  const policyId = useId();
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

  const save = async (title: string) => {
    const done = await dispatch(
      updateList({
        id: list.id,
        params: {
          title,
          ...(features.listsRepliesPolicy ? { replies_policy: policy } : {}),
          ...(features.listsExclusive ? { exclusive } : {}),
        },
      }),
    );
    return updateList.fulfilled.match(done) ? null : rejectionReason(done);
  };

  return (
    <TitleDialog
      heading={<FormattedMessage {...listMessages.edit} />}
      initial={list.title}
      onSave={save}
      onClose={onClose}
    >
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
    </TitleDialog>
  );
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
