import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Button } from "../../components/Button";
import { Field, Form, Input } from "../../components/Form.styles";

export interface AddFormProps {
  /** The form's name (the list it adds to). */
  name: string;
  /** The field's label. */
  label: MessageDescriptor;
  type?: "text" | "url";
  placeholder?: string;
  /** The button's label. */
  submit: MessageDescriptor;
  /** Asked with what was typed (never blank); the field is emptied after. */
  onAdd: (value: string) => void;
}

/** A one-field form that adds an item to a staff section's list. */
export function AddForm({
  name,
  label,
  type = "text",
  placeholder,
  submit,
  onAdd,
}: AddFormProps) {
  const [value, setValue] = useState("");
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return;
    onAdd(value);
    setValue("");
  };
  return (
    <Form onSubmit={send} aria-label={name}>
      <Field>
        <FormattedMessage {...label} />
        <Input
          type={type}
          value={value}
          required
          placeholder={placeholder}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <Button type="submit">
        <FormattedMessage {...submit} />
      </Button>
    </Form>
  );
}
