import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Input } from "../../components/Form.styles";
import { FieldErrors } from "./FieldErrors";
import { FieldFrame } from "./FieldFrame";

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
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        id={id}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <FieldErrors id={errorId} messages={error ? [error] : undefined} />
    </FieldFrame>
  );
}
