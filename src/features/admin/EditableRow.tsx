import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { ItemRow, type ItemRowProps } from "./ItemRow";
import { sectionMessages } from "./sectionMessages";

export interface EditableRowProps extends Omit<ItemRowProps, "replacement"> {
  /** The item's form in place of the row; `close` goes back to the row. */
  form: (close: () => void) => ReactNode;
}

/** One item of a staff section's list, edited in place or taken away. */
export function EditableRow({ form, actions, ...row }: EditableRowProps) {
  const [editing, setEditing] = useState(false);
  return (
    <ItemRow
      {...row}
      replacement={editing ? form(() => setEditing(false)) : undefined}
      actions={
        <>
          {actions}
          <Button
            size="sm"
            variant="secondary"
            disabled={!row.settled}
            onClick={() => setEditing(true)}
          >
            <FormattedMessage {...sectionMessages.edit} />
          </Button>
        </>
      }
    />
  );
}
