import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  graphemes,
  type ComposeLimits,
  type ComposePoll,
} from "../../store/compose/draft";
import { durationParts, pollDurations } from "./pollDurations";

export interface PollEditorProps {
  poll: ComposePoll;
  limits: ComposeLimits;
  onChange: (poll: ComposePoll | null) => void;
}

/** 2 to the server's maximum of choices (25 characters each), a duration and single or multiple choice. */
export function PollEditor({ poll, limits, onChange }: PollEditorProps) {
  const intl = useIntl();
  const set = (changes: Partial<ComposePoll>) =>
    onChange({ ...poll, ...changes });
  const setOption = (index: number, title: string) =>
    set({ options: poll.options.map((o, i) => (i === index ? title : o)) });
  const durations = pollDurations(
    limits.pollMinExpiration,
    limits.pollMaxExpiration,
    poll.expiresIn,
  );
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="compose.poll.legend" defaultMessage="Poll" />
      </legend>
      {poll.options.map((option, index) => (
        <Row key={index}>
          <Input
            value={option}
            aria-label={intl.formatMessage(
              { id: "compose.poll.option", defaultMessage: "Choice {n}" },
              { n: index + 1 },
            )}
            aria-invalid={graphemes(option) > limits.pollMaxCharacters}
            maxLength={limits.pollMaxCharacters * 2}
            onChange={(event) => setOption(index, event.target.value)}
          />
          {poll.options.length > 2 && (
            <Button
              variant="link"
              size="sm"
              onClick={() =>
                set({ options: poll.options.filter((_, i) => i !== index) })
              }
            >
              <FormattedMessage
                id="compose.poll.removeOption"
                defaultMessage="Remove choice {n}"
                values={{ n: index + 1 }}
              />
            </Button>
          )}
        </Row>
      ))}
      <Row>
        {poll.options.length < limits.pollMaxOptions && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ options: [...poll.options, ""] })}
          >
            <FormattedMessage
              id="compose.poll.addOption"
              defaultMessage="Add a choice"
            />
          </Button>
        )}
        <label>
          <FormattedMessage
            id="compose.poll.duration"
            defaultMessage="Duration"
          />
          <select
            value={poll.expiresIn}
            onChange={(event) => set({ expiresIn: Number(event.target.value) })}
          >
            {durations.map((seconds) => {
              const { value, unit } = durationParts(seconds);
              return (
                <option key={seconds} value={seconds}>
                  {intl.formatNumber(value, {
                    style: "unit",
                    unit,
                    unitDisplay: "long",
                  })}
                </option>
              );
            })}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => set({ multiple: event.target.checked })}
          />
          <FormattedMessage
            id="compose.poll.multiple"
            defaultMessage="Allow several choices"
          />
        </label>
        <Button variant="link" size="sm" onClick={() => onChange(null)}>
          <FormattedMessage
            id="compose.poll.remove"
            defaultMessage="Remove poll"
          />
        </Button>
      </Row>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 10rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;
