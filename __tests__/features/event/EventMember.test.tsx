import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router-dom";
import { EventFormScreen } from "../../../src/features/event/EventFormScreen";
import { EventHeader } from "../../../src/features/event/EventHeader";
import { EventRequestsScreen } from "../../../src/features/event/EventRequestsScreen";
import { EventsScreen } from "../../../src/features/event/EventsScreen";
import { sessionStarted } from "../../../src/store/events";
import { rawAccount } from "../../store/factories";
import { describeWithFixtures } from "../../support/fixtures";
import {
  createTestApp,
  fixture,
  LocationProbe,
  renderApp,
  stubLayoutApis,
  type Call,
  type Routes as ServerRoutes,
} from "../account/support";

beforeEach(stubLayoutApis);

const ID = "103874034845713213";
/** The fixture post's author, the organiser. */
const ORGANISER = "9v5bmRalQvjOy0ECcC";
const MEMBER = "900";

function eventStatus(event: Record<string, unknown> = {}) {
  const status = fixture("pleroma-status.json");
  return {
    ...status,
    id: ID,
    content: "<p>Bring a jar.</p>",
    pleroma: {
      ...(status.pleroma as object),
      event: {
        name: "Sourdough Workshop",
        start_time: "2026-12-03T10:00:00.000Z",
        end_time: "2026-12-03T13:00:00.000Z",
        join_mode: "restricted",
        participants_count: 2,
        location: null,
        join_state: null,
        ...event,
      },
    },
  };
}

const pages = (
  <Routes>
    <Route
      path=":acct/events/:statusId"
      element={
        <>
          <EventHeader />
          <Outlet />
        </>
      }
    >
      <Route index element={null} />
      <Route path="participation_requests" element={<EventRequestsScreen />} />
    </Route>
    <Route path="events" element={<EventsScreen />} />
    <Route path="events/new" element={<EventFormScreen />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

async function visit(route: string, me: string, routes: ServerRoutes) {
  const app = await createTestApp(
    {
      [`GET /api/v1/statuses/${ID}`]: () => ({ body: eventStatus() }),
      "GET /api/v1/accounts/relationships": () => ({ body: [] }),
      ...routes,
    },
    "pleroma-instance.json",
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me }));
  renderApp(app.store, pages, route);
  return app;
}

const posts = (app: { calls: Call[] }) =>
  app.calls.filter((c) => c.method === "POST" || c.method === "PUT");

