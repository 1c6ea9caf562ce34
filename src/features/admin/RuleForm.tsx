import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { RuleParams } from "../../api/endpoints/adminRules";
import type { AdminRule } from "../../api/schemas/adminRule";
import { sectionNames } from "./adminSections";
import { rulesMessages as m } from "./rulesMessages";
import {
  Field,
  Form,
  FormActions,
  Input,
  TextArea,
} from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

export interface RuleFormProps {
  rule?: AdminRule;
  /** Whether rules have an explanation (Pleroma's do, GoToSocial's not). */
  withHint: boolean;
  onSubmit: (params: RuleParams) => void;
  onCancel?: () => void;
}

/** A rule's text, and its explanation where the server keeps one. */
export function RuleForm({
  rule,
  withHint,
  onSubmit,
  onCancel,
}: RuleFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(rule?.text ?? "");
  const [hint, setHint] = useState(rule?.hint ?? "");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSubmit(
      withHint
        ? { text: text.trim(), hint: hint.trim() }
        : { text: text.trim() },
    );
    if (!rule) {
      setText("");
      setHint("");
    }
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={rule ? rule.text : intl.formatMessage(sectionNames.rules)}
    >
      <Field $wide>
        <FormattedMessage {...m.text} />
        <TextArea
          value={text}
          required
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {withHint && (
        <Field $wide>
          <FormattedMessage {...m.hint} />
          <Input
            value={hint}
            onChange={(event) => setHint(event.target.value)}
          />
        </Field>
      )}
      <FormActions>
        <Button type="submit">
          <FormattedMessage
            {...(rule ? sectionMessages.save : sectionMessages.add)}
          />
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...sectionMessages.cancel} />
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
