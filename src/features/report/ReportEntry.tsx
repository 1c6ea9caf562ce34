import { FormattedMessage } from "react-intl";
import alertIcon from "../../components/icons/alert.svg";
import { MenuEntry } from "../../components/MenuEntry";
import { useAppDispatch } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import { messages } from "./reportMessages";

export interface ReportEntryProps {
  accountId: string;
  acct: string;
  /** From a post's menu: the post, checked in the dialog. */
  statusId?: string;
  /** Closes the menu. */
  onDone: () => void;
}

/** "Report @acct" in a post's or a profile's menu: opens the REPORT dialog. */
export function ReportEntry({
  accountId,
  acct,
  statusId,
  onDone,
}: ReportEntryProps) {
  const dispatch = useAppDispatch();
  return (
    <MenuEntry
      icon={alertIcon}
      onClick={() => {
        dispatch(
          modalOpened({
            type: "REPORT",
            props: { accountId, statusId: statusId ?? null },
          }),
        );
        onDone();
      }}
    >
      <FormattedMessage {...messages.title} values={{ acct }} />
    </MenuEntry>
  );
}