describeWithFixtures("the member's event actions", () => {
  it("asks to join a restricted event with a message, then leaves it", async () => {
    const app = await visit(`/@alex/events/${ID}`, MEMBER, {
      [`POST /api/v1/pleroma/events/${ID}/join`]: () => ({
        body: eventStatus({ join_state: "pending" }),
      }),
      [`POST /api/v1/pleroma/events/${ID}/leave`]: () => ({
        body: eventStatus({ join_state: null }),
      }),
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Request to join" }),
    );
    const message = screen.getByLabelText("Message for the organiser");
    await waitFor(() => {
      expect(message).toHaveFocus();
    });
    await userEvent.type(message, "May I bring rye flour?");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Your request is pending")).toBeVisible();
    expect(posts(app)[0]).toMatchObject({
      url: expect.objectContaining({
        pathname: `/api/v1/pleroma/events/${ID}/join`,
      }) as URL,
      body: { participation_message: "May I bring rye flour?" },
    });
    // The organiser's own links are not the member's.
    expect(screen.queryByRole("link", { name: "Edit event" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(
      await screen.findByRole("button", { name: "Request to join" }),
    ).toBeVisible();
    expect(posts(app).map((c) => c.url.pathname)).toEqual([
      `/api/v1/pleroma/events/${ID}/join`,
      `/api/v1/pleroma/events/${ID}/leave`,
    ]);
  });

  it("gives the organiser the edit, participants and requests links, and answers requests in place", async () => {
    const bob = rawAccount("701", { acct: "bob", display_name: "Bob" });
    const chen = rawAccount("702", { acct: "chen", display_name: "Chen" });
    const app = await visit(
      `/@alex/events/${ID}/participation_requests`,
      ORGANISER,
      {
        [`GET /api/v1/pleroma/events/${ID}/participation_requests`]: () => ({
          body: [
            { account: bob, participation_message: "Rye flour?" },
            { account: chen, participation_message: null },
          ],
        }),
        [`POST /api/v1/pleroma/events/${ID}/participation_requests/701/authorize`]:
          () => ({ body: eventStatus({ participants_count: 3 }) }),
        [`POST /api/v1/pleroma/events/${ID}/participation_requests/702/reject`]:
          () => ({ status: 500, body: { error: "Something broke" } }),
      },
    );
    expect(
      await screen.findByRole("link", { name: "Edit event" }),
    ).toHaveAttribute("href", `/events/${ID}/edit`);
    expect(screen.getByRole("link", { name: "Participants" })).toHaveAttribute(
      "href",
      `/@alex/events/${ID}/participations`,
    );
    const list = await screen.findByRole("list", {
      name: "Participation requests",
    });
    expect(within(list).getByText("Rye flour?")).toBeVisible();
    const rowOf = (name: string) =>
      within(list)
        .getAllByRole("listitem")
        .find((li) => within(li).queryByText(name));
    await userEvent.click(
      within(rowOf("Bob")!).getByRole("button", {
        name: "Accept",
      }),
    );
    await waitFor(() => {
      expect(within(list).queryByText("Bob")).toBeNull();
    });
    await userEvent.click(
      within(rowOf("Chen")!).getByRole("button", {
        name: "Reject",
      }),
    );
    // Refused: back in its place, and toasted under the button's name.
    await waitFor(() => {
      expect(app.store.getState().notices.items.at(-1)).toMatchObject({
        source: "calendar/rejectRequest",
      });
    });
    const back = await screen.findByRole("list", {
      name: "Participation requests",
    });
    expect(within(back).getByText("Chen")).toBeVisible();
    expect(
      app.store.getState().statuses.byId[ID]?.event?.participants_count,
    ).toBe(3);
  });

  it("creates an event with a place from the location search and shows it", async () => {
    let sent: unknown = null;
    const app = await visit("/events/new", MEMBER, {
      "GET /api/v1/pleroma/search/location": (call) => ({
        body:
          call.url.searchParams.get("q") === "Harbour"
            ? [
                {
                  description: "Harbour Hall, 1 Harbour Road",
                  origin_id: "osm-node-4101",
                },
              ]
            : [],
      }),
      "POST /api/v1/pleroma/events": (call) => {
        sent = call.body;
        return { body: { ...eventStatus(), id: "555" } };
      },
    });
    await userEvent.type(await screen.findByLabelText("Name"), "Supper club");
    await userEvent.type(screen.getByLabelText("Starts"), "2026-12-24T18:00");
    await userEvent.type(screen.getByLabelText("Place"), "Harbour");
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Harbour Hall, 1 Harbour Road",
      }),
    );
    await userEvent.click(screen.getByLabelText("People you accept"));
    await userEvent.type(screen.getByLabelText("Description"), "Bring a dish");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    await waitFor(() => {
      expect(sent).toMatchObject({
        name: "Supper club",
        status: "Bring a dish",
        start_time: new Date("2026-12-24T18:00").toISOString(),
        location_id: "osm-node-4101",
        join_mode: "restricted",
      });
    });
    // On to the new event's page.
    expect(
      await screen.findByRole("heading", { name: "Sourdough Workshop" }),
    ).toBeVisible();
    expect(app.store.getState().statuses.byId["555"]).toBeDefined();
  });

  it("lists the member's events", async () => {
    await visit("/events", MEMBER, {
      "GET /api/v1/pleroma/events/joined_events": () => ({
        body: [eventStatus({ join_state: "accept" })],
      }),
    });
    const list = await screen.findByRole("list", { name: "Events" });
    expect(
      within(list).getByRole("link", { name: "Sourdough Workshop" }),
    ).toHaveAttribute("href", `/@alex/events/${ID}`);
    expect(within(list).getByText("You are going")).toBeVisible();
    expect(screen.getByRole("link", { name: "New event" })).toBeVisible();
  });
});
