import { useIntl } from "react-intl";
import { Modal } from "../../components/Modal";
import { useAppSelector } from "../../store/hooks";
import { ComposeForm } from "./ComposeForm";
import { selectComposer } from "../../store/compose/selectors";

export interface ComposeModalProps {
  onClose: () => void;
}

/**
 * The modal composer (modal type COMPOSE, opened by `compose/opened`): a
 * reply, quote, edit or redraft. It closes once the post is sent; closing
 * it earlier keeps the draft.
 */
export function ComposeModal({ onClose }: ComposeModalProps) {
  const intl = useIntl();
  const { draft } = useAppSelector((state) => selectComposer(state, "modal"));
  const title = draft.editingId
    ? intl.formatMessage({
        id: "compose.modal.edit",
        defaultMessage: "Edit post",
      })
    : draft.scheduledId
      ? intl.formatMessage({
          id: "compose.modal.editScheduled",
          defaultMessage: "Edit scheduled post",
        })
      : draft.inReplyToId
        ? intl.formatMessage({
            id: "compose.modal.reply",
            defaultMessage: "Reply",
          })
        : intl.formatMessage({
            id: "compose.modal.new",
            defaultMessage: "New post",
          });
  return (
    <Modal title={title} onClose={onClose} size="md">
      <ComposeForm composerId="modal" focusOnMount onDone={onClose} />
    </Modal>
  );
}
