import { useIntl } from "react-intl";
import { PagedList, pagingProps } from "../../components/PagedList";
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
  return (
    <PagedList
      label={intl.formatMessage({
        id: "account.tabs.posts",
        defaultMessage: "Posts",
      })}
      count={list.ids.length}
      {...pagingProps(request, list, {
        hasMore: list.nextOffset !== null,
        load: () => void dispatch(fetchTrendingStatuses({ more: true })),
      })}
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
