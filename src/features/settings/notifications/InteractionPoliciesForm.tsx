import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { InteractionPolicies } from "../../../api/schemas/interactionPolicy";
import { Button } from "../../../components/Button";
import {
  resetInteractionPolicyDefaults,
  updateInteractionPolicyDefaults,
} from "../../../store/interactionPolicies/thunks";
import { VISIBILITY } from "../../status/visibility";
import { SelectField } from "../SelectField";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import {
  ACTIONS,
  ALL_FIELDS,
  PRESET_NAMES,
  VISIBILITIES,
  fieldName,
  isFixed,
  presetOf,
  ruleOf,
  withRule,
  type PolicyAction,
} from "./interactionPresets";
import { messages, presetMessages } from "./notificationSettingsMessages";

const ACTION_LABELS = {
  can_favourite: messages.like,
  can_reblog: messages.boost,
  can_reply: messages.reply,
} as const satisfies Record<PolicyAction, unknown>;

const CUSTOM = "custom";

/**
 * GoToSocial's default interaction policies (where
 * `interactionPolicyDefaults`): for each visibility, who may like, boost and
 * reply to new posts, at once or with the member's approval. Saved together;
 * "Reset to defaults" hands every visibility back to the server's defaults.
 */
export function InteractionPoliciesForm({
  saved,
}: {
  saved: InteractionPolicies;
}) {
  const intl = useIntl();
  const save = useSettingsForm(updateInteractionPolicyDefaults, ALL_FIELDS);
  const reset = useSettingsForm(resetInteractionPolicyDefaults, ALL_FIELDS);
  const [policies, setPolicies] = useState(saved);
  // The outcome shown is the last button's.
  const [last, setLast] = useState<"save" | "reset">("save");
  const outcome = last === "save" ? save : reset;
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    setLast("save");
    void save.submit(policies);
  };
  const restore = async () => {
    setLast("reset");
    const answer = await reset.submit(undefined);
    if (answer) setPolicies(answer.value.policies);
  };
  const presets = PRESET_NAMES.map((name) => ({
    value: name,
    label: intl.formatMessage(presetMessages[name]),
  }));
  const onlyYou = { value: "me", label: intl.formatMessage(presetMessages.me) };
  return (
    <SettingsSection
      title={<FormattedMessage {...messages.interactionsTitle} />}
    >
      <Form onSubmit={send}>
        {VISIBILITIES.map((visibility) => (
          <Visibility key={visibility}>
            <legend>{intl.formatMessage(VISIBILITY[visibility].label)}</legend>
            {ACTIONS.map((action) => {
              const rule = policies[visibility][action];
              const preset = presetOf(rule);
              const fixed = isFixed(visibility, action);
              const options =
                preset === null
                  ? [
                      ...presets,
                      {
                        value: CUSTOM,
                        label: intl.formatMessage(messages.custom),
                      },
                    ]
                  : presets;
              return (
                <SelectField
                  key={action}
                  inline
                  label={intl.formatMessage(ACTION_LABELS[action])}
                  options={fixed ? [onlyYou] : options}
                  disabled={fixed}
                  value={fixed ? "me" : (preset ?? CUSTOM)}
                  error={outcome.errors.byField[fieldName(visibility, action)]}
                  onChange={(event) => {
                    const chosen = PRESET_NAMES.find(
                      (name) => name === event.target.value,
                    );
                    if (chosen)
                      setPolicies(
                        withRule(policies, visibility, action, ruleOf(chosen)),
                      );
                  }}
                />
              );
            })}
          </Visibility>
        ))}
        <FormReasons messages={outcome.errors.rest} />
        <FormButtons>
          <Button type="submit" loading={save.busy}>
            <FormattedMessage {...messages.save} />
          </Button>
          <Button
            variant="secondary"
            loading={reset.busy}
            onClick={() => void restore()}
          >
            <FormattedMessage {...messages.reset} />
          </Button>
          {outcome.done && (
            <FormOutcome role="status">
              <FormattedMessage {...messages.saved} />
            </FormOutcome>
          )}
        </FormButtons>
      </Form>
    </SettingsSection>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Visibility = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* A fieldset is as wide as its widest choice unless told otherwise. */
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
