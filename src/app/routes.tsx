import {
  matchRoutes,
  Navigate,
  Outlet,
  useParams,
  type RouteObject,
} from "react-router-dom";
import { Suspense, type ReactNode } from "react";
import { LoadingScreen } from "../components/LoadingScreen";
import { firstScreenWillMark } from "../components/startup";
import type { PotluckConfig } from "../config";
import { RequireSession } from "../features/auth/RequireSession";
import { homeTimelineKey } from "../features/timeline/homeTimeline";
import type { AppDispatch } from "../store/index";
import { fetchTimeline } from "../store/timelines/thunks";
import { paths } from "../utils/paths";
import { ThreeColumnLayout } from "./layouts/ThreeColumnLayout";
import { adminRoute } from "./adminRoutes";
import {
  eventFamiliesRoutes,
  memberFamiliesRoutes,
  profileFamiliesRoutes,
} from "./familiesRoutes";
import { HomeStories } from "./HomeStories";
import { lazyScreen } from "./lazyScreen";
import { memberChatRoutes } from "./chatRoutes";
import { memberPeopleRoutes, profilePeopleRoutes } from "./peopleRoutes";
import { RootShell } from "./RootShell";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { settingsRoute } from "./settingsRoutes";

/*
 * The routes of spec 01 section 2. Every screen is its own chunk, named as the
 * spec lists them; list routes never preload detail screens.
 */

