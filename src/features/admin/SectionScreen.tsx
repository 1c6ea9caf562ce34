import type { ReactNode } from "react";
import type { MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectIsRefused } from "../../store/admin/refusals/slice";
import { useAppSelector } from "../../store/hooks";
import { AdminForbidden } from "./AdminForbidden";

export interface SectionScreenProps {
  /** The section's name: the page's heading and the document title. */
  title: string;
  /** Controls beside the heading. */
  actions?: ReactNode;
  /**
   * The section's slice and what its actions do: once the server refuses
   * one as beyond the viewer's role (403), the page says so under its
   * heading ("Your role cannot manage rules.").
   */
  refusal?: { section: string; what: MessageDescriptor };
  children: ReactNode;
}

/** A staff console section's page: its heading first, then its content. */
export function SectionScreen({
  title,
  actions,
  refusal,
  children,
}: SectionScreenProps) {
  useDocumentTitle(title);
  const refused = useAppSelector(
    (state) => refusal !== undefined && selectIsRefused(state, refusal.section),
  );
  return (
    <Page>
      <ColumnHeader title={title}>{actions}</ColumnHeader>
      <Body>
        {refused && refusal && (
          <SectionPart>
            <AdminForbidden inline what={refusal.what} />
          </SectionPart>
        )}
        {children}
      </Body>
    </Page>
  );
}

const Page = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 100%;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.xl};
`;

/** A titled part of a section's page. */
export const SectionPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};

  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* A list inside a part runs edge to edge, as the page's own lists do. */
  > ul {
    margin-inline: calc(-1 * ${({ theme }) => theme.space.lg});
  }
`;
