import {
  matchRoutes,
  Navigate,
  Outlet,
  useParams,
  type RouteObject,
} from "react-router-dom";
import type { ReactNode } from "react";
import type { PotluckConfig } from "../config";
import { paths } from "../utils/paths";
import { EventLayout } from "./layouts/EventLayout";
import { ProfileLayout } from "./layouts/ProfileLayout";
import { ThreeColumnLayout } from "./layouts/ThreeColumnLayout";
import { lazyScreen } from "./lazyScreen";
import { RootShell } from "./RootShell";
import { RouteErrorScreen } from "./RouteErrorScreen";

/*
 * The routes of spec 01 section 2. Every screen is its own chunk, named as the
 * spec lists them; list routes never preload detail screens.
 */

const CommunityTimeline = lazyScreen(() =>
  import(
    /* webpackChunkName: "community-timeline" */ "../features/timeline/CommunityTimelineScreen"
  ).then((m) => m.CommunityTimelineScreen),
);
const HashtagTimeline = lazyScreen(() =>
  import(
    /* webpackChunkName: "hashtag-timeline" */ "../features/timeline/HashtagTimelineScreen"
  ).then((m) => m.HashtagTimelineScreen),
);
const Search = lazyScreen(() =>
  import(
    /* webpackChunkName: "search" */ "../features/search/SearchScreen"
  ).then((m) => m.SearchScreen),
);
const AccountTimeline = lazyScreen(() =>
  import(
    /* webpackChunkName: "account-timeline" */ "../features/account/AccountTimelineScreen"
  ).then((m) => m.AccountTimelineScreen),
);
const AccountGallery = lazyScreen(() =>
  import(
    /* webpackChunkName: "account-gallery" */ "../features/account/AccountGalleryScreen"
  ).then((m) => m.AccountGalleryScreen),
);
const AccountHashtagTimeline = lazyScreen(() =>
  import(
    /* webpackChunkName: "account-hashtag-timeline" */ "../features/account/AccountHashtagTimelineScreen"
  ).then((m) => m.AccountHashtagTimelineScreen),
);
const Status = lazyScreen(() =>
  import(
    /* webpackChunkName: "status" */ "../features/status/StatusScreen"
  ).then((m) => m.StatusScreen),
);
const Quotes = lazyScreen(() =>
  import(
    /* webpackChunkName: "quotes" */ "../features/status/QuotesScreen"
  ).then((m) => m.QuotesScreen),
);
const EventInformation = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-information" */ "../features/event/EventInformationScreen"
  ).then((m) => m.EventInformationScreen),
);
const EventDiscussion = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-discussion" */ "../features/event/EventDiscussionScreen"
  ).then((m) => m.EventDiscussionScreen),
);
const NotFound = lazyScreen(() =>
  import(/* webpackChunkName: "not-found" */ "./NotFoundScreen").then(
    (m) => m.NotFoundScreen,
  ),
);

/** `/@{username}/{statusId}` redirects to the post route. */
function RedirectToPost() {
  const { acct = "", statusId = "" } = useParams();
  return (
    <Navigate replace to={paths.status(acct.replace(/^@/, ""), statusId)} />
  );
}

/** The account routes only match a segment starting with `@`; anything else is not found. */
function AcctGuard({ children }: { children: ReactNode }) {
  const { acct = "" } = useParams();
  return acct.startsWith("@") ? children : <NotFound />;
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <ThreeColumnLayout />,
        children: [
          {
            index: true,
            element: <CommunityTimeline />,
            handle: { preload: CommunityTimeline.preload },
          },
          {
            path: "tags/:id",
            element: <HashtagTimeline />,
            handle: { preload: HashtagTimeline.preload },
          },
          {
            path: "search",
            element: <Search />,
            handle: { preload: Search.preload },
          },
        ],
      },
      {
        path: ":acct",
        element: <AcctGuardOutlet />,
        children: [
          {
            element: <ProfileLayout />,
            children: [
              {
                index: true,
                element: <AccountTimeline />,
                handle: { preload: AccountTimeline.preload },
              },
              {
                path: "with_replies",
                element: <AccountTimeline withReplies />,
                handle: { preload: AccountTimeline.preload },
              },
              {
                path: "media",
                element: <AccountGallery />,
                handle: { preload: AccountGallery.preload },
              },
              {
                path: "posts/:statusId",
                element: <Status />,
                handle: { preload: Status.preload },
              },
              {
                path: "posts/:statusId/quotes",
                element: <Quotes />,
                handle: { preload: Quotes.preload },
              },
              {
                path: "tags/:id",
                element: <AccountHashtagTimeline />,
                handle: { preload: AccountHashtagTimeline.preload },
              },
            ],
          },
          {
            path: "events/:statusId",
            element: <EventLayout />,
            children: [
              {
                index: true,
                element: <EventInformation />,
                handle: { preload: EventInformation.preload },
              },
              {
                path: "discussion",
                element: <EventDiscussion />,
                handle: { preload: EventDiscussion.preload },
              },
            ],
          },
          { path: ":statusId", element: <RedirectToPost /> },
        ],
      },
      {
        path: "*",
        element: <NotFound />,
        handle: { preload: NotFound.preload },
      },
    ],
  },
];

function AcctGuardOutlet() {
  return (
    <AcctGuard>
      <Outlet />
    </AcctGuard>
  );
}

interface RouteHandle {
  preload?: () => Promise<unknown>;
}

/** The path inside the app: after the basename, or the hash in hash mode. */
export function appPath(config: PotluckConfig, location: Location): string {
  if (config.useHashRouter) return location.hash.replace(/^#/, "") || "/";
  const { pathname } = location;
  return pathname.startsWith(config.basename)
    ? pathname.slice(config.basename.length) || "/"
    : pathname;
}

/**
 * Starts loading the chunk of the screen the page opens on, in parallel with
 * the instance and the messages.
 */
export function preloadRoute(config: PotluckConfig): void {
  const matches = matchRoutes(routes, appPath(config, window.location)) ?? [];
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    void handle?.preload?.();
  }
}
