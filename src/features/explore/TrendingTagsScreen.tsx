import { useIntl } from "react-intl";
import { PagedList } from "../../components/PagedList";
import { selectTrendingTags } from "../../store/discovery/selectors";
import { fetchTrendingTags } from "../../store/discovery/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { TagRow } from "../../components/TagRow";
import { NothingTrending } from "./NothingTrending";

/** `/explore/tags`: trending hashtags, each with its week of use. */
export function TrendingTagsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchTrendingTags, {});
  const list = useAppSelector(selectTrendingTags);
  const done = request.phase === "done";
  return (
    <PagedList
      label={intl.formatMessage({
        id: "search.tab.hashtags",
        defaultMessage: "Hashtags",
      })}
      phase={request.phase}
      onRetry={request.retry}
      failure={request.failure}
      count={list.items.length}
      hasMore={list.nextOffset !== null}
      isLoadingMore={done && list.loading !== null}
      moreFailed={done && list.failure !== null}
      onLoadMore={() => void dispatch(fetchTrendingTags({ more: true }))}
      empty={<NothingTrending />}
      skeleton="hashtag"
    >
      {list.items.map((tag) => (
        <li key={tag.name}>
          <TagRow name={tag.name} history={tag.history} />
        </li>
      ))}
    </PagedList>
  );
}
