import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { Tabs, type TabItem } from "../../components/Tabs";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";
import { profileTabFor } from "./profileRoute";
import { useRouteAccount } from "./useAccountFromRoute";

/**
 * Posts, Posts and replies, Media (spec 01 section 2). The current tab comes
 * from the path; the tabs are hidden on an account hashtag timeline, and
 * until there is an account to show (the header says why there is none). The
 * likes state (a path ending in /favorites) shows as a Likes tab of its own.
 */
export function ProfileTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const account = useRouteAccount();
  // What a profile features (hashtags, endorsed accounts) where the server has it.
  const hasFeatured = useAppSelector(
    (state) =>
      selectSupports(state, "featuredTags") ||
      selectSupports(state, "accountEndorsements"),
  );
  const hasScrobbles = useAppSelector((state) =>
    selectSupports(state, "scrobbles"),
  );
  const { hidden, active } = profileTabFor(pathname);
  if (!account || account.suspended || hidden) return null;
  const { acct } = account;

  const items: TabItem[] = [
    {
      id: "posts",
      to: paths.account(acct),
      label: intl.formatMessage({
        id: "account.tabs.posts",
        defaultMessage: "Posts",
      }),
    },
    {
      id: "with_replies",
      to: paths.accountWithReplies(acct),
      label: intl.formatMessage({
        id: "account.tabs.withReplies",
        defaultMessage: "Posts and replies",
      }),
    },
    {
      id: "media",
      to: paths.accountMedia(acct),
      label: intl.formatMessage({
        id: "account.tabs.media",
        defaultMessage: "Media",
      }),
    },
  ];
  if (hasFeatured) {
    items.push({
      id: "featured",
      to: paths.featured(acct),
      label: intl.formatMessage({
        id: "people.featured.tab",
        defaultMessage: "Featured",
      }),
    });
  }
  if (hasScrobbles) {
    items.push({
      id: "listening",
      to: paths.listening(acct),
      label: intl.formatMessage({
        id: "account.tabs.listening",
        defaultMessage: "Listening",
      }),
    });
  }
  if (active === "likes") {
    items.push({
      id: "likes",
      to: pathname,
      label: intl.formatMessage({
        id: "account.tabs.likes",
        defaultMessage: "Likes",
      }),
    });
  }
  return (
    <Tabs
      items={items}
      activeId={active}
      label={intl.formatMessage({
        id: "account.tabs.label",
        defaultMessage: "Profile sections",
      })}
    />
  );
}
