import { useEffect, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { DirectoryOrder } from "../../api/endpoints/directory";
import { Skeleton } from "../../components/Skeleton";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectIsVisitor } from "../../store/session/selectors";
import { selectDirectoryList } from "../../store/directory/selectors";
import { directoryKey, fetchDirectory } from "../../store/directory/thunks";
import { FailureMessage } from "../../components/FailureMessage";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { DirectoryControls } from "./DirectoryControls";
import { DirectoryList } from "./DirectoryList";
import { SidePanel } from "../../components/SidePanel";

export interface DirectoryPanelProps {
  /** Placement under the search box: five people at first, counts instead of bios. */
  compact?: boolean;
}

/**
 * The people directory for a sidebar. Rendered only when the server
 * advertises the extended API (spec 01 section 2); otherwise nothing.
 */
export function DirectoryPanel({ compact = false }: DirectoryPanelProps) {
  const enabled = useAppSelector((state) => state.instance.features.directory);
  return enabled ? <Directory compact={compact} /> : null;
}

const NONE: readonly string[] = [];

function Directory({ compact }: { compact: boolean }) {
  const dispatch = useAppDispatch();
  const [order, setOrder] = useState<DirectoryOrder>("active");
  const [local, setLocal] = useState(false);
  const query = useMemo(() => ({ order, local }), [order, local]);
  const list = useAppSelector((state) =>
    selectDirectoryList(state, directoryKey(query)),
  );
  const isVisitor = useAppSelector(selectIsVisitor);
  const items = list?.items ?? NONE;
  useRetained({ accounts: items });
  useEffect(() => {
    void dispatch(fetchDirectory({ query }));
  }, [dispatch, query]);
  const load = (more: boolean) =>
    void dispatch(fetchDirectory({ query, more }));

  let body;
  if (list && items.length > 0) {
    body = (
      <DirectoryList
        // A new order or scope starts again from the first rows.
        key={directoryKey(query)}
        items={items}
        hasMore={list.hasMore}
        isLoading={list.isLoading}
        compact={compact}
        onLoadMore={() => load(true)}
      />
    );
  } else if (list?.error && !list.isLoading) {
    body = (
      <FailureMessage
        isVisitor={isVisitor}
        failure={list.error}
        subject="directory"
        onRetry={() => load(false)}
      >
        <FormattedMessage
          id="directory.error.message"
          defaultMessage="The directory could not be loaded."
        />
      </FailureMessage>
    );
  } else if (list?.fetchedAt != null && !list.isLoading) {
    body = (
      <Message>
        <FormattedMessage
          id="directory.empty.message"
          defaultMessage="No one to show here."
        />
      </Message>
    );
  } else {
    body = <Skeleton variant="account" rows={4} />;
  }

  return (
    <SidePanel
      title={
        <FormattedMessage id="directory.panel.title" defaultMessage="People" />
      }
    >
      <DirectoryControls
        order={order}
        local={local}
        onOrderChange={setOrder}
        onLocalChange={setLocal}
      />
      {body}
    </SidePanel>
  );
}
