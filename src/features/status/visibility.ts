import { defineMessages, type MessageDescriptor } from "react-intl";
import type { Visibility } from "../../api/schemas/visibility";
import globeIcon from "../../components/icons/globe.svg";
import lockIcon from "../../components/icons/lock.svg";
import mailIcon from "../../components/icons/mail.svg";
import starIcon from "../../components/icons/star.svg";
import unlistedIcon from "../../components/icons/unlisted.svg";
import usersIcon from "../../components/icons/users.svg";

const messages = defineMessages({
  public: { id: "status.visibility.public", defaultMessage: "Public" },
  unlisted: {
    id: "status.visibility.unlisted",
    defaultMessage: "Quiet public",
  },
  private: {
    id: "status.visibility.private",
    defaultMessage: "Followers only",
  },
  direct: { id: "status.visibility.direct", defaultMessage: "Private mention" },
  local: { id: "status.visibility.local", defaultMessage: "Local only" },
  list: { id: "status.visibility.list", defaultMessage: "List only" },
  mutuals: { id: "status.visibility.mutuals", defaultMessage: "Mutuals only" },
  subscribers: {
    id: "status.visibility.subscribers",
    defaultMessage: "Subscribers only",
  },
});

/** Icon and label of each post visibility. */
export const VISIBILITY: Record<
  Visibility,
  { icon: string; label: MessageDescriptor }
> = {
  public: { icon: globeIcon, label: messages.public },
  unlisted: { icon: unlistedIcon, label: messages.unlisted },
  private: { icon: lockIcon, label: messages.private },
  direct: { icon: mailIcon, label: messages.direct },
  local: { icon: usersIcon, label: messages.local },
  list: { icon: usersIcon, label: messages.list },
  mutuals_only: { icon: usersIcon, label: messages.mutuals },
  subscribers: { icon: starIcon, label: messages.subscribers },
};

/** Followers-only and private posts cannot be boosted. */
export function isBoostable(visibility: Visibility): boolean {
  return (
    visibility === "public" ||
    visibility === "unlisted" ||
    visibility === "local"
  );
}
