import { useEffect, useMemo, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  FailureReason,
  type FailureFacts,
} from "../../components/FailureReason";
import { Skeleton } from "../../components/Skeleton";
import { useAppSelector } from "../../store/hooks";
import { makeSelectThread } from "../../store/contexts/selectors";
import { useViewerFilters } from "../../store/filters/useViewerFilters";
import type { RequestPhase } from "../../store/useRequest";
import { StatusFilterContext } from "./filterContext";
import { StatusCard } from "./StatusCard";
import { AVATAR_SIZE } from "./StatusCard.styles";
import { ThreadBranch } from "./ThreadBranch";

export interface ThreadProps {
  focusId: string;
  /** How loading the ancestors and replies went. */
  threadPhase: RequestPhase;
  /** Why the replies could not be loaded, said beside the text. */
  threadFailure?: FailureFacts | null;
  onRetry: () => void;
}

/** Brings the focused post to the top once its ancestors are drawn above it. */
function useScrollToFocus(focusId: string, ready: boolean) {
  const focusRef = useRef<HTMLElement>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    const node = focusRef.current;
    if (!ready || !node || done.current === focusId) return;
    done.current = focusId;
    node.scrollIntoView({ block: "start" });
    node.focus({ preventScroll: true });
  }, [focusId, ready]);
  return focusRef;
}

/**
 * A thread: the chain of ancestors, the focused post, then its replies as a
 * tree. The viewer's thread filters apply to all but the focused post.
 */
export function Thread({
  focusId,
  threadPhase,
  threadFailure = null,
  onRetry,
}: ThreadProps) {
  // The store's thread selector, one per screen; the replies below are drawn
  // by ThreadBranch, each row selecting its own.
  const selectThread = useMemo(() => makeSelectThread(), []);
  const { ancestors } = useAppSelector((s) => selectThread(s, focusId));
  const focusRef = useScrollToFocus(focusId, threadPhase !== "loading");
  useViewerFilters();
  return (
    <StatusFilterContext value="thread">
      <div>
        {ancestors.length > 0 && (
          <Ancestors>
            {ancestors.map((id) => (
              <li key={id}>
                <StatusCard id={id} inThread />
              </li>
            ))}
          </Ancestors>
        )}
        <Focus>
          <StatusCard
            id={focusId}
            ref={focusRef}
            focused
            inThread={ancestors.length > 0}
          />
        </Focus>
        {threadPhase === "loading" && <Skeleton variant="status" rows={2} />}
        {threadPhase === "failed" && (
          <ThreadFailure failure={threadFailure} onRetry={onRetry} />
        )}
        <ThreadBranch parentId={focusId} depth={0} />
      </div>
    </StatusFilterContext>
  );
}

function ThreadFailure({
  failure,
  onRetry,
}: {
  failure: FailureFacts | null;
  onRetry: () => void;
}) {
  return (
    <Failure role="alert">
      <Said>
        <FormattedMessage
          id="status.thread.error"
          defaultMessage="The replies could not be loaded."
        />
        {failure && <FailureReason failure={failure} />}
      </Said>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage id="status.thread.retry" defaultMessage="Try again" />
      </Button>
    </Failure>
  );
}

const Said = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Ancestors hang on one line from avatar to avatar, as in the reference clients. */
const Ancestors = styled.ol`
  padding: 0;
  list-style: none;

  > li {
    position: relative;
  }

  > li::after {
    content: "";
    position: absolute;
    inset-block: calc(${({ theme }) => theme.space.md} + ${AVATAR_SIZE}px) 0;
    inset-inline-start: calc(
      ${({ theme }) => theme.space.lg} + ${AVATAR_SIZE / 2 - 1}px
    );
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Focus = styled.div`
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
`;
