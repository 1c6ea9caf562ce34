import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectStatusById } from "../../store/statuses/selectors";
import { paths } from "../../utils/paths";
import { excerpt, htmlToText } from "../../utils/statusText";
import { StatusHoverCard } from "../status/StatusHoverCard";

/** Characters of a post shown under a like or a boost. */
export const EXCERPT_LENGTH = 140;

export interface StatusExcerptProps {
  statusId: string | null;
}

/** The start of the post a notification is about, linking to it; its warning stands in for hidden text. */
export function StatusExcerpt({ statusId }: StatusExcerptProps) {
  const status = useAppSelector((s) =>
    statusId === null ? undefined : selectStatusById(s, statusId),
  );
  const author = useAppSelector((s) =>
    status ? selectAccountById(s, status.account_id) : undefined,
  );
  if (!status || !author) return null;
  const text = status.spoiler_text.trim() || htmlToText(status.content);
  return (
    <StatusHoverCard statusId={status.id}>
      <Excerpt to={paths.status(author.acct, status.id)}>
        {text ? (
          excerpt(text, EXCERPT_LENGTH)
        ) : (
          <FormattedMessage
            id="notifications.excerpt.noText"
            defaultMessage="View post"
          />
        )}
      </Excerpt>
    </StatusHoverCard>
  );
}

const Excerpt = styled(Link)`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.mutedText};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
