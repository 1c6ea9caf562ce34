import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { Modal } from "../../components/Modal";
import { Skeleton } from "../../components/Skeleton";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectAccountListIds,
  selectListById,
  selectListIds,
} from "../../store/lists/selectors";
import {
  addListMembers,
  fetchAccountLists,
  fetchLists,
  removeListMembers,
} from "../../store/lists/thunks";
import { useRequest } from "../../store/useRequest";
import { NewListForm } from "./NewListForm";
import "./listMessages";

export interface ListMembershipModalProps {
  accountId: string;
  acct: string;
  onClose: () => void;
}

/**
 * From a profile's menu: the member's lists, each checked where it holds the
 * account; checking adds the account, unchecking takes it off (at once).
 */
export function ListMembershipModal({
  accountId,
  acct,
  onClose,
}: ListMembershipModalProps) {
  const intl = useIntl();
  const lists = useRequest(fetchLists, undefined);
  const holding = useRequest(fetchAccountLists, { accountId });
  const ids = useAppSelector(selectListIds);
  const held = useAppSelector((state) =>
    selectAccountListIds(state, accountId),
  );
  const failed = lists.phase === "failed" || holding.phase === "failed";
  let body;
  if (ids !== null && held !== undefined) {
    body =
      ids.length === 0 ? (
        <Message>
          <FormattedMessage
            id="lists.empty"
            defaultMessage="You have no lists yet. A list is a timeline of the people you put in it."
          />
        </Message>
      ) : (
        <Rows>
          {ids.map((id) => (
            <ListChoice
              key={id}
              listId={id}
              accountId={accountId}
              checked={held.includes(id)}
            />
          ))}
        </Rows>
      );
  } else if (failed) {
    body = (
      <Message
        onRetry={() => {
          lists.retry();
          holding.retry();
        }}
        failure={lists.failure ?? holding.failure}
      >
        <FormattedMessage
          id="lists.error"
          defaultMessage="Your lists could not be loaded."
        />
      </Message>
    );
  } else {
    body = <Skeleton variant="account" rows={2} />;
  }
  return (
    <Modal
      onClose={onClose}
      title={intl.formatMessage(
        {
          id: "lists.membership.title",
          defaultMessage: "Lists with @{acct}",
        },
        { acct },
      )}
    >
      {body}
      <NewListForm />
    </Modal>
  );
}

interface ListChoiceProps {
  listId: string;
  accountId: string;
  checked: boolean;
}

function ListChoice({ listId, accountId, checked }: ListChoiceProps) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectListById(state, listId));
  if (!list) return null;
  const arg = { id: listId, accountIds: [accountId] };
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={() =>
            void dispatch(
              checked ? removeListMembers(arg) : addListMembers(arg),
            )
          }
        />
        {list.title}
      </label>
    </li>
  );
}

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li > label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;
