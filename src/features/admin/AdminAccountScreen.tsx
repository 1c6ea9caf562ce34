import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { Button } from "../../components/Button";
import { RelativeTime } from "../../components/RelativeTime";
import {
  selectAccountCapabilities,
  selectAdminAccountById,
} from "../../store/admin/accounts/selectors";
import {
  approveAccount,
  fetchAdminAccount,
  rejectAccount,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { AccountModeration } from "./AccountModeration";
import { AccountNote } from "./AccountNote";
import { AccountsBadges } from "./AccountsBadges";
import { AccountSecurity } from "./AccountSecurity";
import { AccountsFacts } from "./AccountsFacts";
import { AccountsIdentity } from "./AccountsIdentity";
import { accountsMessages as m } from "./accountsMessages";
import { AccountStaffTools } from "./AccountStaffTools";
import { registerSectionActions } from "./sectionActions";
import { Quote, RowActions } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

/** `/admin/accounts/:id`: one account, what it is and what staff can do to it. */
export function AdminAccountScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { id = "" } = useParams();
  const request = useRequest(fetchAdminAccount, { id });
  const account = useAppSelector((state) => selectAdminAccountById(state, id));
  const can = useAppSelector(selectAccountCapabilities);
  const me = useAppSelector((state) => state.session.me);
  const notes = useAppSelector((state) => selectSupports(state, "notes"));
  // The handle, not the display name: custom emoji would show as :codes:.
  const title = account ? `@${account.nickname}` : undefined;
  return (
    <SectionScreen
      title={title ?? intl.formatMessage(sectionNames.accounts)}
      refusal={{ section: "adminAccounts", what: m.forbiddenActions }}
    >
      <SectionLoad request={request} forbidden={m.forbidden} empty={!account}>
        {account && (
          <>
            <SectionPart>
              <AccountsIdentity account={account} size={64} />
              <AccountsBadges account={account} />
              <AccountsFacts account={account} />
              {account.created_at && (
                <span>
                  <FormattedMessage
                    id="admin.accounts.joined"
                    defaultMessage="Joined {time}"
                    values={{
                      time: <RelativeTime date={account.created_at} />,
                    }}
                  />
                </span>
              )}
            </SectionPart>
            {!account.approved && (
              <SectionPart>
                {account.invite_request && (
                  <Quote aria-label={intl.formatMessage(m.reason)}>
                    {account.invite_request}
                  </Quote>
                )}
                <RowActions>
                  <Button onClick={() => void dispatch(approveAccount({ id }))}>
                    <FormattedMessage {...m.approve} />
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void dispatch(rejectAccount({ id }))}
                  >
                    <FormattedMessage {...sectionMessages.reject} />
                  </Button>
                </RowActions>
              </SectionPart>
            )}
            <SectionPart>
              <AccountModeration account={account} offered={can.moderation} />
              <AccountSecurity
                id={id}
                passwordReset={can.passwordReset && account.domain === null}
                disableMfa={can.disableMfa && account.domain === null}
              />
            </SectionPart>
            <AccountStaffTools account={account} can={can} isSelf={me === id} />
            {notes && account.account && (
              <SectionPart>
                <AccountNote id={account.account.id} />
              </SectionPart>
            )}
          </>
        )}
      </SectionLoad>
    </SectionScreen>
  );
}
