import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, defineMessages, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { selectAdminConfig } from "../../store/admin/config/slice";
import {
  fetchInstanceConfig,
  saveInstanceConfig,
  type Setting,
  type SettingValue,
} from "../../store/admin/config/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { ipBlocksMessages } from "./ipBlocksMessages";
import { sectionNames } from "./adminSections";
import { registerSectionActions } from "./sectionActions";
import {
  Check,
  Field,
  Form,
  FormActions,
  Input,
  TextArea,
} from "../../components/Form.styles";
import { Meta } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

const m = defineMessages({
  description: {
    id: "admin.config.description",
    defaultMessage: "Description",
  },
  registrations: {
    id: "admin.config.registrations",
    defaultMessage: "Open sign-ups",
  },
  reboot: {
    id: "admin.config.reboot",
    defaultMessage:
      "The server needs a restart for some saved settings to apply.",
  },
  forbidden: {
    id: "admin.config.forbidden",
    defaultMessage: "change settings",
  },
});

/** The settings shown, with the console's own names where the server describes none. */
const FALLBACK_LABELS = {
  ":name": sectionMessages.name,
  ":description": m.description,
  ":registrations_open": m.registrations,
  ":account_approval_required": ipBlocksMessages.sign_up_requires_approval,
  ":invites_enabled": sectionNames.invites,
} as const;

const TEXTS: readonly Setting[] = [":name", ":description"];
const SWITCHES: readonly Setting[] = [
  ":registrations_open",
  ":account_approval_required",
  ":invites_enabled",
];

/** `/admin/config`: Pleroma's name, description and sign-up settings, as the server describes them. */
export function AdminConfigScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchInstanceConfig, undefined);
  const { values, descriptions, needReboot } =
    useAppSelector(selectAdminConfig);
  const [draft, setDraft] = useState<Partial<Record<Setting, SettingValue>>>(
    {},
  );
  const valueOf = (setting: Setting) => draft[setting] ?? values[setting];
  const changed = Object.fromEntries(
    Object.entries(draft).filter(
      ([key, value]) => values[key as Setting] !== value,
    ),
  );
  const label = (setting: Setting) =>
    descriptions[setting]?.label ??
    intl.formatMessage(FALLBACK_LABELS[setting]);
  const idOf = (setting: Setting) => `admin-config-${setting.slice(1)}`;
  const hintOf = (setting: Setting) => {
    const text = descriptions[setting]?.description;
    return text ? <Meta id={`${idOf(setting)}-hint`}>{text}</Meta> : null;
  };
  const describedBy = (setting: Setting) =>
    descriptions[setting]?.description ? `${idOf(setting)}-hint` : undefined;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(saveInstanceConfig({ changes: changed }));
    setDraft({});
  };
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.config)}
      refusal={{ section: "adminConfig", what: m.forbidden }}
    >
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={Object.keys(values).length === 0}
      >
        <SectionPart>
          <Form
            onSubmit={submit}
            aria-label={intl.formatMessage(sectionNames.config)}
          >
            {TEXTS.filter((s) => s in values).map((setting) => {
              const value = valueOf(setting);
              const control = {
                id: idOf(setting),
                "aria-describedby": describedBy(setting),
                value: typeof value === "string" ? value : "",
                onChange: (event: { target: { value: string } }) =>
                  setDraft({ ...draft, [setting]: event.target.value }),
              };
              return (
                <Field key={setting} as="div" $wide>
                  <label htmlFor={idOf(setting)}>{label(setting)}</label>
                  {setting === ":description" ? (
                    <TextArea {...control} />
                  ) : (
                    <Input {...control} />
                  )}
                  {hintOf(setting)}
                </Field>
              );
            })}
            {SWITCHES.filter((s) => s in values).map((setting) => (
              <Field key={setting} as="div" $wide>
                <Check>
                  <input
                    type="checkbox"
                    aria-describedby={describedBy(setting)}
                    checked={valueOf(setting) === true}
                    onChange={(event) =>
                      setDraft({ ...draft, [setting]: event.target.checked })
                    }
                  />
                  {label(setting)}
                </Check>
                {hintOf(setting)}
              </Field>
            ))}
            <FormActions>
              <Button
                type="submit"
                disabled={Object.keys(changed).length === 0}
              >
                <FormattedMessage {...sectionMessages.save} />
              </Button>
            </FormActions>
          </Form>
          {needReboot && (
            <p role="status">
              <FormattedMessage {...m.reboot} />
            </p>
          )}
        </SectionPart>
      </SectionLoad>
    </SectionScreen>
  );
}
