import { useId } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { SCHEDULE_MIN_MS } from "../../store/compose/draft";

export interface ScheduleFieldProps {
  /** ISO date-time, or null when not scheduled. */
  value: string | null;
  now: number;
  onChange: (value: string | null) => void;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the reader's time zone. */
export function toLocalInput(time: number): string {
  const d = new Date(time);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}`
  );
}

/** A datetime-local value as an ISO instant, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (value === "") return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
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
