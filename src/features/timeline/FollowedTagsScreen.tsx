import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { PagedList, pagingProps } from "../../components/PagedList";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  selectFollowedTags,
  selectHashtag,
} from "../../store/hashtags/selectors";
import { fetchFollowedTags } from "../../store/hashtags/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { HashtagFollowToggle } from "./HashtagFollowToggle";
import { TagRow } from "../../components/TagRow";

/**
 * `/followed_tags`: the hashtags the viewer follows (where
 * `followedHashtagsList`), each unfollowed in place, and followed again.
 */
export function FollowedTagsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage({
    id: "timeline.followedTags.title",
    defaultMessage: "Followed hashtags",
  });
  useDocumentTitle(title);
  const request = useRequest(fetchFollowedTags, {});
  const list = useAppSelector(selectFollowedTags);
  return (
    <Column>
      <ColumnHeader title={title} />
      <PagedList
        label={title}
        count={list.names.length}
        {...pagingProps(request, list, {
          hasMore: list.next !== null,
          load: () => void dispatch(fetchFollowedTags({ more: true })),
        })}
        empty={
          <FormattedMessage
            id="timeline.followedTags.empty"
            defaultMessage="You do not follow any hashtags yet."
          />
        }
        skeleton="hashtag"
      >
        {list.names.map((name) => (
          <li key={name}>
            <FollowedTag name={name} />
          </li>
        ))}
      </PagedList>
    </Column>
  );
}

function FollowedTag({ name }: { name: string }) {
  const tag = useAppSelector((state) => selectHashtag(state, name));
  return (
    <TagRow
      name={tag?.name ?? name}
      history={tag?.history ?? []}
      action={(describedBy) => (
        <HashtagFollowToggle name={name} describedBy={describedBy} />
      )}
    />
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
