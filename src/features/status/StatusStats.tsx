import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import { paths } from "../../utils/paths";
import { selectFeatures } from "../../store/instance/selectors";
import { ExternalLink } from "../../components/ExternalLink";

export interface StatusStatsProps {
  status: StoredStatus;
}

const strong = (chunks: ReactNode[]) => <strong key="count">{chunks}</strong>;

function CreatedAt({ status }: StatusStatsProps) {
  return (
    <FormattedDate
      value={status.created_at}
      dateStyle="long"
      timeStyle="short"
      hour12
    />
  );
}

/** Under the focused post: the full date, the app it came from, boost, like and quote counts. */
export function StatusStats({ status }: StatusStatsProps) {
  const app = status.application?.name.trim();
  return (
    <Stats>
      <Line>
        <ExternalLink
          href={status.url ?? status.uri}
          fallback={<CreatedAt status={status} />}
        >
          <CreatedAt status={status} />
        </ExternalLink>
        {app && (
          <span>
            <FormattedMessage
              id="status.stats.via"
              defaultMessage="via {app}"
              values={{ app }}
            />
          </span>
        )}
      </Line>
      <Counts status={status} />
    </Stats>
  );
}

/**
 * Boost, like and quote counts, each linking to its list; where the server
 * lists who reacted, a button opening the reactions dialog.
 */
function Counts({ status }: StatusStatsProps) {
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) =>
    selectAccountById(s, status.account_id),
  );
  const features = useAppSelector(selectFeatures);
  const showQuotes =
    account && (features.quotePosts || status.quotes_count > 0);
  const boosts = (
    <FormattedMessage
      id="status.stats.boosts"
      defaultMessage="{count, plural, one {<b>#</b> boost} other {<b>#</b> boosts}}"
      values={{ count: status.reblogs_count, b: strong }}
    />
  );
  const likes = (
    <FormattedMessage
      id="status.stats.likes"
      defaultMessage="{count, plural, one {<b>#</b> like} other {<b>#</b> likes}}"
      values={{ count: status.favourites_count, b: strong }}
    />
  );
  const hasReactions =
    features.emojiReactsList &&
    status.emoji_reactions.some((reaction) => reaction.count > 0);
  return (
    <Line>
      {account ? (
        <Link to={paths.rebloggedBy(account.acct, status.id)}>{boosts}</Link>
      ) : (
        <span>{boosts}</span>
      )}
      {account ? (
        <Link to={paths.favouritedBy(account.acct, status.id)}>{likes}</Link>
      ) : (
        <span>{likes}</span>
      )}
      {showQuotes && (
        <Link to={paths.quotes(account.acct, status.id)}>
          <FormattedMessage
            id="status.stats.quotes"
            defaultMessage="{count, plural, one {<b>#</b> quote} other {<b>#</b> quotes}}"
            values={{ count: status.quotes_count, b: strong }}
          />
        </Link>
      )}
      {hasReactions && (
        <ReactionsButton
          type="button"
          onClick={() =>
            dispatch(
              modalOpened({
                type: "REACTIONS",
                props: { statusId: status.id },
              }),
            )
          }
        >
          <FormattedMessage
            id="status.reactions.label"
            defaultMessage="Reactions"
          />
        </ReactionsButton>
      )}
    </Line>
  );
}

const ReactionsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const Stats = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
