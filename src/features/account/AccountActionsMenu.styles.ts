import styled from "styled-components";

/** The account menu's list; its place (under the toggle) comes as inline style. */
export const Menu = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 16rem;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

/** An entry: a link by default, `as="button"` for actions. */
export const Item = styled.a`
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

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
