import { useIntl } from "react-intl";

export interface EventDateProps {
  start: string;
  end: string | null;
}

const FORMAT = {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const;

/** The event's time in the reader's locale: a range when it has an end ("Thu, 26 November 2026, 18:00 – 22:00"). */
export function EventDate({ start, end }: EventDateProps) {
  const intl = useIntl();
  const text =
    end === null
      ? intl.formatDate(start, FORMAT)
      : intl.formatDateTimeRange(new Date(start), new Date(end), FORMAT);
  return <time dateTime={start}>{text}</time>;
}
