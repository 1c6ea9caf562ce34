import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { SCHEDULE_MIN_MS } from "../../store/compose/draft";
import { fromLocalInput, toLocalInput } from "../../utils/localDateTime";

export interface ScheduleFieldProps {
  /** ISO date-time, or null when not scheduled. */
  value: string | null;
  now: number;
  onChange: (value: string | null) => void;
}

/** When a scheduled post goes out: at least five minutes from now. */
export function ScheduleField({ value, now, onChange }: ScheduleFieldProps) {
  const id = useId();
  const current = value === null ? "" : toLocalInput(Date.parse(value));
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage
          id="compose.schedule.label"
          defaultMessage="Post at"
        />
      </label>
      <input
        id={id}
        type="datetime-local"
        value={current}
        min={toLocalInput(now + SCHEDULE_MIN_MS)}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
      />
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
