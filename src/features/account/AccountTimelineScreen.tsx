import { FormattedMessage } from "react-intl";
import { accountTimelineKey } from "../../store/keys";
import { Timeline } from "../../widgets/timeline/Timeline";
import { PinnedStatuses } from "./PinnedStatuses";
import { useRouteAccount } from "./useAccountFromRoute";

export interface AccountTimelineScreenProps {
  /** The "Posts and replies" tab. */
  withReplies?: boolean;
}

/**
 * A profile's posts (/@user) or posts and replies (/@user/with_replies), its
 * pinned posts first. Lives inside the profile layout, whose header loads
 * the account and shows its loading, missing and suspended states.
 */
export function AccountTimelineScreen({
  withReplies = false,
}: AccountTimelineScreenProps) {
  const account = useRouteAccount();
  if (!account || account.suspended) return null;
  const key = accountTimelineKey(
    account.id,
    withReplies ? "with_replies" : "posts",
  );
  return (
    <Timeline
      key={key}
      timelineKey={key}
      prepend={<PinnedStatuses accountId={account.id} />}
      emptyMessage={
        <FormattedMessage
          id="account.timeline.empty"
          defaultMessage="No posts here yet."
        />
      }
    />
  );
}
