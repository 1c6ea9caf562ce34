import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { CharacterCounter } from "../../components/CharacterCounter";
import { Field, Input, TextArea } from "../../components/Form.styles";
import { FieldErrors } from "./FieldErrors";

export interface LimitedTextProps {
  label: ReactNode;
  name: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  errors?: readonly string[];
  multiline?: boolean;
}

/** A text field with the characters the server still allows, and its refusal beside it. */
export function LimitedText({
  label,
  name,
  value,
  max,
  onChange,
  errors,
  multiline = false,
}: LimitedTextProps) {
  const errorId = useId();
  const control = {
    name,
    value,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": errors?.length ? errorId : undefined,
  };
  return (
    <Field $wide>
      <Top>
        <span>{label}</span>
        <CharacterCounter length={Array.from(value).length} max={max} />
      </Top>
      {multiline ? (
        <TextArea
          {...control}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <Input
          {...control}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
      <FieldErrors id={errorId} messages={errors} />
    </Field>
  );
}

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
