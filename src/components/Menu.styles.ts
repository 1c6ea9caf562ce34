import styled from "styled-components";

/**
 * The list of a drop-down menu (a post's more and boost menus, the profile
 * menu, the account menu). Where it sits is its user's business: a floating
 * popup, or a `styled(Menu)` placed fixed or absolute.
 */
export const Menu = styled.ul`
  min-inline-size: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

/** An entry: a button, or a link with `as="a"` or `as={Link}`. */
export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
