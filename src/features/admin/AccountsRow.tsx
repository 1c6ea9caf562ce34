import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { RelativeTime } from "../../components/RelativeTime";
import { selectAdminAccountById } from "../../store/admin/accounts/selectors";
import {
  approveAccount,
  rejectAccount,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { AccountsBadges } from "./AccountsBadges";
import { AccountsIdentity } from "./AccountsIdentity";
import { accountsMessages as m } from "./accountsMessages";
import { Check } from "../../components/Form.styles";
import { Meta, Quote, Row, RowActions, RowMain } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";
import { paths } from "../../utils/paths";

export interface AccountsRowProps {
  id: string;
  /** Offers a checkbox for the bulk actions on sign-ups. */
  selected?: boolean;
  onSelect?: (id: string, selected: boolean) => void;
}

/** One account of the list; a sign-up with its reason, approved or rejected in place. */
export function AccountsRow({ id, selected, onSelect }: AccountsRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => selectAdminAccountById(state, id));
  if (!account) return null;
  const name = account.account?.display_name.trim()
    ? account.account.display_name
    : account.username;
  const waiting = !account.approved;
  return (
    <Row aria-label={name}>
      {onSelect && (
        <Check>
          <input
            type="checkbox"
            checked={selected ?? false}
            aria-label={intl.formatMessage(m.select, { name })}
            onChange={(event) => onSelect(id, event.target.checked)}
          />
        </Check>
      )}
      <RowMain>
        <AccountsIdentity account={account} to={paths.adminAccount(id)} />
        <Meta>
          {account.email && <span>{account.email}</span>}
          {account.created_at && <RelativeTime date={account.created_at} />}
        </Meta>
        <AccountsBadges account={account} />
        {waiting && account.invite_request && (
          <Quote aria-label={intl.formatMessage(m.reason)}>
            {account.invite_request}
          </Quote>
        )}
      </RowMain>
      {waiting && (
        <RowActions>
          <Button
            size="sm"
            onClick={() => void dispatch(approveAccount({ id }))}
          >
            <FormattedMessage {...m.approve} />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void dispatch(rejectAccount({ id }))}
          >
            <FormattedMessage {...sectionMessages.reject} />
          </Button>
        </RowActions>
      )}
    </Row>
  );
}
