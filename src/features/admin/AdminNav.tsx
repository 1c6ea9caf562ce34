import { useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import styled from "styled-components";
import type { AdminSection } from "../../api/staffRole";
import {
  selectOpenReportCount,
  selectPendingSignUpCount,
} from "../../store/admin/counts/selectors";
import { useAppSelector } from "../../store/hooks";
import { mediaUp } from "../../styles/theme";
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
    <Nav
      aria-label={intl.formatMessage({
        id: "admin.title",
        defaultMessage: "Staff console",
      })}
    >
      <List>
        {SECTION_ORDER.filter((section) => sections.includes(section)).map(
          (section) => {
            const count = waiting[section];
            return (
              <li key={section}>
                <Item
                  to={paths.admin(SECTION_PATHS[section])}
                  end={section === "dashboard"}
                >
                  <span>{intl.formatMessage(sectionNames[section])}</span>
                  {count ? <Count>{intl.formatNumber(count)}</Count> : null}
                </Item>
              </li>
            );
          },
        )}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  ${mediaUp("lg")} {
    position: sticky;
    inset-block-start: var(--pl-top-bar-height);
    align-self: start;
    padding-block: ${({ theme }) => theme.space.lg};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${mediaUp("lg")} {
    flex-direction: column;
    padding: 0;
    overflow-x: visible;
    border: 0;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

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
