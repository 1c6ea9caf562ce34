import { FormattedMessage, useIntl } from "react-intl";
import { getConfig } from "../../config";
import { selectAdminInvites } from "../../store/admin/invites/slice";
import { fetchInvites } from "../../store/admin/invites/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { InviteCreateForm, InviteEmailForm } from "./InviteForms";
import { InviteRow } from "./InviteRow";
import { invitesMessages as m } from "./invitesMessages";
import { registerSectionActions } from "./sectionActions";
import { Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

/** `/admin/invites`: invite links made, revoked and sent by e-mail (Pleroma). */
export function AdminInvitesScreen() {
  const intl = useIntl();
  const request = useRequest(fetchInvites, undefined);
  const { invites, sent } = useAppSelector(selectAdminInvites);
  // Invite links go to the server of the account in use.
  const origin =
    useAppSelector((state) => state.instance.origin) ?? getConfig().baseUrl;
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.invites)}
      refusal={{ section: "adminInvites", what: m.forbidden }}
    >
      <SectionPart>
        <InviteCreateForm />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={invites.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.invites)}>
          {invites.ids.map((id) => {
            const invite = invites.byId[id];
            return invite ? (
              <InviteRow key={id} invite={invite} origin={origin} />
            ) : null;
          })}
        </Rows>
      </SectionLoad>
      <SectionPart aria-labelledby="admin-invite-email">
        <h2 id="admin-invite-email">
          <FormattedMessage {...m.byEmail} />
        </h2>
        <InviteEmailForm sent={sent[0]} />
      </SectionPart>
    </SectionScreen>
  );
}
