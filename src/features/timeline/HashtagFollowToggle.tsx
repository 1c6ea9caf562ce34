import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { selectHashtag } from "../../store/hashtags/selectors";
import { followHashtag, unfollowHashtag } from "../../store/hashtags/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import "./hashtagActionLabels";

export interface HashtagFollowToggleProps {
  name: string;
  /** The id of the element naming the tag, in a list of them. */
  describedBy?: string;
}

/**
 * Follow or unfollow a hashtag: its posts come into the home timeline. The
 * button changes at once; a refusal puts it back (toasted). Nothing shows
 * until the viewer's following of the tag is known.
 */
export function HashtagFollowToggle({
  name,
  describedBy,
}: HashtagFollowToggleProps) {
  const dispatch = useAppDispatch();
  const tag = useAppSelector((state) => selectHashtag(state, name));
  if (!tag) return null;
  return tag.following ? (
    <Button
      size="sm"
      variant="secondary"
      aria-describedby={describedBy}
      onClick={() => void dispatch(unfollowHashtag({ name }))}
    >
      <FormattedMessage
        id="account.follow.unfollow"
        defaultMessage="Unfollow"
      />
    </Button>
  ) : (
    <Button
      size="sm"
      aria-describedby={describedBy}
      onClick={() => void dispatch(followHashtag({ name }))}
    >
      <FormattedMessage id="account.follow.follow" defaultMessage="Follow" />
    </Button>
  );
}
