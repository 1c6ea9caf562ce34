import { FormattedMessage, useIntl } from "react-intl";
import type { MediaDisplay } from "../../components/useStatusConfig";
import {
  Check,
  Checks,
  Field,
  Form,
  Select,
} from "../../components/Form.styles";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { LocalPreferences } from "../../store/preferences/local";
import { selectLocalPreferences } from "../../store/preferences/selectors";
import { changePreferences } from "../../store/preferences/thunks";
import type { ThemeChoice } from "../../styles/look";
import { preferencesMessages as messages } from "./preferencesMessages";
import { Legend } from "./PostingDefaultsForm";

const THEMES: readonly ThemeChoice[] = ["system", "light", "dark"];
const MEDIA: readonly MediaDisplay[] = ["default", "show_all", "hide_all"];

/** The preferences this browser keeps for the account: each applies as it changes. */
export function LocalPreferencesForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectLocalPreferences);
  const change = (changes: Partial<LocalPreferences>) => {
    void dispatch(changePreferences(changes));
  };
  const checks = [
    ["reduceMotion", preferences.reduceMotion],
    ["autoPlayGif", preferences.autoPlayGif ?? getConfig().autoPlayGif],
    ["expandSpoilers", preferences.expandSpoilers],
    ["submitWithCtrlEnter", preferences.submitWithCtrlEnter],
  ] as const;
  return (
    <Form as="div" role="group" aria-label={intl.formatMessage(messages.look)}>
      <Legend>
        <FormattedMessage {...messages.look} />
      </Legend>
      <Field>
        <FormattedMessage {...messages.theme} />
        <Select
          name="theme"
          value={preferences.theme}
          onChange={(event) => {
            const theme = THEMES.find((t) => t === event.target.value);
            if (theme) change({ theme });
          }}
        >
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {intl.formatMessage(messages[theme])}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...messages.mediaDisplay} />
        <Select
          name="mediaDisplay"
          value={preferences.mediaDisplay}
          onChange={(event) => {
            const mediaDisplay = MEDIA.find((m) => m === event.target.value);
            if (mediaDisplay) change({ mediaDisplay });
          }}
        >
          {MEDIA.map((display) => (
            <option key={display} value={display}>
              {intl.formatMessage(messages[display])}
            </option>
          ))}
        </Select>
      </Field>
      <Checks>
        {checks.map(([key, checked]) => (
          <Check key={key}>
            <input
              type="checkbox"
              name={key}
              checked={checked}
              onChange={(event) => {
                change({ [key]: event.target.checked });
              }}
            />
            <FormattedMessage {...messages[key]} />
          </Check>
        ))}
      </Checks>
    </Form>
  );
}
