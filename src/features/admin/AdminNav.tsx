import { useIntl } from "react-intl";
import styled from "styled-components";
import type { AdminSection } from "../../api/staffRole";
import {
  selectOpenReportCount,
  selectPendingSignUpCount,
} from "../../store/admin/counts/selectors";
import { useAppSelector } from "../../store/hooks";
import { SectionNav } from "../../components/SectionNav";
import { paths } from "../../utils/paths";
import { SECTION_ORDER, SECTION_PATHS, sectionNames } from "./adminSections";

export interface AdminNavProps {
  /** The sections the viewer's role may use on this server. */
  sections: readonly AdminSection[];
}

/**
 * The console's sections: a column beside the content on wide screens, a
 * row that scrolls sideways on phones. Reports and accounts carry what
 * waits in them (open reports, pending sign-ups).
 */
export function AdminNav({ sections }: AdminNavProps) {
  const intl = useIntl();
  const reports = useAppSelector(selectOpenReportCount);
  const signUps = useAppSelector(selectPendingSignUpCount);
  const waiting: Partial<Record<AdminSection, number | null>> = {
    reports,
    accounts: signUps,
  };
  return (
    <SectionNav
      label={intl.formatMessage({
        id: "admin.title",
        defaultMessage: "Staff console",
      })}
      items={SECTION_ORDER.filter((section) => sections.includes(section)).map(
        (section) => {
          const count = waiting[section];
          return {
            to: paths.admin(SECTION_PATHS[section]),
            label: intl.formatMessage(sectionNames[section]),
            end: section === "dashboard",
            after: count ? <Count>{intl.formatNumber(count)}</Count> : null,
          };
        },
      )}
    />
  );
}

const Count = styled.span`
  min-inline-size: 1.5em;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;
