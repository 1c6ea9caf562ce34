import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router-dom";
import { EventDiscussionScreen } from "../../../src/features/event/EventDiscussionScreen";
import { EventHeader } from "../../../src/features/event/EventHeader";
import { EventInformationScreen } from "../../../src/features/event/EventInformationScreen";
import { EventTabs } from "../../../src/features/event/EventTabs";
import { describeWithFixtures } from "../../support/fixtures";
import {
  createTestApp,
  fixture,
  LocationProbe,
  openedModals,
  renderApp,
  stubLayoutApis,
  type Routes as ServerRoutes,
} from "../account/support";

beforeEach(stubLayoutApis);

/** The event layout's parts that are ours, with its two screens. */
const eventPage = (
  <Routes>
    <Route
      path=":acct/events/:statusId"
      element={
        <>
          <EventHeader />
          <EventTabs />
          <LocationProbe />
          <Outlet />
        </>
      }
    >
      <Route index element={<EventInformationScreen />} />
      <Route path="discussion" element={<EventDiscussionScreen />} />
    </Route>
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

const BANNER = {
  id: "9001",
  type: "image",
  url: "https://media.gleasonator.com/banner.png",
  preview_url: "https://media.gleasonator.com/banner-small.png",
  description: "Banner",
  pleroma: { mime_type: "image/png" },
};
const LINK = {
  id: "9002",
  type: "unknown",
  url: "https://gleasonator.com/media/tickets.html",
  remote_url: "https://tickets.example/supper",
  description: "Tickets and menu",
  pleroma: { mime_type: "text/html" },
};
const PHOTO = {
  id: "9003",
  type: "image",
  url: "https://media.gleasonator.com/table.png",
  preview_url: "https://media.gleasonator.com/table-small.png",
  description: "Four plates of food on a long table.",
  blurhash: "L5I;3F$1000#KO^l#+.k00kD.7%1",
  pleroma: { mime_type: "image/png" },
};
const EVENT = {
  name: "Midsummer Potluck Supper",
  start_time: "2026-11-26T18:00:00.000Z",
  end_time: "2026-11-26T22:00:00.000Z",
  join_mode: "free",
  participants_count: 27,
  location: {
    name: "The Boathouse",
    street: "2 Harbour Street",
    postal_code: "HB1 2PT",
    locality: "Harbourside",
    region: "East Coast",
    country: "United Kingdom",
    latitude: 54.321,
    longitude: -1.234,
    url: "https://potluck.example/boathouse",
  },
  join_state: null,
};

/** A real Pleroma post made an event post the way Rebased sends one. */
function eventStatus(event: Record<string, unknown> = {}) {
  const status = fixture("pleroma-status.json");
  return {
    ...status,
    content: "<p>Bring one dish that feeds four.</p>",
    media_attachments: [BANNER, LINK, PHOTO],
    pleroma: {
      ...(status.pleroma as object),
      event: { ...EVENT, ...event },
    },
  };
}

const ID = "103874034845713213";

async function visit(
  route: string,
  status: Record<string, unknown>,
  extra: ServerRoutes = {},
) {
  const app = await createTestApp(
    {
      [`GET /api/v1/statuses/${ID}`]: () => ({ body: status }),
      [`GET /api/v1/statuses/${ID}/context`]: () => ({
        body: { ancestors: [], descendants: [] },
      }),
      ...extra,
    },
    "pleroma-instance.json",
  );
  renderApp(app.store, eventPage, route);
  return app;
}

const location = () => screen.getByRole("status", { name: "location" });

describeWithFixtures("event pages", () => {
  it("shows the event's name, time, place, join mode, participants and organiser", async () => {
    await visit(`/@alex/events/${ID}`, eventStatus());
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Midsummer Potluck Supper",
      }),
    ).toBeInTheDocument();
    const header = screen.getByRole("banner");
    const expected = new Intl.DateTimeFormat("en", {
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).formatRange(new Date(EVENT.start_time), new Date(EVENT.end_time));
    const time = header.querySelector("time");
    const spaced = (text: string | null | undefined) =>
      text?.replace(/\s+/g, " ");
    expect(spaced(time?.textContent)).toBe(spaced(expected));
    expect(time).toHaveAttribute("datetime", EVENT.start_time);
    expect(header).toHaveTextContent(
      "The Boathouse2 Harbour Street, HB1 2PT Harbourside, East Coast, United Kingdom",
    );
    expect(
      within(header).getByRole("link", { name: "Show on map" }),
    ).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=54.321&mlon=-1.234#map=16/54.321/-1.234",
    );
    expect(header).toHaveTextContent("Anyone can join");
    expect(header).toHaveTextContent("27 participants");
    expect(header).toHaveTextContent("Organised by Alex Gleason");
    expect(
      within(header).getByRole("link", { name: /Alex Gleason/ }),
    ).toHaveAttribute("href", "/@alex");
  });

  it("opens the UNAUTHORIZED modal with JOIN for visitors", async () => {
    const app = await visit(`/@alex/events/${ID}`, eventStatus());
    await userEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(openedModals(app.actions)).toEqual([
      {
        type: "UNAUTHORIZED",
        props: {
          action: "JOIN",
          statusId: ID,
          url: "https://gleasonator.com/notice/103874034847713213",
        },
      },
    ]);
  });

  it("asks to join where the organiser approves, and offers nothing for invite-only events", async () => {
    await visit(
      `/@alex/events/${ID}`,
      eventStatus({ join_mode: "restricted" }),
    );
    expect(
      await screen.findByRole("button", { name: "Request to join" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Participation needs the organiser's approval"),
    ).toBeInTheDocument();
  });

  it("has no join button for invite-only events", async () => {
    await visit(`/@alex/events/${ID}`, eventStatus({ join_mode: "invite" }));
    expect(await screen.findByText("By invitation only")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /join/i })).toBeNull();
  });

  it("opens the banner in the MEDIA modal", async () => {
    const app = await visit(`/@alex/events/${ID}`, eventStatus());
    await userEvent.click(
      await screen.findByRole("link", { name: "View event banner" }),
    );
    expect(openedModals(app.actions)).toEqual([
      { type: "MEDIA", props: { url: BANNER.url, type: "image" } },
    ]);
  });

  it("leaves for the post route when the post has no event", async () => {
    await visit(`/@alex/events/${ID}`, fixture("pleroma-status.json"));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/@alex/posts/${ID}`),
    );
  });

  it("says so when the post does not exist", async () => {
    await visit(`/@alex/events/404`, eventStatus());
    expect(
      await screen.findByText("This event could not be found."),
    ).toBeInTheDocument();
  });

  it("shows description, links, media and the place on the Information tab", async () => {
    const app = await visit(`/@alex/events/${ID}`, eventStatus());
    const about = await screen.findByRole("region", {
      name: "About this event",
    });
    expect(about).toHaveTextContent("Bring one dish that feeds four.");
    const links = screen.getByRole("region", { name: "Links" });
    expect(
      within(links).getByRole("link", { name: "Tickets and menu" }),
    ).toHaveAttribute("href", "https://tickets.example/supper");
    const media = screen.getByRole("region", { name: "Media" });
    const photo = within(media).getByRole("link", { name: PHOTO.description });
    await userEvent.click(photo);
    // The banner and the link left the attachments: the photo is the first.
    expect(openedModals(app.actions)).toEqual([
      { type: "MEDIA", props: { statusId: ID, index: 0 } },
    ]);
    const place = screen.getByRole("region", { name: "Location" });
    expect(
      within(place).getByRole("link", { name: "About this place" }),
    ).toHaveAttribute("href", "https://potluck.example/boathouse");
  });

  it("marks the current tab and links both", async () => {
    await visit(`/@alex/events/${ID}/discussion`, eventStatus());
    const tabs = await screen.findByRole("navigation", {
      name: "Event sections",
    });
    expect(
      within(tabs).getByRole("link", { name: "Discussion" }),
    ).toHaveAttribute("aria-current", "page");
    expect(
      within(tabs).getByRole("link", { name: "Information" }),
    ).toHaveAttribute("href", `/@alex/events/${ID}`);
  });

  it("shows the replies to the event on the Discussion tab", async () => {
    const reply = {
      ...fixture("pleroma-status-with-poll.json"),
      id: "AReply1",
      in_reply_to_id: ID,
      content: "<p>Can I bring a cake?</p>",
      poll: null,
    };
    const app = await visit(`/@alex/events/${ID}/discussion`, eventStatus(), {
      [`GET /api/v1/statuses/${ID}/context`]: () => ({
        body: { ancestors: [], descendants: [reply] },
      }),
    });
    expect(await screen.findByText("Can I bring a cake?")).toBeInTheDocument();
    expect(
      app.calls.filter((c) => c.url.pathname.endsWith("/context")),
    ).toHaveLength(1);
  });

  it("says when no one has replied yet", async () => {
    await visit(`/@alex/events/${ID}/discussion`, eventStatus());
    expect(
      await screen.findByText("No one has replied yet."),
    ).toBeInTheDocument();
  });
});
