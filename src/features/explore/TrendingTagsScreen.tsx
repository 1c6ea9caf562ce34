import { useIntl } from "react-intl";
import { PagedList, pagingProps } from "../../components/PagedList";
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
  return (
    <PagedList
      label={intl.formatMessage({
        id: "search.tab.hashtags",
        defaultMessage: "Hashtags",
      })}
      count={list.items.length}
      {...pagingProps(request, list, {
        hasMore: list.nextOffset !== null,
        load: () => void dispatch(fetchTrendingTags({ more: true })),
      })}
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
