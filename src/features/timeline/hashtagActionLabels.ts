import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/*
 * What the failure toasts call following and unfollowing a hashtag
 * (app/failedActions.ts), registered with the follow button's code. The
 * labels are the button's own messages, repeated by id.
 */
const labels = defineMessages({
  follow: { id: "account.follow.follow", defaultMessage: "Follow" },
  unfollow: { id: "account.follow.unfollow", defaultMessage: "Unfollow" },
});

registerActionLabels({
  "hashtags/follow": labels.follow,
  "hashtags/unfollow": labels.unfollow,
});
