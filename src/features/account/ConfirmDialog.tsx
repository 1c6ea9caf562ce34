import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Called once, before the dialog closes. */
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}

/** Asks before an action that is hard to undo (unfollow, block, remove a follower). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  danger = false,
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
          onClick={() => {
            onConfirm();
            onClose();
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
