import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { selectGroupRequests } from "../../store/groups/selectors";
import {
  answerGroupRequest,
  fetchGroupRequests,
} from "../../store/groups/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../../widgets/AccountRow";
import { groupMessages } from "./groupMessages";
import { MemberRows } from "./MemberRows.styles";

/** Who asks to join a locked group, each accepted or rejected in place. */
export function GroupRequests({ groupId }: { groupId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { phase, failure, retry } = useRequest(fetchGroupRequests, {
    id: groupId,
  });
  const ids = useAppSelector((state) => selectGroupRequests(state, groupId));
  if (ids === null || ids.length === 0) {
    if (phase === "failed")
      return (
        <Message onRetry={retry} failure={failure}>
          <FormattedMessage
            id="lists.members.error"
            defaultMessage="The members could not be loaded."
          />
        </Message>
      );
    if (ids === null) return <Skeleton variant="account" rows={2} />;
    return (
      <Message>
        <FormattedMessage
          id="groups.requests.empty"
          defaultMessage="No one is asking to join."
        />
      </Message>
    );
  }
  const answer = (accountId: string, accept: boolean) =>
    void dispatch(answerGroupRequest({ id: groupId, accountId, accept }));
  return (
    <MemberRows aria-label={intl.formatMessage(groupMessages.requests)}>
      {ids.map((accountId) => (
        <li key={accountId}>
          <AccountRow id={accountId} />
          <Button size="sm" onClick={() => answer(accountId, true)}>
            <FormattedMessage {...groupMessages.accept} />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => answer(accountId, false)}
          >
            <FormattedMessage {...groupMessages.reject} />
          </Button>
        </li>
      ))}
    </MemberRows>
  );
}
