import { useIntl } from "react-intl";
import { PagedList } from "../../components/PagedList";
import { selectTrendingStatuses } from "../../store/discovery/selectors";
import { fetchTrendingStatuses } from "../../store/discovery/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { StatusCard } from "../status/StatusCard";
import { NothingTrending } from "./NothingTrending";

/** `/explore`: the posts trending on the server, paged on. */
export function TrendingPostsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchTrendingStatuses, {});
  const list = useAppSelector(selectTrendingStatuses);
  useRetained({ statuses: list.ids });
  const done = request.phase === "done";
  return (
    <PagedList
      label={intl.formatMessage({
        id: "account.tabs.posts",
        defaultMessage: "Posts",
      })}
      phase={request.phase}
      onRetry={request.retry}
      failure={request.failure}
      count={list.ids.length}
      hasMore={list.nextOffset !== null}
      isLoadingMore={done && list.loading !== null}
      moreFailed={done && list.failure !== null}
      onLoadMore={() => void dispatch(fetchTrendingStatuses({ more: true }))}
      empty={<NothingTrending />}
      skeleton="status"
    >
      {list.ids.map((id) => (
        <li key={id}>
          <StatusCard id={id} showThread />
        </li>
      ))}
    </PagedList>
  );
}
