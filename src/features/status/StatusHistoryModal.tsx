import { useMemo } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  FailureReason,
  type FailureFacts,
} from "../../components/FailureReason";
import { EmojiText } from "../../components/EmojiText";
import { Modal } from "../../components/Modal";
import { RichText } from "../../components/RichText";
import { Spinner } from "../../components/Spinner";
import { useAppSelector } from "../../store/hooks";
import type { ModalProps } from "../../store/modals/slice";
import type { StoredStatusEdit } from "../../store/normalize";
import { selectStatusHistory } from "../../store/statuses/selectors";
import { fetchStatusHistory } from "../../store/statuses/thunks";
import { useRequest } from "../../store/useRequest";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface StatusHistoryModalProps {
  /** The edited post's id, as the modal stack carries it. */
  statusId?: ModalProps[string];
  onClose: () => void;
}

/** The revisions, newest first, as last fetched; none before the first load. */
function useRevisions(statusId: string): readonly StoredStatusEdit[] {
  const history = useAppSelector((state) =>
    selectStatusHistory(state, statusId),
  );
  return useMemo(() => (history ? [...history].reverse() : []), [history]);
}

/** The COMPARE_HISTORY modal: every version of an edited post, with its date. */
export function StatusHistoryModal({
  statusId,
  onClose,
}: StatusHistoryModalProps) {
  const intl = useIntl();
  const id = typeof statusId === "string" ? statusId : "";
  const { phase, failure, retry } = useRequest(
    fetchStatusHistory,
    id === "" ? null : { id },
  );
  const edits = useRevisions(id);
  return (
    <Modal
      title={intl.formatMessage({
        id: "status.history.title",
        defaultMessage: "Edit history",
      })}
      onClose={onClose}
    >
      {phase === "loading" && <Spinner />}
      {phase === "failed" && (
        <HistoryFailure failure={failure} onRetry={retry} />
      )}
      {phase === "done" && (
        <Revisions>
          {edits.map((edit, index) => (
            <Revision
              key={edit.created_at}
              edit={edit}
              isOriginal={index === edits.length - 1}
            />
          ))}
        </Revisions>
      )}
    </Modal>
  );
}

function HistoryFailure({
  failure,
  onRetry,
}: {
  failure: FailureFacts | null;
  onRetry: () => void;
}) {
  return (
    <Failure role="alert">
      <FormattedMessage
        id="status.history.error"
        defaultMessage="The edit history could not be loaded."
      />
      {failure && <FailureReason failure={failure} />}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage
          id="status.history.retry"
          defaultMessage="Try again"
        />
      </Button>
    </Failure>
  );
}

interface RevisionProps {
  edit: StoredStatusEdit;
  isOriginal: boolean;
}

function Revision({ edit, isOriginal }: RevisionProps) {
  const { autoPlayGif } = useStatusConfig();
  const emoji = (text: string) => (
    <EmojiText text={text} emojis={edit.emojis} autoPlayGif={autoPlayGif} />
  );
  return (
    <Item>
      <RevisionMeta edit={edit} isOriginal={isOriginal} />
      {edit.spoiler_text.trim() && <strong>{emoji(edit.spoiler_text)}</strong>}
      <RichText
        html={edit.content}
        emojis={edit.emojis}
        autoPlayGif={autoPlayGif}
      />
      {edit.poll && (
        <Options>
          {edit.poll.options.map((option, i) => (
            <li key={i}>{emoji(option.title)}</li>
          ))}
        </Options>
      )}
    </Item>
  );
}

/** "Original" or "Edited", the date, and how many attachments that version had. */
function RevisionMeta({ edit, isOriginal }: RevisionProps) {
  const media = edit.media_attachments.length;
  return (
    <Meta>
      {isOriginal ? (
        <FormattedMessage
          id="status.history.original"
          defaultMessage="Original"
        />
      ) : (
        <FormattedMessage id="status.history.edited" defaultMessage="Edited" />
      )}
      <FormattedDate
        value={edit.created_at}
        dateStyle="medium"
        timeStyle="short"
      />
      {media > 0 && (
        <FormattedMessage
          id="status.history.media"
          defaultMessage="{count, plural, one {# attachment} other {# attachments}}"
          values={{ count: media }}
        />
      )}
    </Meta>
  );
}

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Revisions = styled.ol`
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.md};

  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.ul`
  padding-inline-start: ${({ theme }) => theme.space.xl};
`;
