import type { IntlShape } from "react-intl";

/**
 * A length of time as a choice names it ("30 minutes", "6 hours", "7 days"):
 * in the largest whole unit up to days. For the lengths a mute or a filter
 * may last.
 */
export function durationLabel(intl: IntlShape, seconds: number): string {
  if (seconds < 3600) {
    return intl.formatMessage(
      {
        id: "account.mute.minutes",
        defaultMessage: "{count, plural, one {# minute} other {# minutes}}",
      },
      { count: seconds / 60 },
    );
  }
  if (seconds < 86400) {
    return intl.formatMessage(
      {
        id: "account.mute.hours",
        defaultMessage: "{count, plural, one {# hour} other {# hours}}",
      },
      { count: seconds / 3600 },
    );
  }
  return intl.formatMessage(
    {
      id: "account.mute.days",
      defaultMessage: "{count, plural, one {# day} other {# days}}",
    },
    { count: seconds / 86400 },
  );
}