// The profile and event layouts (headers, tabs, account hooks) are chunks of
// their own, so list routes do not load them.
const ProfileLayout = lazyScreen(() =>
  import(
    /* webpackChunkName: "profile-layout" */ "./layouts/ProfileLayout"
  ).then((m) => m.ProfileLayout),
);
const EventLayout = lazyScreen(() =>
  import(/* webpackChunkName: "event-layout" */ "./layouts/EventLayout").then(
    (m) => m.EventLayout,
  ),
);

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
    /* webpackChunkName: "quotes" */ "../features/timeline/QuotesScreen"
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
const SignIn = lazyScreen(() =>
  import(
    /* webpackChunkName: "sign-in" */ "../features/auth/SignInScreen"
  ).then((m) => m.SignInScreen),
);
const SignInCallback = lazyScreen(() =>
  import(
    /* webpackChunkName: "sign-in-callback" */ "../features/auth/SignInCallbackScreen"
  ).then((m) => m.SignInCallbackScreen),
);
const Home = lazyScreen(() =>
  import(/* webpackChunkName: "home" */ "../features/timeline/HomeScreen").then(
    (m) => m.HomeScreen,
  ),
);
// The home column opens with the instance's announcements, as Mastodon's web
// UI does; the shell composes the two so that neither feature imports the other.
const Announcements = lazyScreen(() =>
  import(
    /* webpackChunkName: "home" */ "../features/announcements/AnnouncementsPanel"
  ).then((m) => m.AnnouncementsPanel),
);
const Compose = lazyScreen(() =>
  import(
    /* webpackChunkName: "compose" */ "../features/compose/ComposeScreen"
  ).then((m) => m.ComposeScreen),
);
const Notifications = lazyScreen(() =>
  import(
    /* webpackChunkName: "notifications" */ "../features/notifications/NotificationsScreen"
  ).then((m) => m.NotificationsScreen),
);
const FollowRequests = lazyScreen(() =>
  import(
    /* webpackChunkName: "follow-requests" */ "../features/notifications/FollowRequestsScreen"
  ).then((m) => m.FollowRequestsScreen),
);
const Bookmarks = lazyScreen(() =>
  import(
    /* webpackChunkName: "bookmarks" */ "../features/bookmarks/BookmarksScreen"
  ).then((m) => m.BookmarksScreen),
);
const Favourites = lazyScreen(() =>
  import(
    /* webpackChunkName: "favourites" */ "../features/bookmarks/FavouritesScreen"
  ).then((m) => m.FavouritesScreen),
);
const Conversations = lazyScreen(() =>
  import(
    /* webpackChunkName: "conversations" */ "../features/conversations/ConversationsScreen"
  ).then((m) => m.ConversationsScreen),
);
const Scheduled = lazyScreen(() =>
  import(
    /* webpackChunkName: "scheduled" */ "../features/scheduled/ScheduledScreen"
  ).then((m) => m.ScheduledScreen),
);
const Lists = lazyScreen(() =>
  import(/* webpackChunkName: "lists" */ "../features/lists/ListsScreen").then(
    (m) => m.ListsScreen,
  ),
);
const List = lazyScreen(() =>
  import(/* webpackChunkName: "list" */ "../features/lists/ListScreen").then(
    (m) => m.ListScreen,
  ),
);
const Filters = lazyScreen(() =>
  import(
    /* webpackChunkName: "filters" */ "../features/filters/FiltersScreen"
  ).then((m) => m.FiltersScreen),
);
// A developer's tool (issue 20): its chunk, the app's routes bound to a
// replayed log, loads only on this path.
const DebugReplay = lazyScreen(() =>
  import(/* webpackChunkName: "debug-replay" */ "./debug/ReplayScreen").then(
    (m) => m.ReplayScreen,
  ),
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
    // Outside the shell: the replayed app brings its own top bar.
    path: "debug/replay",
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <DebugReplay />
        </Suspense>
      </RouteErrorBoundary>
    ),
    handle: { preload: DebugReplay.preload },
  },
  {
    // A failure inside a route shows the error screen in place of the page.
    element: (
      <RouteErrorBoundary>
        <RootShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <ThreeColumnLayout />,
        children: [
          {
            index: true,
            element: <CommunityTimeline />,
            handle: {
              preload: CommunityTimeline.preload,
              marksPost: true,
              prefetch: (dispatch, config) =>
                dispatch(
                  fetchTimeline({ key: homeTimelineKey(config.homePage) }),
                ),
            } satisfies RouteHandle,
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
          {
            path: "login",
            element: <SignIn />,
            handle: { preload: SignIn.preload },
          },
          {
            path: "login/callback",
            element: <SignInCallback />,
            handle: { preload: SignInCallback.preload },
          },
          {
            // Member screens: visitors are sent to sign in and brought back.
            element: <RequireSession />,
            children: [
              ...memberPeopleRoutes,
              ...memberChatRoutes,
              ...memberFamiliesRoutes,
              {
                path: "home",
                element: (
                  <Home
                    stories={<HomeStories />}
                    announcements={<Announcements />}
                  />
                ),
                handle: {
                  preload: () =>
                    Promise.all([Home.preload(), Announcements.preload()]),
                  marksPost: true,
                  // Asked once the stored token is verified (no request
                  // goes out with a revoked one), from the screen's chunk.
                  prefetch: (dispatch, _config, memberVerified) =>
                    memberVerified.then((verified) =>
                      verified
                        ? import(
                            /* webpackChunkName: "home" */ "../features/timeline/prefetchHome"
                          ).then(({ prefetchHome }) => prefetchHome(dispatch))
                        : undefined,
                    ),
                } satisfies RouteHandle,
              },
              {
                path: "compose",
                element: <Compose />,
                handle: { preload: Compose.preload },
              },
              {
                path: "notifications",
                element: <Notifications />,
                handle: { preload: Notifications.preload },
              },
              {
                path: "follow_requests",
                element: <FollowRequests />,
                handle: { preload: FollowRequests.preload },
              },
              {
                path: "lists",
                element: <Lists />,
                handle: { preload: Lists.preload },
              },
              {
                path: "lists/:id",
                element: <List />,
                handle: { preload: List.preload },
              },
              {
                path: "filters",
                element: <Filters />,
                handle: { preload: Filters.preload },
              },
              {
                path: "bookmarks",
                element: <Bookmarks />,
                handle: { preload: Bookmarks.preload },
              },
              {
                path: "bookmarks/:folderId",
                element: <Bookmarks />,
                handle: { preload: Bookmarks.preload },
              },
              {
                path: "favourites",
                element: <Favourites />,
                handle: { preload: Favourites.preload },
              },
              {
                path: "conversations",
                element: <Conversations />,
                handle: { preload: Conversations.preload },
              },
              {
                path: "scheduled",
                element: <Scheduled />,
                handle: { preload: Scheduled.preload },
              },
            ],
          },
        ],
      },
      adminRoute,
      settingsRoute,
      {
        path: ":acct",
        element: <AcctGuardOutlet />,
        children: [
          {
            element: <ProfileLayout />,
            handle: { preload: ProfileLayout.preload },
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
              ...profilePeopleRoutes,
              ...profileFamiliesRoutes,
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
            handle: { preload: EventLayout.preload },
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
              ...eventFamiliesRoutes,
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
  /** Loads the screen's chunk. */
  preload?: () => Promise<unknown>;
  /**
   * The screen is a timeline, which marks its first post (or its failure or
   * emptiness): the parts deferred until then wait for that mark rather
   * than a fixed time (`firstScreenWillMark`).
   */
  marksPost?: true;
  /**
   * Starts the screen's first request; called once the instance is known
   * (`memberVerified`: whether a stored session was verified, once it is
   * known). Settles when the response is in the store.
   */
  prefetch?: (
    dispatch: AppDispatch,
    config: PotluckConfig,
    memberVerified: Promise<boolean>,
  ) => Promise<unknown>;
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
 * How long the first screen waits, once its chunks are in, for its first
 * request's data before it renders without it (skeletons).
 */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * Starts loading the chunks of the screen the page opens on, in parallel
 * with the instance and the messages, and its first request as soon as the
 * instance has loaded (the request's path depends on the server family),
 * rather than after the screen has loaded and rendered. The screen's own
 * fetch then finds the request under way or its data fresh.
 *
 * Resolves once the chunks have loaded (or failed: the screen then meets the
 * failure itself, as it would have without the preload) and the first
 * request's data is in the store, or FIRST_DATA_WAIT_MS after the chunks.
 * The first screen then renders with its posts in one interruptible pass:
 * data arriving after the app had rendered would re-render it at once, in
 * one long task (a store update cannot wait in a transition).
 */
export function preloadRoute(
  config: PotluckConfig,
  dispatch: AppDispatch,
  instanceLoaded: Promise<unknown>,
  memberVerified: Promise<boolean> = Promise.resolve(false),
): Promise<void> {
  const matches = matchRoutes(routes, appPath(config, window.location)) ?? [];
  const handles = matches.map(
    (match) => match.route.handle as RouteHandle | undefined,
  );
  if (handles.some((handle) => handle?.marksPost)) firstScreenWillMark();
  const chunks = handles.map((handle) =>
    handle?.preload ? handle.preload() : Promise.resolve(),
  );
  const data = instanceLoaded.then(() =>
    Promise.allSettled(
      handles.map(
        (handle) =>
          handle?.prefetch?.(dispatch, config, memberVerified) ??
          Promise.resolve(),
      ),
    ),
  );
  return Promise.allSettled(chunks).then(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        data.then(done, done);
      }),
  );
}
