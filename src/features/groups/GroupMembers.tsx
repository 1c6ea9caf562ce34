import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { GroupRole } from "../../api/schemas/group";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { selectAccountById } from "../../store/accounts/selectors";
import {
  canModerate,
  selectGroupMembers,
  selectGroupRelationship,
} from "../../store/groups/selectors";
import {
  changeGroupRole,
  fetchGroupMembers,
  removeGroupMember,
} from "../../store/groups/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import type { StoredGroup } from "../../store/normalize";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../../widgets/AccountRow";
import { groupMessages } from "./groupMessages";
import { MemberRows } from "./MemberRows.styles";

/**
 * A group's members with their roles. The group's admins and owner act on
 * those below them: promote, demote and remove where the server has them
 * (`groupsModeration`), block wherever groups are.
 */
export function GroupMembers({ group }: { group: StoredGroup }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { phase, failure, retry } = useRequest(fetchGroupMembers, {
    id: group.id,
  });
  const members = useAppSelector((state) =>
    selectGroupMembers(state, group.id),
  );
  if (members.ids.length === 0) {
    if (phase === "failed")
      return (
        <Message onRetry={retry} failure={failure}>
          <FormattedMessage
            id="lists.members.error"
            defaultMessage="The members could not be loaded."
          />
        </Message>
      );
    return <Skeleton variant="account" rows={3} />;
  }
  return (
    <>
      <MemberRows aria-label={intl.formatMessage(groupMessages.members)}>
        {members.ids.map((accountId) => (
          <MemberRow
            key={accountId}
            groupId={group.id}
            accountId={accountId}
            role={members.roles[accountId] ?? "user"}
          />
        ))}
      </MemberRows>
      {members.next !== null && (
        <LoadMore
          isLoading={members.isLoading}
          onLoad={() =>
            void dispatch(fetchGroupMembers({ id: group.id, more: true }))
          }
        />
      )}
    </>
  );
}

interface MemberRowProps {
  groupId: string;
  accountId: string;
  role: GroupRole;
}

function MemberRow({ groupId, accountId, role }: MemberRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [blocking, setBlocking] = useState(false);
  const viewer = useAppSelector((state) =>
    selectGroupRelationship(state, groupId),
  );
  const account = useAppSelector((state) =>
    selectAccountById(state, accountId),
  );
  const moderation = useAppSelector((state) =>
    selectSupports(state, "groupsModeration"),
  );
  const mayAct = canModerate(viewer, role);
  const name =
    account?.display_name !== undefined && account.display_name !== ""
      ? account.display_name
      : (account?.acct ?? "");
  const arg = { id: groupId, accountId, acct: account?.acct ?? "" };
  return (
    <li>
      <AccountRow id={accountId} />
      {role !== "user" && (
        <Role>
          {intl.formatMessage(
            role === "owner" ? groupMessages.owner : groupMessages.admin,
          )}
        </Role>
      )}
      {mayAct && (
        <Actions aria-label={name}>
          {moderation && (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void dispatch(
                    changeGroupRole({
                      id: groupId,
                      accountId,
                      role: role === "admin" ? "user" : "admin",
                    }),
                  )
                }
              >
                <FormattedMessage
                  {...(role === "admin"
                    ? groupMessages.demote
                    : groupMessages.promote)}
                />
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void dispatch(removeGroupMember({ ...arg, block: false }))
                }
              >
                <FormattedMessage {...groupMessages.kick} />
              </Button>
            </>
          )}
          <Button size="sm" variant="danger" onClick={() => setBlocking(true)}>
            <FormattedMessage {...groupMessages.block} />
          </Button>
        </Actions>
      )}
      {blocking && (
        <ConfirmDialog
          danger
          title={<FormattedMessage {...groupMessages.block} />}
          confirmLabel={<FormattedMessage {...groupMessages.block} />}
          onClose={() => setBlocking(false)}
          onConfirm={() =>
            void dispatch(removeGroupMember({ ...arg, block: true }))
          }
        >
          <FormattedMessage
            id="groups.blockConfirm"
            defaultMessage="Block {name} from this group? They leave it and cannot join again."
            values={{ name }}
          />
        </ConfirmDialog>
      )}
    </li>
  );
}

const Role = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: auto;
  padding-block-end: ${({ theme }) => theme.space.xs};
`;
