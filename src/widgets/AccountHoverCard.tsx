import { lazy, Suspense, type ReactNode } from "react";
import { HoverCard } from "../components/HoverCard";

// Loaded on the first hover only (spec 01 section 2: hover cards load lazily).
const AccountHoverCardContent = lazy(() =>
  import("./AccountHoverCardContent").then((m) => ({
    default: m.AccountHoverCardContent,
  })),
);

export interface AccountHoverCardProps {
  accountId: string;
  /** The trigger: an avatar or a name link. */
  children: ReactNode;
}

/**
 * An account's card on hover (600 ms in, 300 ms out, wide windows only; a
 * click closes it): avatar, banner strip, name, bio excerpt, counts and
 * "Follows you" when the relationship is known.
 */
export function AccountHoverCard({
  accountId,
  children,
}: AccountHoverCardProps) {
  return (
    <HoverCard
      renderCard={() => (
        <Suspense fallback={null}>
          <AccountHoverCardContent accountId={accountId} />
        </Suspense>
      )}
    >
      {children}
    </HoverCard>
  );
}
