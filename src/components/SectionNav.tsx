import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import styled from "styled-components";
import { mediaUp } from "../styles/theme";
import { scrollRowFades, useScrollRow } from "./useScrollRow";

export interface SectionNavItem {
  to: string;
  label: string;
  /** Only the exact path marks it current (a section at its area's own path). */
  end?: boolean;
  /** What waits in the section, shown after its name. */
  after?: ReactNode;
}

export interface SectionNavProps {
  /** The nav's name for assistive technology. */
  label: string;
  items: readonly SectionNavItem[];
}

/**
 * The sections of an area with its own frame (the staff console, settings):
 * a column beside the content from the large breakpoint up, a row that
 * scrolls sideways above it on phones, kept scrolled to the current one and
 * faded at an edge with more sections beyond it.
 */
export function SectionNav({ label, items }: SectionNavProps) {
  const list = useScrollRow<HTMLUListElement>();
  return (
    <Nav aria-label={label}>
      <List ref={list}>
        {items.map((item) => (
          <li key={item.to}>
            <Item to={item.to} end={item.end}>
              <span>{item.label}</span>
              {item.after}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}

/** Nav above the content on phones, beside it from the large breakpoint up. */
export const SectionFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  max-inline-size: 1440px;
  margin-inline: auto;

  ${mediaUp("lg")} {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

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
  ${scrollRowFades}
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
