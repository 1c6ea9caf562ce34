import { useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { AsyncThunk } from "@reduxjs/toolkit";
import { Button } from "../components/Button";
import {
  CollectionActions,
  type CollectionEditing,
} from "../components/CollectionActions";
import { CollectionPending, Column } from "../components/CollectionIndex";
import { ColumnHeader } from "../components/ColumnHeader";
import { useDocumentTitle } from "../components/useDocumentTitle";
import {
  useAppDispatch,
  useAppSelector,
  type AppThunkConfig,
} from "../store/hooks";
import type { Normalized } from "../store/normalize";
import type { RootState } from "../store/rootReducer";
import { selectIsVisitor } from "../store/session/selectors";
import { useRequest } from "../store/useRequest";
import { Timeline } from "./timeline/Timeline";

type IdThunk<R> = AsyncThunk<R, { id: string }, AppThunkConfig>;

interface Titled {
  id: string;
  title: string;
}

export interface CollectionScreenProps<T extends Titled> {
  /** Loads the collection for its page; its failure is said in place. */
  fetchOne: IdThunk<Normalized<string>>;
  selectById: (state: RootState, id: string) => T | undefined;
  /** The screen's own "could not be loaded" text. */
  errorText: ReactNode;
  timelineKey: (id: string) => string;
  /** What the timeline says while it has no posts. */
  emptyMessage: ReactNode;
  /** The button that shows or hides the panel above the posts. */
  panelLabel: ReactNode;
  /** Whether the panel is open when the collection first shows. */
  panelOpen: (item: T) => boolean;
  panel: (item: T) => ReactNode;
  /** Buttons before the panel's (a list's star). */
  leading?: (item: T) => ReactNode;
  /** Rename and delete (CollectionActions), deletion by `remove`. */
  actions: (item: T) => CollectionEditing;
  remove: IdThunk<{ id: string }>;
  /** Where deleting the collection leads (its index). */
  indexPath: string;
}

/**
 * `/lists/:id`, `/circles/:id`, `/antennas/:id`: the collection's timeline
 * under its title, with a panel (members, rules) that opens above the
 * posts, rename and delete.
 */
export function CollectionScreen<T extends Titled>(
  props: CollectionScreenProps<T>,
) {
  const { id = "" } = useParams();
  const isVisitor = useAppSelector(selectIsVisitor);
  const { phase, failure, retry } = useRequest<
    Normalized<string>,
    { id: string }
  >(props.fetchOne, { id });
  const item = useAppSelector((state) => props.selectById(state, id));
  useDocumentTitle(item?.title ?? null);
  if (item) return <LoadedCollection key={item.id} item={item} {...props} />;
  return (
    <CollectionPending
      failure={phase === "failed" ? failure : null}
      isVisitor={isVisitor}
      onRetry={retry}
      errorText={props.errorText}
    />
  );
}

function LoadedCollection<T extends Titled>({
  item,
  timelineKey,
  emptyMessage,
  panelLabel,
  panelOpen,
  panel,
  leading,
  actions,
  remove,
  indexPath,
}: CollectionScreenProps<T> & { item: T }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [showPanel, setShowPanel] = useState(() => panelOpen(item));
  return (
    <Column>
      <Timeline
        timelineKey={timelineKey(item.id)}
        label={item.title}
        header={
          <ColumnHeader title={item.title}>
            {leading?.(item)}
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={showPanel}
              onClick={() => setShowPanel(!showPanel)}
            >
              {panelLabel}
            </Button>
            <CollectionActions
              title={item.title}
              {...actions(item)}
              onDelete={() => {
                void dispatch(remove({ id: item.id }));
                void navigate(indexPath);
              }}
            />
          </ColumnHeader>
        }
        prepend={showPanel && panel(item)}
        emptyMessage={emptyMessage}
      />
    </Column>
  );
}
