import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAppDispatch } from "../../store/hooks";
import { deleteStatus } from "../../store/statuses/thunks";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useOpenCompose } from "../../store/compose/useOpenCompose";

export type DeleteMode = "delete" | "redraft";

export interface ConfirmDeleteModalProps {
  statusId: string;
  mode: DeleteMode;
  onClose: () => void;
}

/**
 * Asks before deleting one's post. A plain delete closes at once (the post
 * is hidden until the server answers, and comes back with a notice if it
 * refuses); delete and redraft waits for the post's text and media, then
 * opens the composer with them.
 */
export function ConfirmDeleteModal({
  statusId,
  mode,
  onClose,
}: ConfirmDeleteModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openCompose = useOpenCompose();
  const [busy, setBusy] = useState(false);
  const redraft = mode === "redraft";
  const confirm = () => {
    const request = dispatch(deleteStatus({ id: statusId, redraft }));
    if (!redraft) return;
    setBusy(true);
    void request.then((action) => {
      setBusy(false);
      if (!deleteStatus.fulfilled.match(action)) return;
      // Closed first: the composer then keeps the focus the dialog gives back.
      onClose();
      const { draft } = action.payload;
      if (draft) openCompose({ draft });
    });
  };
  return (
    <ConfirmDialog
      danger
      keepOpen={redraft}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
      title={
        redraft
          ? intl.formatMessage({
              id: "status.delete.redraftTitle",
              defaultMessage: "Delete and redraft?",
            })
          : intl.formatMessage({
              id: "status.delete.title",
              defaultMessage: "Delete this post?",
            })
      }
      confirmLabel={
        redraft ? (
          <FormattedMessage
            id="status.delete.confirmRedraft"
            defaultMessage="Delete and redraft"
          />
        ) : (
          <FormattedMessage
            id="status.delete.confirm"
            defaultMessage="Delete"
          />
        )
      }
    >
      <p>
        {redraft ? (
          <FormattedMessage
            id="status.delete.redraftBody"
            defaultMessage="The post is deleted and its text comes back in the composer. Likes and boosts are lost, and replies lose their parent."
          />
        ) : (
          <FormattedMessage
            id="status.delete.body"
            defaultMessage="This cannot be undone."
          />
        )}
      </p>
    </ConfirmDialog>
  );
}
