import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import pollIcon from "../../components/icons/poll.svg";
import { draftForScheduled } from "../../store/compose/body";
import { openComposer } from "../../store/compose/open";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredScheduledStatus } from "../../store/scheduled/normalize";
import { selectScheduledById } from "../../store/scheduled/selectors";
import { cancelScheduledStatus } from "../../store/scheduled/thunks";
import { VISIBILITY } from "../status/visibility";
import { RetimeForm } from "./RetimeForm";

/**
 * A scheduled post: when it goes out, to whom, what it says (its warning,
 * text, media and poll), and what can be done with it.
 */
export function ScheduledRow({ id }: { id: string }) {
  const item = useAppSelector((s) => selectScheduledById(s, id));
  const headingId = useId();
  if (!item) return null;
  return (
    <Row aria-labelledby={headingId}>
      <When id={headingId} item={item} />
      <Content item={item} />
      <RowActions item={item} />
    </Row>
  );
}

function When({ id, item }: { id: string; item: StoredScheduledStatus }) {
  const intl = useIntl();
  const visibility = VISIBILITY[item.params.visibility];
  const time = (
    <time dateTime={item.scheduled_at}>
      {intl.formatDate(item.scheduled_at, {
        dateStyle: "full",
        timeStyle: "short",
      })}
    </time>
  );
  return (
    <Header>
      <Heading id={id}>{time}</Heading>
      <Audience>
        <Icon src={visibility.icon} size="1em" />
        {intl.formatMessage(visibility.label)}
      </Audience>
    </Header>
  );
}

function Content({ item }: { item: StoredScheduledStatus }) {
  const { spoiler_text: warning, text, poll } = item.params;
  return (
    <Body>
      {warning && <Warning>{warning}</Warning>}
      {text && <Text>{text}</Text>}
      {item.media_attachments.length > 0 && (
        <Media>
          {item.media_attachments.map((media) => (
            <li key={media.id}>
              <img
                src={media.preview_url ?? media.url ?? undefined}
                alt={media.description ?? ""}
              />
            </li>
          ))}
        </Media>
      )}
      {poll && (
        <Poll>
          {poll.options.map((option, index) => (
            <li key={`${String(index)}-${option}`}>
              <Icon src={pollIcon} size="1em" />
              {option}
            </li>
          ))}
        </Poll>
      )}
    </Body>
  );
}

/** Change the time (in place), edit in the composer, delete (after asking). */
function RowActions({ item }: { item: StoredScheduledStatus }) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<"retime" | "delete" | null>(null);
  const close = () => setMode(null);
  if (mode === "retime") return <RetimeForm item={item} onDone={close} />;
  return (
    <Actions>
      <Button size="sm" variant="secondary" onClick={() => setMode("retime")}>
        <FormattedMessage id="scheduled.retime" defaultMessage="Change time" />
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          void dispatch(openComposer({ draft: draftForScheduled(item) }))
        }
      >
        <FormattedMessage id="status.more.edit" defaultMessage="Edit" />
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setMode("delete")}>
        <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
      </Button>
      {mode === "delete" && (
        <ConfirmDialog
          danger
          title={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={close}
          onConfirm={() =>
            void dispatch(cancelScheduledStatus({ id: item.id }))
          }
        >
          <FormattedMessage
            id="scheduled.deleteConfirm"
            defaultMessage="Delete this scheduled post? It will not be posted."
          />
        </ConfirmDialog>
      )}
    </Actions>
  );
}

const Row = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Audience = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Warning = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Media = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    inline-size: 5rem;
    block-size: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Poll = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
