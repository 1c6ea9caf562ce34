import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { paths } from "../../utils/paths";
import { hashtagText } from "../../utils/hashtagText";
import { searchShortcuts } from "./searchShortcuts";

export interface SearchShortcutLinksProps {
  /** The trimmed, non-empty query. */
  q: string;
}

/**
 * "Go to #tag" and "Go to @user@host" for a query that is a hashtag or a
 * handle, whatever the search finds (servers that return no hashtags, or
 * only known accounts, still have these pages).
 */
export function SearchShortcutLinks({ q }: SearchShortcutLinksProps) {
  const { hashtag, acct } = searchShortcuts(q);
  const links = [
    hashtag !== null && {
      to: paths.tag(hashtag),
      target: hashtagText(hashtag),
    },
    acct !== null && { to: paths.account(acct), target: `@${acct}` },
  ].filter((link) => link !== false);
  if (links.length === 0) return null;
  return (
    <List>
      {links.map(({ to, target }) => (
        <li key={to}>
          <Row to={to}>
            <FormattedMessage
              id="search.shortcut.goTo"
              defaultMessage="Go to {target}"
              values={{ target }}
            />
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.link};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
