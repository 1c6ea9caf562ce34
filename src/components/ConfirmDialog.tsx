import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Called once; then the dialog closes, unless `keepOpen`. */
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  /** The confirmed action waits for the server and closes the dialog itself. */
  keepOpen?: boolean;
  /** The confirm button spins (the action is on its way). */
  busy?: boolean;
}

/**
 * Asks before an action that is hard to undo (unfollow, block, remove a
 * follower, delete a post): the one confirmation dialog of the app.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  danger = false,
  keepOpen = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <div>{children}</div>
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage
            id="account.confirm.cancel"
            defaultMessage="Cancel"
          />
        </Button>
        <Button
          variant={danger ? "danger" : "primary"}
          loading={busy}
          onClick={() => {
            onConfirm();
            if (!keepOpen) onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogButtons>
    </Modal>
  );
}

/** The button row at the foot of a dialog. */
export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
