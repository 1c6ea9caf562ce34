import { lazy, Suspense, type ReactNode } from "react";
import { HoverCard } from "../../components/HoverCard";

// Loaded on the first hover only (spec 01 section 2: hover cards load lazily).
const StatusHoverCardContent = lazy(() =>
  import("./StatusHoverCardContent").then((m) => ({
    default: m.StatusHoverCardContent,
  })),
);

/** The card's content for a post, loaded lazily; for triggers found by delegation too. */
export function renderStatusCard(statusId: string) {
  return (
    <Suspense fallback={null}>
      <StatusHoverCardContent statusId={statusId} />
    </Suspense>
  );
}

export interface StatusHoverCardProps {
  statusId: string;
  /** The trigger: a link to the post. */
  children: ReactNode;
}

/**
 * A post's card on hover or keyboard focus of a link to it (600 ms in, 300 ms
 * out, wide windows only, never on touch; Escape or a click closes it): the
 * post, compact, asked of the server if not held.
 */
export function StatusHoverCard({ statusId, children }: StatusHoverCardProps) {
  return (
    <HoverCard renderCard={() => renderStatusCard(statusId)}>
      {children}
    </HoverCard>
  );
}
