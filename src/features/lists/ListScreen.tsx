import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { CollectionPending, Column } from "../../components/CollectionIndex";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { listTimelineKey } from "../../store/keys";
import type { StoredList } from "../../store/lists/normalize";
import { selectListById } from "../../store/lists/selectors";
import { deleteList, fetchList } from "../../store/lists/thunks";
import { selectIsVisitor } from "../../store/session/selectors";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { Timeline } from "../../widgets/timeline/Timeline";
import { ListEditDialog } from "./ListEditDialog";
import { ListFavouriteButton } from "./ListFavouriteButton";
import { listMessages } from "./listMessages";
import { ListMembers } from "./ListMembers";

/**
 * `/lists/:id`: the list's timeline, live over its stream with backfill as
 * home is, with the list's settings and members above it.
 */
export function ListScreen() {
  const { id = "" } = useParams();
  const isVisitor = useAppSelector(selectIsVisitor);
  const { phase, failure, retry } = useRequest(fetchList, { id });
  const list = useAppSelector((state) => selectListById(state, id));
  useDocumentTitle(list?.title ?? null);
  if (!list) {
    return (
      <CollectionPending
        failure={phase === "failed" ? failure : null}
        isVisitor={isVisitor}
        onRetry={retry}
        errorText={
          <FormattedMessage
            id="lists.screen.error"
            defaultMessage="This list could not be loaded."
          />
        }
      />
    );
  }
  return <LoadedList list={list} />;
}

function LoadedList({ list }: { list: StoredList }) {
  const [showMembers, setShowMembers] = useState(false);
  return (
    <Column>
      <Timeline
        key={list.id}
        timelineKey={listTimelineKey(list.id)}
        label={list.title}
        header={
          <ColumnHeader title={list.title}>
            <ListFavouriteButton list={list} />
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={showMembers}
              onClick={() => setShowMembers(!showMembers)}
            >
              <FormattedMessage {...listMessages.members} />
            </Button>
            <ListActions list={list} />
          </ColumnHeader>
        }
        prepend={showMembers && <ListMembers listId={list.id} />}
        emptyMessage={
          <FormattedMessage
            id="lists.timeline.empty"
            defaultMessage="No posts from this list's members yet. New posts from them appear here as they are written."
          />
        }
      />
    </Column>
  );
}

/** Edit (title, replies, exclusive) and delete, each in a dialog. */
function ListActions({ list }: { list: StoredList }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setDialog("edit")}>
        <FormattedMessage id="status.more.edit" defaultMessage="Edit" />
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={intl.formatMessage(listMessages.delete)}
        onClick={() => setDialog("delete")}
      >
        <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
      </Button>
      {dialog === "edit" && <ListEditDialog list={list} onClose={close} />}
      {dialog === "delete" && (
        <ConfirmDialog
          danger
          title={<FormattedMessage {...listMessages.delete} />}
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={close}
          onConfirm={() => {
            void dispatch(deleteList({ id: list.id }));
            void navigate(paths.lists());
          }}
        >
          <FormattedMessage
            id="lists.delete.confirm"
            defaultMessage="Delete the list “{title}”? Its members stay followed."
            values={{ title: list.title }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
