import { FormattedMessage } from "react-intl";
import { Icon } from "../../components/Icon";
import editIcon from "../../components/icons/edit.svg";
import eyeOffIcon from "../../components/icons/eye-off.svg";
import starIcon from "../../components/icons/star.svg";
import trashIcon from "../../components/icons/trash.svg";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { loadStatusForEdit } from "../../store/thunks/compose";
import {
  muteStatusConversation,
  pinStatus,
  unmuteStatusConversation,
  unpinStatus,
} from "../../store/thunks/interactions";
import { useOpenCompose } from "../compose/useOpenCompose";
import { MenuItem as Item } from "./StatusMenu.styles";

export type DeleteMode = "delete" | "redraft";

export interface MemberMenuItemsProps {
  status: StoredStatus;
  /** Called after an item ran (the menu closes). */
  onDone: () => void;
  onDelete: (mode: DeleteMode) => void;
}

const PINNABLE = new Set(["public", "unlisted", "private"]);

/**
 * The signed-in reader's entries: on their own posts pin, edit, delete and
 * delete-and-redraft; muting the conversation of a post they wrote or are
 * mentioned in.
 */
export function MemberMenuItems({
  status,
  onDone,
  onDelete,
}: MemberMenuItemsProps) {
  const dispatch = useAppDispatch();
  const openCompose = useOpenCompose();
  const me = useAppSelector((state) => state.session.me);
  const canEdit = useAppSelector(
    (state) => state.instance.features.editStatuses,
  );
  const own = me !== null && status.account_id === me;
  const involved = own || status.mentions.some((m) => m.id === me);
  const { id } = status;
  const act = (run: () => void) => () => {
    run();
    onDone();
  };
  const edit = act(() => {
    void dispatch(loadStatusForEdit({ id })).then((action) => {
      if (loadStatusForEdit.fulfilled.match(action)) {
        openCompose({ draft: action.payload.draft });
      }
    });
  });
  return (
    <>
      {own && PINNABLE.has(status.visibility) && (
        <li>
          <Item
            type="button"
            onClick={act(
              () =>
                void dispatch(
                  (status.pinned ? unpinStatus : pinStatus)({ id }),
                ),
            )}
          >
            <Icon src={starIcon} size={16} />
            {status.pinned ? (
              <FormattedMessage
                id="status.more.unpin"
                defaultMessage="Unpin from profile"
              />
            ) : (
              <FormattedMessage
                id="status.more.pin"
                defaultMessage="Pin on profile"
              />
            )}
          </Item>
        </li>
      )}
      {involved && (
        <li>
          <Item
            type="button"
            onClick={act(
              () =>
                void dispatch(
                  (status.muted
                    ? unmuteStatusConversation
                    : muteStatusConversation)({ id }),
                ),
            )}
          >
            <Icon src={eyeOffIcon} size={16} />
            {status.muted ? (
              <FormattedMessage
                id="status.more.unmute"
                defaultMessage="Unmute conversation"
              />
            ) : (
              <FormattedMessage
                id="status.more.mute"
                defaultMessage="Mute conversation"
              />
            )}
          </Item>
        </li>
      )}
      {own && canEdit && (
        <li>
          <Item type="button" onClick={edit}>
            <Icon src={editIcon} size={16} />
            <FormattedMessage id="status.more.edit" defaultMessage="Edit" />
          </Item>
        </li>
      )}
      {own && (
        <>
          <li>
            <Item type="button" onClick={act(() => onDelete("delete"))}>
              <Icon src={trashIcon} size={16} />
              <FormattedMessage
                id="status.more.delete"
                defaultMessage="Delete"
              />
            </Item>
          </li>
          <li>
            <Item type="button" onClick={act(() => onDelete("redraft"))}>
              <Icon src={editIcon} size={16} />
              <FormattedMessage
                id="status.more.redraft"
                defaultMessage="Delete and redraft"
              />
            </Item>
          </li>
        </>
      )}
    </>
  );
}
