import { defineMessage, FormattedMessage } from "react-intl";
import alertIcon from "../components/icons/alert.svg";
import { MenuEntry } from "../components/MenuEntry";
import { useAppDispatch } from "../store/hooks";
import { modalOpened } from "../store/modals/slice";

/** The entry's label, and the title of the dialog it opens. */
export const reportTitle = defineMessage({
  id: "report.title",
  defaultMessage: "Report @{acct}",
});

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
      <FormattedMessage {...reportTitle} values={{ acct }} />
    </MenuEntry>
  );
}
