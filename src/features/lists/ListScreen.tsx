import { FormattedMessage, useIntl } from "react-intl";
import { listTimelineKey } from "../../store/keys";
import { selectListById } from "../../store/lists/selectors";
import { deleteList, fetchList } from "../../store/lists/thunks";
import { paths } from "../../utils/paths";
import { CollectionScreen } from "../../widgets/CollectionScreen";
import { ListEditDialog } from "./ListEditDialog";
import { ListFavouriteButton } from "./ListFavouriteButton";
import { listMessages } from "./listMessages";
import { ListMembers } from "./ListMembers";

/**
 * `/lists/:id`: the list's timeline, live over its stream with backfill as
 * home is, with the list's settings and members above it.
 */
export function ListScreen() {
  const intl = useIntl();
  return (
    <CollectionScreen
      fetchOne={fetchList}
      selectById={selectListById}
      errorText={
        <FormattedMessage
          id="lists.screen.error"
          defaultMessage="This list could not be loaded."
        />
      }
      timelineKey={listTimelineKey}
      emptyMessage={
        <FormattedMessage
          id="lists.timeline.empty"
          defaultMessage="No posts from this list's members yet. New posts from them appear here as they are written."
        />
      }
      leading={(list) => <ListFavouriteButton list={list} />}
      panelLabel={<FormattedMessage {...listMessages.members} />}
      panelOpen={() => false}
      panel={(list) => <ListMembers listId={list.id} />}
      actions={(list) => ({
        renameLabel: <FormattedMessage {...listMessages.edit} />,
        deleteLabel: <FormattedMessage {...listMessages.delete} />,
        buttonTexts: {
          rename: (
            <FormattedMessage id="status.more.edit" defaultMessage="Edit" />
          ),
          delete: (
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          ),
          deleteName: intl.formatMessage(listMessages.delete),
        },
        deleteQuestion: (
          <FormattedMessage
            id="lists.delete.confirm"
            defaultMessage="Delete the list “{title}”? Its members stay followed."
            values={{ title: list.title }}
          />
        ),
        renameDialog: (close) => <ListEditDialog list={list} onClose={close} />,
      })}
      remove={deleteList}
      indexPath={paths.lists()}
    />
  );
}
