import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface SidePanelProps {
  title: ReactNode;
  children: ReactNode;
}

/** A titled card in a sidebar (directory, topics): a labelled region. */
export function SidePanel({ title, children }: SidePanelProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  /* In a scrolling sidebar the sidebar scrolls; the panel never shrinks. */
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  padding-block: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Heading = styled.h2`
  padding-inline: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
