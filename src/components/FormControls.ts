import styled, { css } from "styled-components";

/*
 * The text fields, text areas and selects of the members' forms (lists,
 * events, groups, circles), so they look alike everywhere.
 */

const control = css`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

export const TextField = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-block-size: 6rem;
  resize: vertical;
`;

export const SelectField = styled.select`
  ${control}
`;

/** A refusal said under a form's fields. */
export const FormError = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
