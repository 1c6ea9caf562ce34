import { defineMessages, type MessageDescriptor } from "react-intl";
import type { Visibility } from "../../api/schemas/visibility";
import arrowsIcon from "../../components/icons/arrows-exchange.svg";
import circleIcon from "../../components/icons/circle-dot.svg";
import globeIcon from "../../components/icons/globe.svg";
import homeIcon from "../../components/icons/home.svg";
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
  circle: { id: "compose.settings.circle", defaultMessage: "Circle" },
  limited: { id: "status.visibility.limited", defaultMessage: "Limited" },
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
  local: { icon: homeIcon, label: messages.local },
  list: { icon: usersIcon, label: messages.list },
  circle: { icon: circleIcon, label: messages.circle },
  mutuals_only: { icon: arrowsIcon, label: messages.mutuals },
  subscribers: { icon: starIcon, label: messages.subscribers },
  limited: { icon: lockIcon, label: messages.limited },
};

/** Followers-only and private posts cannot be boosted. */
export function isBoostable(visibility: Visibility): boolean {
  return (
    visibility === "public" ||
    visibility === "unlisted" ||
    visibility === "local"
  );
}
