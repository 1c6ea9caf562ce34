import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { AccountCapabilities } from "../../store/admin/accounts/capabilities";
import type { AccountsFilters } from "./accountsFilters";
import { accountsMessages as m } from "./accountsMessages";
import { Field, Form, Input, Select } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

export interface AccountsFilterBarProps {
  filters: AccountsFilters;
  can: AccountCapabilities;
  onChange: (filters: AccountsFilters) => void;
}

/** Search and filters of the accounts list: a choice applies at once, text on Search. */
export function AccountsFilterBar({
  filters,
  can,
  onChange,
}: AccountsFilterBarProps) {
  const intl = useIntl();
  const [q, setQ] = useState(filters.q);
  const [by, setBy] = useState(filters.by);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim(), by });
  };
  const all = intl.formatMessage(sectionMessages.all);
  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <FormattedMessage {...m.searchLabel} />
        <Input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...m.searchBy} />
        <Select
          value={by}
          onChange={(event) =>
            setBy(
              can.searchFields.find((f) => f === event.target.value) ??
                "username",
            )
          }
        >
          {can.searchFields.map((field) => (
            <option key={field} value={field}>
              {intl.formatMessage(
                field === "email" ? sectionMessages.email : m[field],
              )}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">
        <FormattedMessage {...sectionMessages.search} />
      </Button>
      <Field>
        <FormattedMessage {...m.origin} />
        <Select
          value={filters.origin ?? ""}
          onChange={(event) =>
            onChange({
              ...filters,
              origin:
                event.target.value === "local" ||
                event.target.value === "remote"
                  ? event.target.value
                  : undefined,
            })
          }
        >
          <option value="">{all}</option>
          <option value="local">{intl.formatMessage(m.local)}</option>
          <option value="remote">{intl.formatMessage(m.remote)}</option>
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...m.status} />
        <Select
          value={filters.status ?? ""}
          onChange={(event) =>
            onChange({
              ...filters,
              status: can.statusFilters.find((s) => s === event.target.value),
            })
          }
        >
          <option value="">{all}</option>
          {can.statusFilters.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(m[status])}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...m.role} />
        <Select
          value={filters.role ?? ""}
          onChange={(event) =>
            onChange({
              ...filters,
              role: can.staffFilters.find((r) => r === event.target.value),
            })
          }
        >
          <option value="">{all}</option>
          {can.staffFilters.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage(m[role])}
            </option>
          ))}
        </Select>
      </Field>
    </Form>
  );
}
