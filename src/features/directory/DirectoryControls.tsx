import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { DirectoryOrder } from "../../api/endpoints/directory";

/** Sort options in the spec's order (spec 01 section 3). */
const ORDERS: readonly DirectoryOrder[] = [
  "active",
  "new",
  "name",
  "statuses_count",
];

const orderLabels = defineMessages({
  active: { id: "directory.order.active", defaultMessage: "Recently active" },
  new: { id: "directory.order.new", defaultMessage: "Newest" },
  name: { id: "directory.order.name", defaultMessage: "Alphabetically" },
  statuses_count: {
    id: "directory.order.statusesCount",
    defaultMessage: "Posts count",
  },
});

function isOrder(value: string): value is DirectoryOrder {
  return (ORDERS as readonly string[]).includes(value);
}

export interface DirectoryControlsProps {
  order: DirectoryOrder;
  local: boolean;
  onOrderChange: (order: DirectoryOrder) => void;
  onLocalChange: (local: boolean) => void;
}

/** The directory's sort order and its "this server only" switch. */
export function DirectoryControls({
  order,
  local,
  onOrderChange,
  onLocalChange,
}: DirectoryControlsProps) {
  const intl = useIntl();
  return (
    <Controls>
      <Field>
        <FormattedMessage id="directory.order.label" defaultMessage="Sort by" />
        <Select
          value={order}
          onChange={(event) => {
            if (isOrder(event.target.value)) onOrderChange(event.target.value);
          }}
        >
          {ORDERS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(orderLabels[value])}
            </option>
          ))}
        </Select>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={local}
          onChange={(event) => onLocalChange(event.target.checked)}
        />
        <FormattedMessage
          id="directory.local.label"
          defaultMessage="This server only"
        />
      </Check>
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Select = styled.select`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
