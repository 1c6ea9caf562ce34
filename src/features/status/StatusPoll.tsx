import {
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
} from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import styled from "styled-components";
import { EmojiText } from "../../components/EmojiText";
import { Icon } from "../../components/Icon";
import checkIcon from "../../components/icons/check.svg";
import { RelativeTime } from "../../components/RelativeTime";
import type { Poll } from "../../api/schemas/poll";
import type { StoredStatus } from "../../store/normalize";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectPollById } from "../../store/polls/selectors";
import { voteInPoll } from "../../store/polls/thunks";
import {
  isClosed,
  pollResults,
  showsResults,
  type OptionResult,
} from "./pollResults";
import { selectIsLoggedIn } from "../../store/session/selectors";
import { getTickTime, subscribeToTicks } from "../../utils/ticker";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface StatusPollProps {
  pollId: string;
  /** The post, for its custom emoji (option titles may use them too). */
  status: StoredStatus;
}

/**
 * A poll's results (visitors, voters, closed polls) or, for members who have
 * not voted, a vote form; with the vote count and the time left. A vote
 * shows the results at once.
 */
export function StatusPoll({ pollId, status }: StatusPollProps) {
  const intl = useIntl();
  const poll = useAppSelector((s) => selectPollById(s, pollId));
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // The shared clock: a poll closes on screen when its time runs out.
  const now = useSyncExternalStore(subscribeToTicks, getTickTime);
  const emojis = useMemo(
    () => [...(poll?.emojis ?? []), ...status.emojis],
    [poll?.emojis, status.emojis],
  );
  if (!poll) return null;
  const closed = isClosed(poll, now);
  const withResults = showsResults(poll, isLoggedIn, closed);
  if (!withResults) {
    return (
      <Wrapper>
        <PollVoteForm poll={poll} emojis={emojis} />
        <PollFooter poll={poll} closed={closed} />
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <Options
        aria-label={intl.formatMessage({
          id: "status.poll.label",
          defaultMessage: "Poll",
        })}
      >
        {pollResults(poll).map((option, index) => (
          <Option
            key={index}
            option={option}
            emojis={emojis}
            withResults={withResults}
            multiple={poll.multiple}
          />
        ))}
      </Options>
      <PollFooter poll={poll} closed={closed} />
    </Wrapper>
  );
}

/** "38 votes · Multiple choice · 3 hours left" (or "Closed"). */
function PollFooter({ poll, closed }: { poll: Poll; closed: boolean }) {
  const people = poll.multiple && poll.voters_count !== null;
  return (
    <Footer>
      <span>
        {people ? (
          <FormattedMessage
            id="status.poll.people"
            defaultMessage="{count, plural, one {# person} other {# people}}"
            values={{ count: poll.voters_count }}
          />
        ) : (
          <FormattedMessage
            id="status.poll.votes"
            defaultMessage="{count, plural, one {# vote} other {# votes}}"
            values={{ count: poll.votes_count }}
          />
        )}
      </span>
      {poll.multiple && (
        <span>
          <FormattedMessage
            id="status.poll.multiple"
            defaultMessage="Multiple choice"
          />
        </span>
      )}
      <span>
        {closed ? (
          <FormattedMessage id="status.poll.closed" defaultMessage="Closed" />
        ) : (
          poll.expires_at && <RelativeTime date={poll.expires_at} remaining />
        )}
      </span>
    </Footer>
  );
}

/** Radio buttons (or checkboxes for multiple choice) and a Vote button. */
function PollVoteForm({
  poll,
  emojis,
}: {
  poll: Poll;
  emojis: StoredStatus["emojis"];
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { autoPlayGif } = useStatusConfig();
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (index: number, on: boolean) =>
    setChosen((current) =>
      poll.multiple
        ? on
          ? [...current, index].sort((a, b) => a - b)
          : current.filter((i) => i !== index)
        : [index],
    );
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void dispatch(voteInPoll({ pollId: poll.id, choices: chosen }));
  };
  return (
    <VoteForm onSubmit={onSubmit}>
      <fieldset>
        <legend>
          {intl.formatMessage({
            id: "status.poll.label",
            defaultMessage: "Poll",
          })}
        </legend>
        {poll.options.map((option, index) => (
          <Choice as="label" key={index}>
            <input
              type={poll.multiple ? "checkbox" : "radio"}
              name={name}
              checked={chosen.includes(index)}
              onChange={(event) => toggle(index, event.target.checked)}
            />
            <bdi>
              <EmojiText
                text={option.title}
                emojis={emojis}
                autoPlayGif={autoPlayGif}
              />
            </bdi>
          </Choice>
        ))}
      </fieldset>
      <Button type="submit" size="sm" disabled={chosen.length === 0}>
        <FormattedMessage id="status.poll.vote" defaultMessage="Vote" />
      </Button>
    </VoteForm>
  );
}

interface OptionProps {
  option: OptionResult;
  emojis: StoredStatus["emojis"];
  withResults: boolean;
  multiple: boolean;
}

function Option({ option, emojis, withResults, multiple }: OptionProps) {
  const intl = useIntl();
  const { autoPlayGif } = useStatusConfig();
  const title = (
    <EmojiText text={option.title} emojis={emojis} autoPlayGif={autoPlayGif} />
  );
  if (!withResults || option.percent === null) {
    return (
      <Choice>
        <Marker $round={!multiple} aria-hidden="true" />
        <bdi>{title}</bdi>
      </Choice>
    );
  }
  return (
    <Result $leading={option.isLeading}>
      <Bar style={{ inlineSize: `${option.percent}%` }} aria-hidden="true" />
      <Percent>
        <FormattedNumber value={option.percent / 100} style="percent" />
      </Percent>
      <bdi>{title}</bdi>
      {option.isOwnVote && (
        <Icon
          src={checkIcon}
          size={16}
          title={intl.formatMessage({
            id: "status.poll.ownVote",
            defaultMessage: "Your choice",
          })}
        />
      )}
    </Result>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const row = `
  position: relative;
  display: flex;
  align-items: center;
  min-block-size: 2.25rem;
  overflow-wrap: anywhere;
`;

const Result = styled.li<{ $leading: boolean }>`
  ${row}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme, $leading }) => ($leading ? theme.fontWeights.bold : theme.fontWeights.normal)};
  border-radius: ${({ theme }) => theme.radii.sm};

  > :not(:first-child) {
    position: relative;
  }
`;

const Bar = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Percent = styled.span`
  min-inline-size: 3.25em;
  font-variant-numeric: tabular-nums;
`;

const Choice = styled.li`
  ${row}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const VoteForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    align-self: stretch;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  label {
    cursor: pointer;
  }
`;

const Marker = styled.span<{ $round: boolean }>`
  flex-shrink: 0;
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.sm)};
`;

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span:empty {
    display: none;
  }

  > span + span::before {
    content: "·";
    margin-inline-end: ${({ theme }) => theme.space.sm};
  }
`;
