import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Button } from "../../components/Button";
import { Field, Form, Input } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";

export interface SectionSearchProps {
  /** The field's label. */
  label: MessageDescriptor;
  /** What the field holds at first (the search the page shows). */
  initial?: string;
  /** Asked with the typed text, trimmed, when the form is sent. */
  onSearch: (text: string) => void;
}

/** A staff section's search above its list: the text is asked for on Search. */
export function SectionSearch({
  label,
  initial = "",
  onSearch,
}: SectionSearchProps) {
  const [typed, setTyped] = useState(initial);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <SectionPart>
      <Form role="search" onSubmit={submit}>
        <Field>
          <FormattedMessage {...label} />
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Button type="submit">
          <FormattedMessage {...sectionMessages.search} />
        </Button>
      </Form>
    </SectionPart>
  );
}
