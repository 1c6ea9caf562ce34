import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { Skeleton } from "../../components/Skeleton";
import { fetchStatusContext } from "../../store/contexts/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { ThreadBranch } from "../status/ThreadBranch";
import { Message } from "../../components/Message";
import { useRouteEventStatus } from "./useEventStatus";

/** The Discussion tab: the replies to the event post, as a thread tree. */
export function EventDiscussionScreen() {
  const intl = useIntl();
  const { statusId = "" } = useParams();
  const { event } = useRouteEventStatus();
  // Skipped while fresh: the replies are held already, so that is done too.
  const { phase, failure, retry } = useRequest(
    fetchStatusContext,
    statusId === "" ? null : { id: statusId },
  );
  const hasReplies = useAppSelector(
    (state) => (state.contexts.replies[statusId]?.length ?? 0) > 0,
  );

  // The header shows loading and missing events.
  if (!event) return null;
  return (
    <section
      aria-label={intl.formatMessage({
        id: "event.discussion.label",
        defaultMessage: "Discussion",
      })}
    >
      {phase === "loading" && !hasReplies && (
        <Skeleton variant="status" rows={2} />
      )}
      {phase === "failed" && (
        <Message onRetry={retry} failure={failure}>
          <FormattedMessage
            id="event.discussion.error"
            defaultMessage="The discussion could not be loaded."
          />
        </Message>
      )}
      {phase === "done" && !hasReplies && (
        <Message>
          <FormattedMessage
            id="event.discussion.empty"
            defaultMessage="No one has replied yet."
          />
        </Message>
      )}
      <ThreadBranch parentId={statusId} depth={0} />
    </section>
  );
}
