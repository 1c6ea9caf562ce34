import { useState, type ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Button } from "../../components/Button";
import { Row, RowActions, RowMain } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

export interface EditableRowProps {
  /** The row's name (its list item's label). */
  label?: string;
  /** False while the item is provisional: its actions wait for the server. */
  settled: boolean;
  /** The item's form in place of the row; `close` goes back to the row. */
  form: (close: () => void) => ReactNode;
  /** What the row shows of the item. */
  children: ReactNode;
  /** Actions before Edit. */
  actions?: ReactNode;
  /** The last action: what taking the item away is called, and doing it. */
  remove: { label: MessageDescriptor; onRemove: () => void };
}

/** One item of a staff section's list, edited in place or taken away. */
export function EditableRow({
  label,
  settled,
  form,
  children,
  actions,
  remove,
}: EditableRowProps) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return <Row aria-label={label}>{form(() => setEditing(false))}</Row>;
  return (
    <Row aria-label={label}>
      <RowMain>{children}</RowMain>
      <RowActions>
        {actions}
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={() => setEditing(true)}
        >
          <FormattedMessage {...sectionMessages.edit} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={remove.onRemove}
        >
          <FormattedMessage {...remove.label} />
        </Button>
      </RowActions>
    </Row>
  );
}
