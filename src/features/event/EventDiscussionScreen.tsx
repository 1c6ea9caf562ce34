import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { Skeleton } from "../../components/Skeleton";
import { fetchStatusContext } from "../../store/contexts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { ThreadBranch } from "../status/ThreadBranch";
import { Message } from "../../components/Message";
import { useRouteEventStatus } from "./useEventStatus";

type Phase = "loading" | "ready" | "error";

/** The Discussion tab: the replies to the event post, as a thread tree. */
export function EventDiscussionScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = "" } = useParams();
  const { event } = useRouteEventStatus();
  const [settled, setSettled] = useState<{ key: string; phase: Phase }>();
  const [attempt, setAttempt] = useState(0);
  const key = `${statusId}:${attempt}`;
  const phase = settled?.key === key ? settled.phase : "loading";
  const hasReplies = useAppSelector(
    (state) => (state.contexts.replies[statusId]?.length ?? 0) > 0,
  );

  useEffect(() => {
    if (statusId === "") return;
    const request = dispatch(fetchStatusContext({ id: statusId }));
    void request.then((action) => {
      if (fetchStatusContext.fulfilled.match(action)) {
        setSettled({ key, phase: "ready" });
      } else if (!action.meta.aborted) {
        // Skipped while fresh: the replies are held already.
        setSettled({ key, phase: action.meta.condition ? "ready" : "error" });
      }
    });
    return () => {
      request.abort();
    };
  }, [statusId, key, dispatch]);

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
      {phase === "error" && (
        <Message onRetry={() => setAttempt((n) => n + 1)}>
          <FormattedMessage
            id="event.discussion.error"
            defaultMessage="The discussion could not be loaded."
          />
        </Message>
      )}
      {phase === "ready" && !hasReplies && (
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
