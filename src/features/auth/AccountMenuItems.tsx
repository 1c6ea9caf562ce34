import { useState, type ReactNode } from "react";
import {
  defineMessages,
  FormattedMessage,
  type MessageDescriptor,
} from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Menu, MenuItem } from "../../components/Menu.styles";
import { getConfig } from "../../config";
import type { FeatureName, Features } from "../../api/features";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { signOut } from "../../store/session/signInThunks";
import { paths } from "../../utils/paths";
import { leaveSite } from "../../utils/leaveSite";
import { AccountSwitchItems } from "./AccountSwitchItems";
import { authPaths } from "./authPaths";

export interface AccountMenuItemsProps {
  id: string;
  /** The member's acct; null when the account is not known (no profile link). */
  acct: string | null;
  /** Called when a link is followed, to close the menu. */
  onNavigate: () => void;
  /** Opens "Add an account", closing the menu. */
  onAdd: () => void;
  /** Entries only some members load (the staff console's), before "Sign out". */
  extra?: ReactNode;
}

/**
 * Where the app starts as a visitor. Signing out reloads the page there, so
 * nothing of the member's (home, private posts) stays in memory.
 */
function visitorStartUrl(): string {
  const { basename, useHashRouter } = getConfig();
  return useHashRouter ? `${window.location.pathname}#/` : `${basename}/`;
}

const collectionLabels = defineMessages({
  bookmarks: { id: "bookmarks.title", defaultMessage: "Bookmarks" },
  favourites: { id: "account.tabs.likes", defaultMessage: "Likes" },
  conversations: {
    id: "conversations.title",
    defaultMessage: "Direct messages",
  },
  scheduled: { id: "scheduled.title", defaultMessage: "Scheduled posts" },
  lists: { id: "lists.title", defaultMessage: "Lists" },
  filters: { id: "filters.title", defaultMessage: "Filters" },
  shoutbox: { id: "shoutbox.title", defaultMessage: "Shoutbox" },
  events: { id: "events.title", defaultMessage: "Events" },
  circles: { id: "circles.title", defaultMessage: "Circles" },
  antennas: { id: "antennas.title", defaultMessage: "Antennas" },
  groups: { id: "search.tab.groups", defaultMessage: "Groups" },
  drive: { id: "drive.title", defaultMessage: "Drive" },
});

/** The member's own collections, each where the server has it. */
const COLLECTIONS: readonly {
  to: string;
  label: MessageDescriptor;
  feature: FeatureName;
}[] = [
  {
    to: paths.bookmarks(),
    label: collectionLabels.bookmarks,
    feature: "bookmarks",
  },
  {
    to: paths.favourites(),
    label: collectionLabels.favourites,
    feature: "bookmarks",
  },
  {
    to: paths.conversations(),
    label: collectionLabels.conversations,
    feature: "conversations",
  },
  {
    to: paths.scheduled(),
    label: collectionLabels.scheduled,
    feature: "scheduledStatuses",
  },
  { to: paths.lists(), label: collectionLabels.lists, feature: "lists" },
  {
    to: paths.circles(),
    label: collectionLabels.circles,
    feature: "circles",
  },
  {
    to: paths.antennas(),
    label: collectionLabels.antennas,
    feature: "antennas",
  },
  // The v1 gate holds wherever v2 does, but on Iceshrimp.NET (v2 only).
  { to: paths.filters(), label: collectionLabels.filters, feature: "filters" },
  {
    to: paths.shoutbox(),
    label: collectionLabels.shoutbox,
    feature: "shoutbox",
  },
  { to: paths.events(), label: collectionLabels.events, feature: "events" },
  { to: paths.groups(), label: collectionLabels.groups, feature: "groups" },
  { to: paths.drive(), label: collectionLabels.drive, feature: "drive" },
];

const discoveryLabels = defineMessages({
  explore: { id: "explore.title", defaultMessage: "Explore" },
  publicTimeline: {
    id: "timeline.public.title",
    defaultMessage: "Federated timeline",
  },
  followedTags: {
    id: "timeline.followedTags.title",
    defaultMessage: "Followed hashtags",
  },
  safety: { id: "people.safety.title", defaultMessage: "Muted and blocked" },
  outgoing: {
    id: "people.outgoing.title",
    defaultMessage: "Follow requests you sent",
  },
});

/** Discovery and the member's people lists (issue 17), each where the server has it. */
const DISCOVERY: readonly {
  to: string;
  label: MessageDescriptor;
  shown: (features: Features) => boolean;
}[] = [
  {
    to: paths.explore(),
    label: discoveryLabels.explore,
    shown: (f) =>
      f.trendingStatuses || f.trends || f.trendingLinks || f.suggestions,
  },
  {
    to: paths.publicTimeline(),
    label: discoveryLabels.publicTimeline,
    shown: (f) => f.publicTimeline,
  },
  {
    to: paths.followedTags(),
    label: discoveryLabels.followedTags,
    shown: (f) => f.followedHashtagsList,
  },
  { to: paths.mutes(), label: discoveryLabels.safety, shown: () => true },
  {
    to: paths.outgoingFollowRequests(),
    label: discoveryLabels.outgoing,
    shown: (f) => f.outgoingFollowRequests,
  },
];

/** The account menu's entries: profile, home timeline, the member's collections, settings, sign out. */
export function AccountMenuItems({
  id,
  acct,
  onNavigate,
  onAdd,
  extra,
}: AccountMenuItemsProps) {
  const dispatch = useAppDispatch();
  const features = useAppSelector(selectFeatures);
  const collections = COLLECTIONS.filter(({ feature }) => features[feature]);
  const discovery = DISCOVERY.filter(({ shown }) => shown(features));
  const [leaving, setLeaving] = useState(false);
  const onSignOut = async () => {
    setLeaving(true);
    await dispatch(signOut());
    leaveSite(visitorStartUrl());
  };
  return (
    <PlacedMenu id={id}>
      {acct !== null && (
        <li>
          <MenuItem as={Link} to={paths.account(acct)} onClick={onNavigate}>
            <FormattedMessage
              id="auth.menu.profile"
              defaultMessage="Your profile"
            />
          </MenuItem>
        </li>
      )}
      <li>
        <MenuItem as={Link} to={authPaths.home()} onClick={onNavigate}>
          <FormattedMessage id="auth.menu.home" defaultMessage="Home" />
        </MenuItem>
      </li>
      {collections.map(({ to, label }) => (
        <li key={to}>
          <MenuItem as={Link} to={to} onClick={onNavigate}>
            <FormattedMessage {...label} />
          </MenuItem>
        </li>
      ))}
      {discovery.map(({ to, label }) => (
        <li key={to}>
          <MenuItem as={Link} to={to} onClick={onNavigate}>
            <FormattedMessage {...label} />
          </MenuItem>
        </li>
      ))}
      <li>
        <MenuItem as={Link} to={paths.settings()} onClick={onNavigate}>
          <FormattedMessage id="settings.title" defaultMessage="Settings" />
        </MenuItem>
      </li>
      {extra}
      <AccountSwitchItems onNavigate={onNavigate} onAdd={onAdd} />
      <li>
        <MenuItem
          type="button"
          disabled={leaving}
          onClick={() => void onSignOut()}
        >
          <FormattedMessage id="auth.menu.signOut" defaultMessage="Sign out" />
        </MenuItem>
      </li>
    </PlacedMenu>
  );
}

/** Hangs under the toggle, aligned to its end edge. */
const PlacedMenu = styled(Menu)`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 12rem;
`;
