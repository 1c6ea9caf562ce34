import styled from "styled-components";

/** Avatar edge of a post in a list; the body lines up with the name beside it. */
export const AVATAR_SIZE = 44;
export const FOCUSED_AVATAR_SIZE = 48;

export const Article = styled.article<{ $focused: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme, $focused }) =>
    $focused ? theme.fontSizes.lg : theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* Scrolled to (thread focus, j/k) below the sticky top bar and column header. */
  scroll-margin-block-start: calc(var(--pl-top-bar-height, 0px) + 4rem);

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

/** Everything under the header: indented to the name unless focused. */
export const Body = styled.div<{ $indent: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  padding-inline-start: ${({ theme, $indent }) =>
    $indent ? `calc(${AVATAR_SIZE}px + ${theme.space.sm})` : "0"};
`;

/** A one-line note above or inside a post (boosted by, replying to, filtered). */
export const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  /*
   * One line: a long name or handle ends in an ellipsis (its link keeps the
   * whole of it) rather than wrapping or pushing the card wider than a phone.
   */
  > *,
  bdi {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  /* Inside the clipped line the focus ring would be cut off. */
  a:focus-visible {
    outline-offset: -2px;
  }
`;

/** A bordered box inside a post: quote, card, event, placeholders. */
export const Inset = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

export const Placeholder = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
