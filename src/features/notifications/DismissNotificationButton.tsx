import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import closeIcon from "../../components/icons/close.svg";
import { useAppDispatch } from "../../store/hooks";
import { dismissNotification } from "../../store/notifications/thunks";

export interface DismissNotificationButtonProps {
  groupKey: string;
}

/** The next row's dismiss button, else the previous row's: where focus goes when a row leaves. */
function neighbour(button: HTMLElement): HTMLElement | null {
  const row = button.closest("li");
  const next = row?.nextElementSibling ?? row?.previousElementSibling;
  return next?.querySelector<HTMLElement>("[data-dismiss]") ?? null;
}

/**
 * Takes one row (a group of notifications) off the list, on the server too;
 * the focus moves to the neighbouring row's button rather than to the page.
 */
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
      data-dismiss=""
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        neighbour(event.currentTarget)?.focus();
        void dispatch(dismissNotification({ key: groupKey }));
      }}
    />
  );
}

/** In the row's top corner, above the row's own content. */
const Corner = styled(IconButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
`;
