import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Select } from "../../components/Form.styles";
import { FieldErrors } from "./FieldErrors";
import { FieldFrame } from "./FieldFrame";

export interface SelectFieldProps extends Omit<
  ComponentPropsWithRef<"select">,
  "id"
> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The server's reason, said beside the field and tied to it. */
  error?: string | null;
  /** The label beside the choice rather than over it. */
  inline?: boolean;
}

/** A labelled choice with its refusal beside it, as TextField is for text. */
export function SelectField({
  label,
  options,
  error,
  inline = false,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldFrame $inline={inline}>
      <label htmlFor={id}>{label}</label>
      <Select
        {...select}
        id={id}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
      <FieldErrors id={errorId} messages={error ? [error] : undefined} />
    </FieldFrame>
  );
}
