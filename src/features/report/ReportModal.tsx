import { useState } from "react";
import { useIntl } from "react-intl";
import { Modal } from "../../components/Modal";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { ReportForm } from "./ReportForm";
import { ReportSent } from "./ReportSent";
import { reportTitle } from "../../widgets/ReportEntry";

export interface ReportModalProps {
  accountId: string;
  /** The post the report was opened from, checked at first. */
  statusId?: string | null;
  onClose: () => void;
}

/**
 * Reporting an account (from its profile's menu) or a post (from its
 * menu): the form, then a confirmation offering to mute or block it.
 */
export function ReportModal({
  accountId,
  statusId,
  onClose,
}: ReportModalProps) {
  const intl = useIntl();
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  const [sent, setSent] = useState(false);
  if (!account) return null;
  const acct = account.acct;
  return (
    <Modal onClose={onClose} title={intl.formatMessage(reportTitle, { acct })}>
      {sent ? (
        <ReportSent accountId={accountId} acct={acct} onClose={onClose} />
      ) : (
        <ReportForm
          accountId={accountId}
          acct={acct}
          statusId={statusId ?? null}
          onSent={() => setSent(true)}
        />
      )}
    </Modal>
  );
}
