import { useEffect, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import { Modal } from "../../components/Modal";
import { RichText } from "../../components/RichText";
import { Spinner } from "../../components/Spinner";
import { useAppDispatch } from "../../store/hooks";
import type { ModalProps } from "../../store/modals/slice";
import type { StoredStatusEdit } from "../../store/normalize";
import { fetchStatusHistory } from "../../store/statuses/thunks";
import { useStatusConfig } from "./useStatusConfig";

export interface StatusHistoryModalProps {
  /** The edited post's id, as the modal stack carries it. */
  statusId?: ModalProps[string];
  onClose: () => void;
}

type Load =
  | { phase: "loading" }
  | { phase: "error" }
  | { phase: "ready"; edits: StoredStatusEdit[] };

/** The revisions, newest first; a failed load offers a retry. */
function useHistory(statusId: string) {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ phase: "loading" });
  useEffect(() => {
    if (!statusId) return;
    const request = dispatch(fetchStatusHistory({ id: statusId }));
    request.then(
      (action) => {
        if (fetchStatusHistory.fulfilled.match(action)) {
          setLoad({
            phase: "ready",
            edits: [...action.payload.result].reverse(),
          });
        } else if (!action.meta.aborted) setLoad({ phase: "error" });
      },
      () => setLoad({ phase: "error" }),
    );
    return () => request.abort();
  }, [dispatch, statusId, attempt]);
  const retry = () => {
    setLoad({ phase: "loading" });
    setAttempt((n) => n + 1);
  };
  return { load, retry };
}

/** The COMPARE_HISTORY modal: every version of an edited post, with its date. */
export function StatusHistoryModal({
  statusId,
  onClose,
}: StatusHistoryModalProps) {
  const intl = useIntl();
  const { load, retry } = useHistory(
    typeof statusId === "string" ? statusId : "",
  );
  return (
    <Modal
      title={intl.formatMessage({
        id: "status.history.title",
        defaultMessage: "Edit history",
      })}
      onClose={onClose}
    >
      {load.phase === "loading" && <Spinner />}
      {load.phase === "error" && <HistoryFailure onRetry={retry} />}
      {load.phase === "ready" && (
        <Revisions>
          {load.edits.map((edit, index) => (
            <Revision
              key={edit.created_at}
              edit={edit}
              isOriginal={index === load.edits.length - 1}
            />
          ))}
        </Revisions>
      )}
    </Modal>
  );
}

function HistoryFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Failure>
      <FormattedMessage
        id="status.history.error"
        defaultMessage="The edit history could not be loaded."
      />
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
