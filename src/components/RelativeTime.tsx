import { useSyncExternalStore } from "react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import {
  pastTime,
  remainingTime,
  type PastTime,
  type RemainingTime,
} from "../utils/relativeTime";
import { getTickTime, subscribeToTicks } from "../utils/ticker";

const messages = defineMessages({
  now: { id: "relativeTime.now", defaultMessage: "now" },
  second: {
    id: "relativeTime.seconds",
    defaultMessage: "{number, plural, other {#s}}",
  },
  minute: {
    id: "relativeTime.minutes",
    defaultMessage: "{number, plural, other {#m}}",
  },
  hour: {
    id: "relativeTime.hours",
    defaultMessage: "{number, plural, other {#h}}",
  },
  day: {
    id: "relativeTime.days",
    defaultMessage: "{number, plural, other {#d}}",
  },
  moments: {
    id: "relativeTime.momentsRemaining",
    defaultMessage: "Moments remaining",
  },
  secondLeft: {
    id: "relativeTime.secondsRemaining",
    defaultMessage: "{number, plural, one {# second} other {# seconds}} left",
  },
  minuteLeft: {
    id: "relativeTime.minutesRemaining",
    defaultMessage: "{number, plural, one {# minute} other {# minutes}} left",
  },
  hourLeft: {
    id: "relativeTime.hoursRemaining",
    defaultMessage: "{number, plural, one {# hour} other {# hours}} left",
  },
  dayLeft: {
    id: "relativeTime.daysRemaining",
    defaultMessage: "{number, plural, one {# day} other {# days}} left",
  },
});

function pastLabel(intl: IntlShape, past: PastTime, time: number): string {
  switch (past.unit) {
    case "now":
      return intl.formatMessage(messages.now);
    case "date":
      return intl.formatDate(time, {
        month: "short",
        day: "numeric",
        ...(past.withYear ? { year: "numeric" } : {}),
      });
    default:
      return intl.formatMessage(messages[past.unit], { number: past.value });
  }
}

function remainingLabel(intl: IntlShape, left: RemainingTime): string {
  if (left.unit === "moments") return intl.formatMessage(messages.moments);
  return intl.formatMessage(messages[`${left.unit}Left`], {
    number: left.value,
  });
}

/** The time ahead as the language says it ("in 5 minutes", "tomorrow"), to follow a verb: "Expires …". */
function aheadLabel(intl: IntlShape, left: RemainingTime): string {
  if (left.unit === "moments")
    return intl.formatRelativeTime(0, "second", { numeric: "auto" });
  return intl.formatRelativeTime(left.value, left.unit, { numeric: "auto" });
}

export interface RelativeTimeProps {
  /** An ISO-8601 string, epoch milliseconds or a Date. */
  date: string | number | Date;
  /** Show the time left until `date` ("5 minutes left") instead of the time since. */
  remaining?: boolean;
  /** Show the time until `date` as "in 5 minutes" (after a verb such as "Expires"). */
  ahead?: boolean;
}

/**
 * "now", "5m", "3d", "Mar 4" (spec 01 section 9), refreshed by the one shared
 * 10 s ticker. The tooltip gives the full date on a 12-hour clock.
 */
export function RelativeTime({
  date,
  remaining = false,
  ahead = false,
}: RelativeTimeProps) {
  const intl = useIntl();
  const now = useSyncExternalStore(subscribeToTicks, getTickTime);
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return null;
  let label: string;
  if (remaining) label = remainingLabel(intl, remainingTime(time, now));
  else if (ahead) label = aheadLabel(intl, remainingTime(time, now));
  else label = pastLabel(intl, pastTime(time, now), time);
  const full = intl.formatDate(time, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  return (
    <time dateTime={new Date(time).toISOString()} title={full}>
      {label}
    </time>
  );
}
