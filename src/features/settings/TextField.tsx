import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import styled from "styled-components";
import { Input } from "../../components/Form.styles";
import { FieldErrors } from "./FieldErrors";

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<"input">,
  "id"
> {
  label: ReactNode;
  /** The server's or the form's reason, said beside the field and tied to it. */
  error?: string | null;
}

/**
 * A labelled text field with its refusal beside it: the input names the
 * reason (`aria-describedby`) and is marked invalid while there is one. The
 * label is the field's name alone, the reason its description.
 */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        id={id}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <FieldErrors id={errorId} messages={error ? [error] : undefined} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  [aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
`;
