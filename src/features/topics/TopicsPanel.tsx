import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Skeleton } from "../../components/Skeleton";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectTopicList } from "../../store/topics/selectors";
import { fetchTopics, topicsKey } from "../../store/topics/thunks";
import { paths } from "../../utils/paths";
import { SidePanel } from "../../components/SidePanel";
import { Message } from "../../components/Message";
import { hashtagText } from "../../utils/hashtagText";

/**
 * The server's hashtag topics for a sidebar: up to 20 tags with their use
 * counts. Rendered only when the server advertises the extended API.
 */
export function TopicsPanel() {
  const enabled = useAppSelector((state) => state.instance.features.topics);
  return enabled ? <Topics /> : null;
}

function Topics() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) =>
    selectTopicList(state, topicsKey(null)),
  );
  useEffect(() => {
    void dispatch(fetchTopics());
  }, [dispatch]);

  let body;
  if (list && list.items.length > 0) {
    body = (
      <List>
        {list.items.map((topic) => (
          <li key={topic.name}>
            <Topic to={paths.tag(topic.name)}>
              <Name>{hashtagText(topic.preferred_name)}</Name>
              <Count>
                <FormattedMessage
                  id="topics.topic.uses"
                  defaultMessage="{count, plural, one {# post} other {# posts}}"
                  values={{ count: topic.use_count }}
                />
              </Count>
            </Topic>
          </li>
        ))}
      </List>
    );
  } else if (list?.error && !list.isLoading) {
    body = (
      <Message
        onRetry={() => void dispatch(fetchTopics())}
        failure={list.error}
      >
        <FormattedMessage
          id="topics.error.message"
          defaultMessage="Topics could not be loaded."
        />
      </Message>
    );
  } else if (list?.fetchedAt != null && !list.isLoading) {
    body = (
      <Message>
        <FormattedMessage
          id="topics.empty.message"
          defaultMessage="No topics yet."
        />
      </Message>
    );
  } else {
    body = <Skeleton variant="hashtag" rows={4} />;
  }
  return (
    <SidePanel
      title={
        <FormattedMessage id="topics.panel.title" defaultMessage="Topics" />
      }
    >
      {body}
    </SidePanel>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
`;

const Topic = styled(Link)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
