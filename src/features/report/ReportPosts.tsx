import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { RelativeTime } from "../../components/RelativeTime";
import { Skeleton } from "../../components/Skeleton";
import { useAppSelector } from "../../store/hooks";
import { accountTimelineKey } from "../../store/keys";
import { selectStatusById } from "../../store/statuses/selectors";
import { makeSelectOwnStatusIds } from "../../store/timelines/selectors";
import { fetchTimeline } from "../../store/timelines/thunks";
import { useRequest } from "../../store/useRequest";
import { excerpt, htmlToText } from "../../utils/statusText";
import { messages } from "./reportMessages";

/** Recent posts offered beside the one reported. */
const OFFERED = 10;

export interface ReportPostsProps {
  accountId: string;
  /** The post the report was opened from: offered first. */
  statusId: string | null;
  checked: readonly string[];
  onToggle: (id: string) => void;
}

/** The account's recent posts (its own, not boosts), each checked to go with the report. */
export function ReportPosts({
  accountId,
  statusId,
  checked,
  onToggle,
}: ReportPostsProps) {
  const intl = useIntl();
  const key = accountTimelineKey(accountId, "with_replies");
  const request = useRequest(fetchTimeline, { key });
  const selectOwn = useMemo(() => makeSelectOwnStatusIds(), []);
  const own = useAppSelector((s) => selectOwn(s, key));
  const ids = [
    ...(statusId ? [statusId] : []),
    ...own.filter((id) => id !== statusId),
  ].slice(0, OFFERED);
  let rest = null;
  if (request.phase === "loading" && own.length === 0) {
    rest = <Skeleton variant="account" rows={2} />;
  } else if (request.phase === "failed" && own.length === 0) {
    rest = (
      <Message onRetry={request.retry} failure={request.failure}>
        {intl.formatMessage(messages.postsError)}
      </Message>
    );
  }
  return (
    <fieldset>
      <legend>
        <FormattedMessage {...messages.posts} />
      </legend>
      <Rows>
        {ids.map((id) => (
          <PostChoice
            key={id}
            id={id}
            checked={checked.includes(id)}
            onToggle={onToggle}
          />
        ))}
      </Rows>
      {rest}
    </fieldset>
  );
}

interface PostChoiceProps {
  id: string;
  checked: boolean;
  onToggle: (id: string) => void;
}

function PostChoice({ id, checked, onToggle }: PostChoiceProps) {
  const status = useAppSelector((s) => selectStatusById(s, id));
  const text = useMemo(
    () => (status ? excerpt(htmlToText(status.content), 140) : ""),
    [status],
  );
  if (!status) return null;
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(id)}
        />
        <span>
          {status.spoiler_text || text}
          <When>
            <RelativeTime date={status.created_at} />
          </When>
        </span>
      </label>
    </li>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-block-size: 16rem;
  overflow-y: auto;
  padding: 0;
  list-style: none;

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    cursor: pointer;
  }

  input {
    margin-block-start: 0.3em;
  }
`;

const When = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
