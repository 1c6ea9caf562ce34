import { useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import closeIcon from "../../components/icons/close.svg";
import { useAppDispatch } from "../../store/hooks";
import { dismissNotification } from "../../store/notifications/thunks";

export interface DismissNotificationButtonProps {
  groupKey: string;
}

/** Takes one row (a group of notifications) off the list, on the server too. */
export function DismissNotificationButton({
  groupKey,
}: DismissNotificationButtonProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Corner
      src={closeIcon}
      iconSize={16}
      label={intl.formatMessage({
        id: "notifications.row.dismiss",
        defaultMessage: "Dismiss notification",
      })}
      onClick={() => void dispatch(dismissNotification({ key: groupKey }))}
    />
  );
}

/** In the row's top corner, above the row's own content. */
const Corner = styled(IconButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
`;
