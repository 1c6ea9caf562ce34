import type { RouteObject } from "react-router-dom";
import { lazyScreen } from "./lazyScreen";

/*
 * The people lists (issue 17), spread into routes.tsx: the member screens
 * under the session guard, the profile ones in the profile layout. Every
 * screen is its own chunk.
 */

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

/** Member screens: the viewer's own lists. */
export const memberPeopleRoutes: RouteObject[] = [
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
