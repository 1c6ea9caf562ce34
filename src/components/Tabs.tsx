import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { scrollRowFades, useScrollRow } from "./useScrollRow";

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Router path the tab links to. */
  to: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The id of the current tab, derived by the caller from the path. */
  activeId: string | undefined;
  /** Accessible name of the navigation, e.g. "Profile sections". */
  label: string;
}

/**
 * Navigation tabs: links, the current one marked with aria-current="page".
 * One row that shares the width out, scrolling sideways where the tabs do
 * not fit (a phone, a long translation), with the current one in sight.
 * Needs a router.
 */
export function Tabs({ items, activeId, label }: TabsProps) {
  const list = useScrollRow<HTMLUListElement>();
  return (
    <nav aria-label={label}>
      <List ref={list}>
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id}>
              <Tab
                to={item.to}
                aria-current={active ? "page" : undefined}
                $active={active}
              >
                {item.label}
              </Tab>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  padding: 0;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  ${scrollRowFades}

  > li {
    flex: 1 0 auto;
  }
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $active }) =>
    $active ? theme.colors.text : theme.colors.mutedText};
  border-block-end: 3px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : "transparent")};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
