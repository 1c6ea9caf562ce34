import { useIntl } from "react-intl";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { sectionNames } from "./adminSections";
import { EmailAddressBlocks } from "./EmailAddressBlocks";
import { emailBlocksMessages } from "./emailBlocksMessages";
import { EmailDomainBlocks } from "./EmailDomainBlocks";
import { registerSectionActions } from "./sectionActions";
import { SectionScreen } from "./SectionScreen";

registerSectionActions();

/** `/admin/email_blocks`: e-mail domains and single addresses kept from signing up. */
export function AdminEmailBlocksScreen() {
  const intl = useIntl();
  const domains = useAppSelector((s) =>
    selectSupports(s, "adminEmailDomainBlocks"),
  );
  const addresses = useAppSelector((s) =>
    selectSupports(s, "adminCanonicalEmailBlocks"),
  );
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.emailBlocks)}
      refusal={{ section: "adminBlocks", what: emailBlocksMessages.forbidden }}
    >
      {domains && <EmailDomainBlocks />}
      {addresses && <EmailAddressBlocks />}
    </SectionScreen>
  );
}
