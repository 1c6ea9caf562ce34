import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import type { SettingsSection } from "../../utils/paths";
import { sectionNames } from "./settingsSections";

export interface SettingsPageProps {
  section: SettingsSection;
  children: ReactNode;
}

/** A settings section's page: its name as heading and document title, then its content. */
export function SettingsPage({ section, children }: SettingsPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(sectionNames[section]);
  useDocumentTitle(title);
  return (
    <>
      <ColumnHeader title={title} />
      <Content>{children}</Content>
    </>
  );
}

const Content = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;
