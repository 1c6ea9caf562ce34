import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { AdminAccount } from "../../api/schemas/adminAccount";
import type { AccountModeration as Action } from "../../store/admin/accounts/capabilities";
import { moderateAccount } from "../../store/admin/accounts/thunks";
import { useAppDispatch } from "../../store/hooks";
import { moderationMessages } from "./accountsMessages";
import { RowActions } from "./SectionList.styles";

/** Each flag with the action that sets it and the one that lifts it. */
const PAIRS = [
  { flag: "disabled", on: "disable", off: "enable" },
  { flag: "silenced", on: "silence", off: "unsilence" },
  { flag: "sensitized", on: "sensitive", off: "unsensitive" },
  { flag: "suspended", on: "suspend", off: "unsuspend" },
] as const;

export interface AccountModerationProps {
  account: AdminAccount;
  offered: readonly Action[];
}

/**
 * What staff can do to the account here: for each state the server can
 * change, the button that changes it. Suspending asks first.
 */
export function AccountModeration({
  account,
  offered,
}: AccountModerationProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const act = (action: Action) =>
    void dispatch(moderateAccount[action]({ id: account.id }));
  const buttons = PAIRS.map(({ flag, on, off }) => ({
    action: account[flag] ? off : on,
    lifting: account[flag],
  })).filter(({ action }) => offered.includes(action));
  return (
    <RowActions>
      {buttons.map(({ action, lifting }) => (
        <Button
          key={action}
          size="sm"
          variant={
            lifting
              ? "secondary"
              : action === "suspend"
                ? "danger"
                : "secondary"
          }
          onClick={() =>
            action === "suspend" ? setConfirming(true) : act(action)
          }
        >
          <FormattedMessage {...moderationMessages[action]} />
        </Button>
      ))}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(moderationMessages.suspend)}
          confirmLabel={intl.formatMessage(moderationMessages.suspend)}
          danger
          onConfirm={() => act("suspend")}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage
            id="admin.accounts.suspendBody"
            defaultMessage="@{acct} will not be able to use the account, and other servers will be told to remove it."
            values={{ acct: account.nickname }}
          />
        </ConfirmDialog>
      )}
    </RowActions>
  );
}
