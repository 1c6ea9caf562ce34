import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { ImportKind } from "../../../api/endpoints/accountData";
import { Button } from "../../../components/Button";
import { useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
import { IMPORT_FEATURES, importData } from "../../../store/accountData/thunks";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { dataMessages, kindMessages } from "./dataMessages";

const KINDS: readonly ImportKind[] = ["follows", "blocks", "mutes"];

/**
 * A CSV file (or one account per line) added to the member's follows,
 * blocks or mutes, or replacing them where `importOverwrite`; the server
 * applies it in the background.
 */
export function ImportSection() {
  const features = useAppSelector(selectFeatures);
  const kinds = KINDS.filter((kind) => features[IMPORT_FEATURES[kind]]);
  const form = useSettingsForm(importData, []);
  const ids = { kind: useId(), file: useId() };
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const chosen = kind ?? kinds[0];
  if (chosen === undefined) return null;
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    if (file) void form.submit({ kind: chosen, file, overwrite });
  };
  return (
    <SettingsSection title={<FormattedMessage {...dataMessages.import} />}>
      <Form onSubmit={send}>
        <label htmlFor={ids.kind}>
          <FormattedMessage id="data.import.kind" defaultMessage="Into" />
        </label>
        <Select
          id={ids.kind}
          value={chosen}
          onChange={(event) => setKind(event.target.value as ImportKind)}
        >
          {kinds.map((k) => (
            <FormattedMessage key={k} {...kindMessages[k]}>
              {(text) => <option value={k}>{text}</option>}
            </FormattedMessage>
          ))}
        </Select>
        <label htmlFor={ids.file}>
          <FormattedMessage id="data.import.file" defaultMessage="CSV file" />
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          required
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {features.importOverwrite && (
          <Check>
            <input
              type="checkbox"
              checked={overwrite}
              onChange={(event) => setOverwrite(event.target.checked)}
            />
            <FormattedMessage
              id="data.import.overwrite"
              defaultMessage="Replace the current list instead of adding to it"
            />
          </Check>
        )}
        <FormReasons messages={form.errors.rest} />
        <FormButtons>
          <Button type="submit" loading={form.busy} disabled={file === null}>
            <FormattedMessage {...dataMessages.import} />
          </Button>
          {form.done && (
            <FormOutcome role="status">
              <FormattedMessage
                id="data.import.done"
                defaultMessage="{count, plural, one {# account} other {# accounts}} sent. The server adds them in the background."
                values={{ count: form.done.value.count }}
              />
            </FormOutcome>
          )}
        </FormButtons>
      </Form>
    </SettingsSection>
  );
}

const Select = styled.select`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Form = styled(SettingsForm)`
  > label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
