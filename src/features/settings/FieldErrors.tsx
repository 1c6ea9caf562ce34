import styled from "styled-components";

export interface FieldErrorsProps {
  /** Ties the messages to their field (`aria-describedby`). */
  id: string;
  messages: readonly string[] | undefined;
}

/** Why the server refused a field, in its own words, beside the field. */
export function FieldErrors({ id, messages }: FieldErrorsProps) {
  if (!messages?.length) return null;
  return (
    <Errors id={id} role="alert">
      {messages.join(" ")}
    </Errors>
  );
}

const Errors = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.normal};
`;
