import styled from "styled-components";

/** The staff console's lists: one row per item, its actions at the end. */

export const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1 1 16rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Parts of one line of facts, a dot between them. */
  > * + *::before {
    content: "·";
    margin-inline: ${({ theme }) => theme.space.xs};
  }
`;

export const Strong = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Badge = styled.span<{ $tone?: "danger" | "plain" }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) =>
    $tone === "danger" ? theme.colors.onDanger : theme.colors.onBadge};
  background: ${({ theme, $tone }) =>
    $tone === "danger" ? theme.colors.danger : theme.colors.badge};
`;

/** A quoted text the item carries (a sign-up's reason, a comment). */
export const Quote = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
`;
