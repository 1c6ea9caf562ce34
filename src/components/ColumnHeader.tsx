import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { SCROLL_THRESHOLD, useScrolledPast } from "./useScrolledPast";

export interface ColumnHeaderProps {
  /** The column's heading text. */
  title: ReactNode;
  /** Actions shown at the end of the bar. */
  children?: ReactNode;
  /** Heading level of the title. */
  level?: 1 | 2;
}

/** A sticky heading bar that takes a raised style once the page has scrolled. */
export function ColumnHeader({
  title,
  children,
  level = 1,
}: ColumnHeaderProps) {
  const [scrolled, setScrolled] = useState(
    () => window.scrollY > SCROLL_THRESHOLD,
  );
  useScrolledPast(SCROLL_THRESHOLD, setScrolled);
  return (
    <Bar data-scrolled={scrolled} $scrolled={scrolled}>
      <Heading as={level === 1 ? "h1" : "h2"}>{title}</Heading>
      {children && <Actions>{children}</Actions>}
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  inset-block-start: var(--pl-top-bar-height, 0px);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid
    ${({ theme, $scrolled }) => ($scrolled ? theme.colors.border : "transparent")};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.card : "none")};
  transition: box-shadow ${({ theme }) => theme.durations.normal};
`;

/*
 * The title keeps at least 10rem on a narrow window: actions that leave it
 * less (a collection's three buttons on a phone) go to the next line.
 */
const Heading = styled.h1`
  flex: 1 1 10rem;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
