import { useMemo, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { AccountSource } from "../../api/schemas/credentialAccount";
import type { Visibility } from "../../api/schemas/visibility";
import { Button } from "../../components/Button";
import {
  Check,
  Checks,
  Field,
  Form,
  FormActions,
  Select,
} from "../../components/Form.styles";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectInstance } from "../../store/instance/selectors";
import { updateProfile } from "../../store/profile/thunks";
import { languageCodes, languageOptions } from "../../utils/languages";
import { VISIBILITY } from "../status/visibility";
import { FieldErrors } from "./FieldErrors";
import { preferencesMessages as messages } from "./preferencesMessages";
import { profileMessages } from "./profileMessages";

/** The audiences every family keeps as a default (update_credentials `source[privacy]`). */
const DEFAULT_AUDIENCES: readonly Visibility[] = [
  "public",
  "unlisted",
  "private",
  "direct",
];

export interface PostingDefaultsFormProps {
  source: AccountSource;
}

/**
 * What new posts start with, kept by the server on the account (every
 * family's `source`): saved with update_credentials `source[...]`; the
 * composer takes the saved defaults at once.
 */
export function PostingDefaultsForm({ source }: PostingDefaultsFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const instance = useAppSelector(selectInstance);
  const [visibility, setVisibility] = useState(source.privacy);
  const [sensitive, setSensitive] = useState(source.sensitive);
  const [language, setLanguage] = useState(source.language ?? "");
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const languages = useMemo(
    () => languageOptions(languageCodes(instance.languages), intl.locale),
    [instance.languages, intl.locale],
  );

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await dispatch(
      updateProfile({
        source: {
          privacy: visibility,
          sensitive,
          language: language || undefined,
        },
      }),
    );
    setBusy(false);
    const done = updateProfile.fulfilled.match(result);
    setSaved(done);
    setRefusal(done ? null : (result.payload?.message ?? ""));
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <Legend>
        <FormattedMessage {...messages.posting} />
      </Legend>
      <Field>
        <FormattedMessage {...messages.visibility} />
        <Select
          name="visibility"
          value={visibility}
          onChange={(event) => {
            const chosen = DEFAULT_AUDIENCES.find(
              (v) => v === event.target.value,
            );
            if (chosen) setVisibility(chosen);
          }}
        >
          {DEFAULT_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(VISIBILITY[value].label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...messages.language} />
        <Select
          name="language"
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value);
          }}
        >
          <option value="">{intl.formatMessage(messages.languageAuto)}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Checks>
        <Check>
          <input
            type="checkbox"
            name="sensitive"
            checked={sensitive}
            onChange={(event) => {
              setSensitive(event.target.checked);
            }}
          />
          <FormattedMessage {...messages.sensitive} />
        </Check>
      </Checks>
      <FormActions>
        <Button type="submit" loading={busy}>
          <FormattedMessage id="compose.form.save" defaultMessage="Save" />
        </Button>
        <Outcome role="status">
          {saved && <FormattedMessage {...profileMessages.saved} />}
        </Outcome>
      </FormActions>
      <FieldErrors
        id="posting-defaults-error"
        messages={refusal === null ? undefined : [refusal]}
      />
    </Form>
  );
}

/** A form's heading, across its whole width. */
export const Legend = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Outcome = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;
