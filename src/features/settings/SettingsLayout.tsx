import { useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import styled from "styled-components";
import { SectionFrame, SectionNav } from "../../components/SectionNav";
import { useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { paths, type SettingsSection } from "../../utils/paths";
import { SECTION_SHOWN, sectionNames } from "./settingsSections";

export interface SettingsLayoutProps {
  /** The sections that have a screen, in nav order (the routes name them). */
  sections: readonly SettingsSection[];
}

/**
 * The member's settings (issue 18): the sections' nav beside the open
 * section on wide screens, above it on phones. A section shows only where
 * the server has something it can change.
 */
export function SettingsLayout({ sections }: SettingsLayoutProps) {
  const intl = useIntl();
  const features = useAppSelector(selectFeatures);
  const shown = sections.filter(
    (section) => SECTION_SHOWN[section]?.(features) ?? true,
  );
  return (
    <SectionFrame>
      <SectionNav
        label={intl.formatMessage({
          id: "settings.title",
          defaultMessage: "Settings",
        })}
        items={shown.map((section) => ({
          to: paths.settings(section),
          label: intl.formatMessage(sectionNames[section]),
        }))}
      />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </SectionFrame>
  );
}

const Main = styled.main`
  min-inline-size: 0;
  outline: none;
`;
