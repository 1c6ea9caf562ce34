import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import styled from "styled-components";

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<"input">,
  "id"
> {
  label: ReactNode;
  /** Said under the field, before any error. */
  hint?: ReactNode;
  /** The server's or the form's reason, said beside the field and tied to it. */
  error?: string | null;
}

/**
 * A labelled text field of a form, with its hint and its error beside it:
 * the input names both (`aria-describedby`) and is marked invalid while
 * there is an error.
 */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <FieldErrorText id={errorId} role="alert">
          {error}
        </FieldErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Input = styled.input`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A reason a form or one of its fields was refused. */
export const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
