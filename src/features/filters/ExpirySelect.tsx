import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { durationLabel } from "../../components/durationLabel";
import { Column, Select } from "./FilterEditor.styles";
import { filterMessages } from "./filterMessages";

/** Lengths offered (seconds): 30 minutes to a week. */
const LENGTHS = [1800, 3600, 21600, 43200, 86400, 604800] as const;

/** "keep" (the expiry the filter has), "never", or a length in seconds. */
export type Expiry = "keep" | "never" | `${number}`;

/** What the server is sent: seconds from now, or null for never. */
export function expiresIn(
  expiry: Expiry,
  current: string | null,
): number | null {
  if (expiry === "never") return null;
  if (expiry === "keep") {
    if (current === null) return null;
    return Math.max(1, Math.round((Date.parse(current) - Date.now()) / 1000));
  }
  return Number(expiry);
}

export interface ExpirySelectProps {
  value: Expiry;
  /** The filter's expiry, offered as it is; null for a new filter or none. */
  current: string | null;
  onChange: (value: Expiry) => void;
}

/** When the filter stops: as it is, never, or after a length of time. */
export function ExpirySelect({ value, current, onChange }: ExpirySelectProps) {
  const intl = useIntl();
  const id = useId();
  const options: { value: Expiry; label: string }[] = [
    ...(current !== null
      ? [
          {
            value: "keep" as const,
            label: intl.formatDate(current, {
              dateStyle: "medium",
              timeStyle: "short",
            }),
          },
        ]
      : []),
    { value: "never", label: intl.formatMessage(filterMessages.never) },
    ...LENGTHS.map((seconds) => ({
      value: `${seconds}` as const,
      label: durationLabel(intl, seconds),
    })),
  ];
  return (
    <Column>
      <label htmlFor={id}>
        <FormattedMessage {...filterMessages.expires} />
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(
            options.find((o) => o.value === event.target.value)?.value ??
              "never",
          )
        }
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Column>
  );
}
