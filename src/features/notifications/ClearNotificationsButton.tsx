import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useAppDispatch } from "../../store/hooks";
import { clearNotifications } from "../../store/notifications/thunks";

const clearLabel = (
  <FormattedMessage
    id="notifications.screen.clear"
    defaultMessage="Clear all"
  />
);

/** "Clear all", after a confirmation: every notification goes, on the server too. */
export function ClearNotificationsButton() {
  const dispatch = useAppDispatch();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {clearLabel}
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={
            <FormattedMessage
              id="notifications.clear.title"
              defaultMessage="Clear all notifications?"
            />
          }
          confirmLabel={clearLabel}
          danger
          onConfirm={() => void dispatch(clearNotifications())}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage
            id="notifications.clear.body"
            defaultMessage="They are removed for good, on every device."
          />
        </ConfirmDialog>
      )}
    </>
  );
}
