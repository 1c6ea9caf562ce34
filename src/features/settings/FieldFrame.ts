import styled from "styled-components";

/**
 * A settings field: its label over its control over its refusal, the
 * control marked while refused; `$inline`: the label beside a control as
 * wide as its choices, wrapping under it on narrow screens.
 */
export const FieldFrame = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? "row" : "column")};
  flex-wrap: wrap;
  align-items: ${({ $inline }) => ($inline ? "center" : "stretch")};
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};

  ${({ $inline }) =>
    $inline &&
    `
    > label { min-inline-size: 5rem; }
    > select { inline-size: auto; min-inline-size: 0; max-inline-size: 100%; }
    > [role="alert"] { flex-basis: 100%; }
  `}

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  [aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
`;
