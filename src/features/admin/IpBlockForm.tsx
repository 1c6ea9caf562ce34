import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { IpBlockParams } from "../../api/endpoints/adminBlocks";
import type { IpBlockSeverity } from "../../api/schemas/adminIpBlock";
import { sectionNames } from "./adminSections";
import { accountsMessages } from "./accountsMessages";
import { ipBlocksMessages as m } from "./ipBlocksMessages";
import { Field, Form, Input, Select } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

export const SEVERITY_ORDER: readonly IpBlockSeverity[] = [
  "sign_up_requires_approval",
  "sign_up_block",
  "no_access",
];

const DAY = 86_400;

/** Mastodon's own choices of how long a block lasts, as [amount, unit, seconds]. */
const DURATIONS = [
  [1, "day", DAY],
  [2, "week", 14 * DAY],
  [1, "month", 30 * DAY],
  [6, "month", 182 * DAY],
  [1, "year", 365 * DAY],
] as const;

/** A new IP block: an address or range, what it stops, for how long and why. */
export function IpBlockForm({
  onSubmit,
}: {
  onSubmit: (params: IpBlockParams) => void;
}) {
  const intl = useIntl();
  const [ip, setIp] = useState("");
  const [severity, setSeverity] = useState<IpBlockSeverity>("no_access");
  const [expiresIn, setExpiresIn] = useState(String(DURATIONS[3][2]));
  const [comment, setComment] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ip.trim()) return;
    onSubmit({
      ip: ip.trim(),
      severity,
      comment: comment.trim(),
      ...(expiresIn ? { expires_in: Number(expiresIn) } : {}),
    });
    setIp("");
    setComment("");
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={intl.formatMessage(sectionNames.ipBlocks)}
    >
      <Field>
        <FormattedMessage {...accountsMessages.ip} />
        <Input
          value={ip}
          required
          placeholder="192.0.2.0/24"
          onChange={(event) => setIp(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...sectionMessages.severity} />
        <Select
          value={severity}
          onChange={(event) =>
            setSeverity(
              SEVERITY_ORDER.find((s) => s === event.target.value) ??
                "no_access",
            )
          }
        >
          {SEVERITY_ORDER.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(m[value])}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...sectionMessages.expires} />
        <Select
          value={expiresIn}
          onChange={(event) => setExpiresIn(event.target.value)}
        >
          {DURATIONS.map(([amount, unit, seconds]) => (
            <option key={seconds} value={String(seconds)}>
              {intl.formatNumber(amount, {
                style: "unit",
                unit,
                unitDisplay: "long",
              })}
            </option>
          ))}
          <option value="">{intl.formatMessage(sectionMessages.never)}</option>
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...sectionMessages.comment} />
        <Input
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      <Button type="submit">
        <FormattedMessage {...sectionMessages.block} />
      </Button>
    </Form>
  );
}
