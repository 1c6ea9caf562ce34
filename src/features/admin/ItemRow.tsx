import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Button } from "../../components/Button";
import { Row, RowActions, RowMain } from "./SectionList.styles";

export interface ItemRowProps {
  /** The row's name (its list item's label). */
  label?: string;
  /** Marks the row (e.g. the one a test matched). */
  current?: boolean;
  /** False while the item is provisional: its actions wait for the server. */
  settled: boolean;
  /** What the row shows of the item. */
  children: ReactNode;
  /** Actions before the last. */
  actions?: ReactNode;
  /** The last action: what taking the item away is called, and doing it. */
  remove: { label: MessageDescriptor; onRemove: () => void };
  /** Shown in place of the item and its actions (its form, while edited). */
  replacement?: ReactNode;
}

/** One item of a staff section's list: what it is, and its actions. */
export function ItemRow({
  label,
  current,
  settled,
  children,
  actions,
  remove,
  replacement,
}: ItemRowProps) {
  return (
    <Row aria-label={label} aria-current={current ? true : undefined}>
      {replacement ?? (
        <>
          <RowMain>{children}</RowMain>
          <RowActions>
            {actions}
            <Button
              size="sm"
              variant="secondary"
              disabled={!settled}
              onClick={remove.onRemove}
            >
              <FormattedMessage {...remove.label} />
            </Button>
          </RowActions>
        </>
      )}
    </Row>
  );
}
