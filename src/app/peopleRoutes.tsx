import type { RouteObject } from "react-router-dom";
import { lazyScreen } from "./lazyScreen";

/*
 * Discovery and the people lists (issue 17), spread into routes.tsx: the
 * member screens under the session guard, the profile ones in the profile
 * layout. Every screen is its own chunk; the explore tabs share one.
 */

const Explore = lazyScreen(() =>
  import(
    /* webpackChunkName: "explore" */ "../features/explore/ExploreLayout"
  ).then((m) => m.ExploreLayout),
);
const TrendingPosts = lazyScreen(() =>
  import(
    /* webpackChunkName: "explore" */ "../features/explore/TrendingPostsScreen"
  ).then((m) => m.TrendingPostsScreen),
);
const TrendingTags = lazyScreen(() =>
  import(
    /* webpackChunkName: "explore" */ "../features/explore/TrendingTagsScreen"
  ).then((m) => m.TrendingTagsScreen),
);
const TrendingLinks = lazyScreen(() =>
  import(
    /* webpackChunkName: "explore" */ "../features/explore/TrendingLinksScreen"
  ).then((m) => m.TrendingLinksScreen),
);
const Suggestions = lazyScreen(() =>
  import(
    /* webpackChunkName: "explore" */ "../features/people/SuggestionsScreen"
  ).then((m) => m.SuggestionsScreen),
);
const FollowedTags = lazyScreen(() =>
  import(
    /* webpackChunkName: "followed-tags" */ "../features/timeline/FollowedTagsScreen"
  ).then((m) => m.FollowedTagsScreen),
);
const PublicTimeline = lazyScreen(() =>
  import(
    /* webpackChunkName: "public-timeline" */ "../features/timeline/PublicTimelineScreen"
  ).then((m) => m.PublicTimelineScreen),
);
const OutgoingRequests = lazyScreen(() =>
  import(
    /* webpackChunkName: "outgoing-requests" */ "../features/people/OutgoingRequestsScreen"
  ).then((m) => m.OutgoingRequestsScreen),
);
const Mutes = lazyScreen(() =>
  import(/* webpackChunkName: "mutes" */ "../features/people/MutesScreen").then(
    (m) => m.MutesScreen,
  ),
);
const Blocks = lazyScreen(() =>
  import(
    /* webpackChunkName: "blocks" */ "../features/people/BlocksScreen"
  ).then((m) => m.BlocksScreen),
);
const DomainBlocks = lazyScreen(() =>
  import(
    /* webpackChunkName: "domain-blocks" */ "../features/people/DomainBlocksScreen"
  ).then((m) => m.DomainBlocksScreen),
);
const Follows = lazyScreen(() =>
  import(
    /* webpackChunkName: "follows" */ "../features/people/FollowsScreen"
  ).then((m) => m.FollowsScreen),
);
const StatusPeople = lazyScreen(() =>
  import(
    /* webpackChunkName: "status-people" */ "../features/people/StatusPeopleScreen"
  ).then((m) => m.StatusPeopleScreen),
);
const ProfileFeatured = lazyScreen(() =>
  import(
    /* webpackChunkName: "profile-featured" */ "../features/people/ProfileFeaturedScreen"
  ).then((m) => m.ProfileFeaturedScreen),
);

/** Member screens: `/explore/*`, `/followed_tags`, `/public/*`, the viewer's own lists. */
export const memberPeopleRoutes: RouteObject[] = [
  {
    path: "explore",
    element: <Explore />,
    handle: { preload: Explore.preload },
    children: [
      {
        index: true,
        element: <TrendingPosts />,
        handle: { preload: TrendingPosts.preload },
      },
      {
        path: "tags",
        element: <TrendingTags />,
        handle: { preload: TrendingTags.preload },
      },
      {
        path: "links",
        element: <TrendingLinks />,
        handle: { preload: TrendingLinks.preload },
      },
      {
        path: "suggestions",
        element: <Suggestions />,
        handle: { preload: Suggestions.preload },
      },
    ],
  },
  {
    path: "followed_tags",
    element: <FollowedTags />,
    handle: { preload: FollowedTags.preload },
  },
  {
    path: "public",
    element: <PublicTimeline />,
    handle: { preload: PublicTimeline.preload },
  },
  {
    path: "public/local",
    element: <PublicTimeline scope="local" />,
    handle: { preload: PublicTimeline.preload },
  },
  {
    path: "public/remote",
    element: <PublicTimeline scope="remote" />,
    handle: { preload: PublicTimeline.preload },
  },
  {
    path: "follow_requests/outgoing",
    element: <OutgoingRequests />,
    handle: { preload: OutgoingRequests.preload },
  },
  {
    path: "mutes",
    element: <Mutes />,
    handle: { preload: Mutes.preload },
  },
  {
    path: "blocks",
    element: <Blocks />,
    handle: { preload: Blocks.preload },
  },
  {
    path: "domain_blocks",
    element: <DomainBlocks />,
    handle: { preload: DomainBlocks.preload },
  },
];

/** Profile screens: who follows and is followed, what the profile features, who boosted and liked a post. */
export const profilePeopleRoutes: RouteObject[] = [
  {
    path: "followers",
    element: <Follows list="followers" />,
    handle: { preload: Follows.preload },
  },
  {
    path: "following",
    element: <Follows list="following" />,
    handle: { preload: Follows.preload },
  },
  {
    path: "featured",
    element: <ProfileFeatured />,
    handle: { preload: ProfileFeatured.preload },
  },
  {
    path: "posts/:statusId/reblogs",
    element: <StatusPeople list="rebloggedBy" />,
    handle: { preload: StatusPeople.preload },
  },
  {
    path: "posts/:statusId/favourites",
    element: <StatusPeople list="favouritedBy" />,
    handle: { preload: StatusPeople.preload },
  },
];
