import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { FailureReason } from "../../components/FailureReason";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Skeleton } from "../../components/Skeleton";
import { selectAccountById } from "../../store/accounts/selectors";
import type { ThunkFailure } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { selectStatusById } from "../../store/statuses/selectors";
import { StatusNotice } from "./StatusNotice";
import { excerpt, htmlToText } from "../../utils/statusText";
import { Thread } from "./Thread";
import { useRetained } from "../../store/retained/useRetained";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useFocusDeleted } from "./useFocusDeleted";
import { useThreadLoader } from "./useThreadLoader";

/** "Author: “the first words”", for the page title. */
function useStatusTitle(status: StoredStatus | undefined): string | null {
  const intl = useIntl();
  const account = useAppSelector((s) =>
    status ? selectAccountById(s, status.account_id) : undefined,
  );
  if (!status || !account) return null;
  const name = account.display_name.trim() || account.username;
  const text = excerpt(
    status.spoiler_text.trim() || htmlToText(status.content),
  );
  return text
    ? intl.formatMessage(
        {
          id: "status.screen.documentTitle",
          defaultMessage: "{name}: “{excerpt}”",
        },
        { name, excerpt: text },
      )
    : intl.formatMessage(
        {
          id: "status.screen.documentTitleNoText",
          defaultMessage: "Post by {name}",
        },
        { name },
      );
}

/**
 * The route /@{username}/posts/{statusId}: one post with its thread. Shows a
 * skeleton while loading, a not-found or error state with a retry, and the
 * post's tombstone once it is deleted.
 */
export function StatusScreen() {
  const intl = useIntl();
  const { statusId = "" } = useParams();
  const load = useThreadLoader(statusId);
  const status = useAppSelector((s) => selectStatusById(s, statusId));
  const deleted = useFocusDeleted(statusId, load.phase === "done");
  // The focus is retained; the collector keeps the thread around it.
  const retained = useMemo(() => [statusId], [statusId]);
  useRetained({ statuses: retained });
  useDocumentTitle(useStatusTitle(status));
  return (
    <div>
      <ColumnHeader
        title={intl.formatMessage({
          id: "status.screen.heading",
          defaultMessage: "Post",
        })}
      />
      {status ? (
        <Thread
          focusId={statusId}
          threadPhase={load.threadPhase}
          threadFailure={load.threadFailure}
          onRetry={load.retry}
        />
      ) : deleted ? (
        <StatusNotice />
      ) : load.phase === "failed" ? (
        <Failure failure={load.failure} onRetry={load.retry} />
      ) : (
        <Skeleton variant="status" rows={3} />
      )}
    </div>
  );
}

function Failure({
  failure,
  onRetry,
}: {
  failure: ThunkFailure | null;
  onRetry: () => void;
}) {
  const missing = failure?.status === 404 || failure?.status === 410;
  return (
    <Message role="alert">
      <strong>
        {missing ? (
          <FormattedMessage
            id="status.screen.notFound"
            defaultMessage="This post could not be found."
          />
        ) : (
          <FormattedMessage
            id="status.screen.error"
            defaultMessage="This post could not be loaded."
          />
        )}
      </strong>
      {!missing && failure && <FailureReason failure={failure} />}
      {missing ? (
        <FormattedMessage
          id="status.screen.notFoundHint"
          defaultMessage="It may have been deleted, or it is not visible to you."
        />
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage
            id="status.screen.retry"
            defaultMessage="Try again"
          />
        </Button>
      )}
    </Message>
  );
}

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;
