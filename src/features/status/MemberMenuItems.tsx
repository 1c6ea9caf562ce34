import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import bookmarkIcon from "../../components/icons/bookmark.svg";
import editIcon from "../../components/icons/edit.svg";
import eyeOffIcon from "../../components/icons/eye-off.svg";
import eyeIcon from "../../components/icons/eye.svg";
import starIcon from "../../components/icons/star.svg";
import trashIcon from "../../components/icons/trash.svg";
import { MenuEntry } from "../../components/MenuEntry";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { modalOpened } from "../../store/modals/slice";
import { fetchRelationships } from "../../store/accounts/thunks";
import { loadStatusForEdit } from "../../store/compose/thunks";
import {
  muteStatusConversation,
  pinStatus,
  unmuteStatusConversation,
  unpinStatus,
} from "../../store/statuses/interactions";
import { MuteBlockEntries } from "../../widgets/MuteBlockEntries";
import { ReportEntry } from "../../widgets/ReportEntry";
import { useOpenCompose } from "../../store/compose/useOpenCompose";
import type { DeleteMode } from "./ConfirmDeleteModal";

/** The dialogs an entry opens: delete the post, or mute or block its author. */
export type PostDialog = DeleteMode | "mute" | "block";

export interface MemberMenuItemsProps {
  status: StoredStatus;
  /** Called after an item ran (the menu closes). */
  onDone: () => void;
  onDialog: (dialog: PostDialog) => void;
}

const PINNABLE = new Set(["public", "unlisted", "private"]);

/**
 * The signed-in reader's entries: on their own posts pin, edit, delete and
 * delete-and-redraft; muting the conversation of a post they wrote or are
 * mentioned in; on others' posts muting and blocking the author, as on the
 * author's profile.
 */
export function MemberMenuItems({
  status,
  onDone,
  onDialog,
}: MemberMenuItemsProps) {
  const dispatch = useAppDispatch();
  const openCompose = useOpenCompose();
  const me = useAppSelector((state) => state.session.me);
  const canEdit = useAppSelector(
    (state) => state.instance.features.editStatuses,
  );
  const hasFolders = useAppSelector((state) =>
    selectSupports(state, "bookmarkFolders"),
  );
  // "Filter this post" names the post in a filter: v2 filters only.
  const canFilter = useAppSelector((state) =>
    selectSupports(state, "filtersV2"),
  );
  const author = useAppSelector((state) =>
    selectAccountById(state, status.account_id),
  );
  const own = me !== null && status.account_id === me;
  const involved = own || status.mentions.some((m) => m.id === me);
  const { id } = status;
  // Whether the author is muted or blocked already decides the entries.
  useEffect(() => {
    if (!own) void dispatch(fetchRelationships({ ids: [status.account_id] }));
  }, [own, status.account_id, dispatch]);
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
      {hasFolders && (
        <MenuEntry
          icon={bookmarkIcon}
          onClick={act(() =>
            dispatch(
              modalOpened({ type: "BOOKMARK_FOLDER", props: { statusId: id } }),
            ),
          )}
        >
          <FormattedMessage
            id="status.more.bookmarkFolder"
            defaultMessage="Bookmark folder"
          />
        </MenuEntry>
      )}
      {own && PINNABLE.has(status.visibility) && (
        <MenuEntry
          icon={starIcon}
          onClick={act(
            () =>
              void dispatch((status.pinned ? unpinStatus : pinStatus)({ id })),
          )}
        >
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
        </MenuEntry>
      )}
      {involved && (
        <MenuEntry
          icon={eyeOffIcon}
          onClick={act(
            () =>
              void dispatch(
                (status.muted
                  ? unmuteStatusConversation
                  : muteStatusConversation)({ id }),
              ),
          )}
        >
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
        </MenuEntry>
      )}
      {own && canEdit && (
        <MenuEntry icon={editIcon} onClick={edit}>
          <FormattedMessage id="status.more.edit" defaultMessage="Edit" />
        </MenuEntry>
      )}
      {own && (
        <>
          <MenuEntry icon={trashIcon} onClick={() => onDialog("delete")}>
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          </MenuEntry>
          <MenuEntry icon={editIcon} onClick={() => onDialog("redraft")}>
            <FormattedMessage
              id="status.more.redraft"
              defaultMessage="Delete and redraft"
            />
          </MenuEntry>
        </>
      )}
      {!own && canFilter && (
        <MenuEntry
          icon={eyeIcon}
          onClick={act(() =>
            dispatch(
              modalOpened({ type: "FILTER_STATUS", props: { statusId: id } }),
            ),
          )}
        >
          <FormattedMessage
            id="status.more.filter"
            defaultMessage="Filter this post"
          />
        </MenuEntry>
      )}
      {!own && author && (
        <ReportEntry
          accountId={author.id}
          acct={author.acct}
          statusId={id}
          onDone={onDone}
        />
      )}
      {!own && author && (
        <MuteBlockEntries
          accountId={author.id}
          acct={author.acct}
          onDialog={onDialog}
          onDone={onDone}
        />
      )}
    </>
  );
}
