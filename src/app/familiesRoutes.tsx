import type { RouteObject } from "react-router-dom";
import { lazyScreen } from "./lazyScreen";

/*
 * The families' own features (issue 19: interaction requests, events,
 * groups, circles and antennas, the drive), spread into routes.tsx under the session
 * guard. Every screen is its own chunk; each is offered only where its
 * gate holds, and a screen opened without it says so from its first call.
 */

const InteractionRequests = lazyScreen(() =>
  import(
    /* webpackChunkName: "interaction-requests" */ "../features/notifications/InteractionRequestsScreen"
  ).then((m) => m.InteractionRequestsScreen),
);

const Events = lazyScreen(() =>
  import(
    /* webpackChunkName: "events" */ "../features/event/EventsScreen"
  ).then((m) => m.EventsScreen),
);
const EventForm = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-form" */ "../features/event/EventFormScreen"
  ).then((m) => m.EventFormScreen),
);
const EventParticipants = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-participants" */ "../features/event/EventParticipantsScreen"
  ).then((m) => m.EventParticipantsScreen),
);
const EventRequests = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-requests" */ "../features/event/EventRequestsScreen"
  ).then((m) => m.EventRequestsScreen),
);

const Circles = lazyScreen(() =>
  import(
    /* webpackChunkName: "circles" */ "../features/circles/CirclesScreen"
  ).then((m) => m.CirclesScreen),
);
const Circle = lazyScreen(() =>
  import(
    /* webpackChunkName: "circle" */ "../features/circles/CircleScreen"
  ).then((m) => m.CircleScreen),
);

const Antennas = lazyScreen(() =>
  import(
    /* webpackChunkName: "antennas" */ "../features/antennas/AntennasScreen"
  ).then((m) => m.AntennasScreen),
);
const Antenna = lazyScreen(() =>
  import(
    /* webpackChunkName: "antenna" */ "../features/antennas/AntennaScreen"
  ).then((m) => m.AntennaScreen),
);

const Groups = lazyScreen(() =>
  import(
    /* webpackChunkName: "groups" */ "../features/groups/GroupsScreen"
  ).then((m) => m.GroupsScreen),
);
const Group = lazyScreen(() =>
  import(/* webpackChunkName: "group" */ "../features/groups/GroupScreen").then(
    (m) => m.GroupScreen,
  ),
);
const Drive = lazyScreen(() =>
  import(/* webpackChunkName: "drive" */ "../features/drive/DriveScreen").then(
    (m) => m.DriveScreen,
  ),
);

const Scrobbles = lazyScreen(() =>
  import(
    /* webpackChunkName: "account-scrobbles" */ "../features/account/AccountScrobblesScreen"
  ).then((m) => m.AccountScrobblesScreen),
);

/** Inside the profile layout, beside its tabs. */
export const profileFamiliesRoutes: RouteObject[] = [
  {
    path: "listening",
    element: <Scrobbles />,
    handle: { preload: Scrobbles.preload },
  },
];

/** Inside the event layout (spec 01: its tabs hide on these paths). */
export const eventFamiliesRoutes: RouteObject[] = [
  {
    path: "participations",
    element: <EventParticipants />,
    handle: { preload: EventParticipants.preload },
  },
  {
    path: "participation_requests",
    element: <EventRequests />,
    handle: { preload: EventRequests.preload },
  },
];

export const memberFamiliesRoutes: RouteObject[] = [
  {
    path: "interaction_requests",
    element: <InteractionRequests />,
    handle: { preload: InteractionRequests.preload },
  },
  { path: "events", element: <Events />, handle: { preload: Events.preload } },
  {
    path: "events/new",
    element: <EventForm />,
    handle: { preload: EventForm.preload },
  },
  {
    path: "events/:statusId/edit",
    element: <EventForm />,
    handle: { preload: EventForm.preload },
  },
  {
    path: "circles",
    element: <Circles />,
    handle: { preload: Circles.preload },
  },
  {
    path: "circles/:id",
    element: <Circle />,
    handle: { preload: Circle.preload },
  },
  {
    path: "antennas",
    element: <Antennas />,
    handle: { preload: Antennas.preload },
  },
  {
    path: "antennas/:id",
    element: <Antenna />,
    handle: { preload: Antenna.preload },
  },
  { path: "groups", element: <Groups />, handle: { preload: Groups.preload } },
  ...["groups/:id", "groups/:id/:tab"].map((path) => ({
    path,
    element: <Group />,
    handle: { preload: Group.preload },
  })),
  { path: "drive", element: <Drive />, handle: { preload: Drive.preload } },
  {
    path: "drive/:folderId",
    element: <Drive />,
    handle: { preload: Drive.preload },
  },
];
