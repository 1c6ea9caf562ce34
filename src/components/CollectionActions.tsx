import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./Button";
import { ConfirmDialog } from "./ConfirmDialog";
import { TitleDialog } from "./TitleDialog";

export type CollectionActionsProps = {
  title: string;
  renameLabel: ReactNode;
  deleteLabel: ReactNode;
  /** The question the delete dialog asks. */
  deleteQuestion: ReactNode;
  onDelete: () => void;
} & (
  | {
      /** Renames; resolves to the server's refusal, or null. */
      onRename: (title: string) => Promise<string | null>;
      renameDialog?: undefined;
    }
  | {
      /**
       * The dialog "Rename" opens in place of the title alone (an
       * antenna's settings beside its title), closed with `onClose`.
       */
      renameDialog: (onClose: () => void) => ReactNode;
      onRename?: undefined;
    }
);

/** "Rename" and "Delete" of a circle or an antenna, each in a dialog. */
export function CollectionActions({
  title,
  renameLabel,
  deleteLabel,
  deleteQuestion,
  onRename,
  onDelete,
  renameDialog,
}: CollectionActionsProps) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setDialog("rename")}>
        {renameLabel}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog("delete")}>
        {deleteLabel}
      </Button>
      {dialog === "rename" &&
        (renameDialog ? (
          renameDialog(close)
        ) : (
          <TitleDialog
            heading={renameLabel}
            initial={title}
            onSave={onRename}
            onClose={close}
          />
        ))}
      {dialog === "delete" && (
        <ConfirmDialog
          danger
          title={deleteLabel}
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={close}
          onConfirm={onDelete}
        >
          {deleteQuestion}
        </ConfirmDialog>
      )}
    </>
  );
}
