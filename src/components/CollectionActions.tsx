import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./Button";
import { ConfirmDialog } from "./ConfirmDialog";
import { TitleDialog } from "./TitleDialog";

export type CollectionActionsProps = {
  title: string;
  onDelete: () => void;
} & CollectionEditing;

/** What a collection's rename and delete say and do. */
export type CollectionEditing = {
  renameLabel: ReactNode;
  deleteLabel: ReactNode;
  /** The question the delete dialog asks. */
  deleteQuestion: ReactNode;
  /**
   * Shorter words on the buttons than the dialogs' headings (a list's
   * "Edit" and "Delete"); the delete button is still named `deleteName`.
   */
  buttonTexts?: { rename: ReactNode; delete: ReactNode; deleteName: string };
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

/** "Rename" and "Delete" of a list, a circle or an antenna, each in a dialog. */
export function CollectionActions({
  title,
  renameLabel,
  deleteLabel,
  deleteQuestion,
  buttonTexts,
  onRename,
  onDelete,
  renameDialog,
}: CollectionActionsProps) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setDialog("rename")}>
        {buttonTexts?.rename ?? renameLabel}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={buttonTexts?.deleteName}
        onClick={() => setDialog("delete")}
      >
        {buttonTexts?.delete ?? deleteLabel}
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
