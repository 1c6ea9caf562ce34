import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { paths } from "../../utils/paths";
import { AccountHoverCard } from "../../widgets/AccountHoverCard";

export interface AuthorLinkProps {
  accountId: string;
  acct: string;
  children: ReactNode;
  /** Without the hover card (inside text lines, where one per post is enough). */
  plain?: boolean;
  /** The whole name, where the link's text may be cut short. */
  title?: string;
}

/** The one link from a post to its author's profile, with the account hover card. */
export function AuthorLink({
  accountId,
  acct,
  children,
  plain = false,
  title,
}: AuthorLinkProps) {
  const link = (
    <Anchor to={paths.account(acct)} title={title}>
      {children}
    </Anchor>
  );
  if (plain) return link;
  return <AccountHoverCard accountId={accountId}>{link}</AccountHoverCard>;
}

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  max-inline-size: 100%;
  color: inherit;
  text-decoration: none;

  &:hover bdi {
    text-decoration: underline;
  }
`;
