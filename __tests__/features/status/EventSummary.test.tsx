import { screen } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, loadStatus, makeStore, renderWithStore } from "./support";

type Raw = Record<string, unknown>;

/** A Rebased event post: pleroma.event plus a banner attachment described 'Banner'. */
function eventPost(): Raw {
  const raw = fixture("pleroma-status-with-attachments.json");
  const [image] = raw.media_attachments as Raw[];
  raw.media_attachments = [{ ...image, description: "Banner" }];
  (raw.pleroma as Raw).event = {
    name: "Fediverse meetup",
    start_time: "2022-05-01T18:00:00.000Z",
    end_time: "2022-05-01T21:00:00.000Z",
    join_mode: "free",
    participants_count: 3,
    location: {
      name: "The Pub",
      street: "1 Main St",
      locality: "Springfield",
      country: "US",
    },
    join_state: null,
  };
  return raw;
}

/** Pleroma's instance with the events feature advertised. */
function eventsInstance(): Raw {
  const instance = fixture("pleroma-instance.json");
  const metadata = (instance.pleroma as Raw).metadata as Raw;
  metadata.features = [...(metadata.features as string[]), "events"];
  return instance;
}

describeWithFixtures("StatusCard event posts", () => {
  it("shows the banner, name, dates, place and a link to the event", async () => {
    const test = makeStore({ "/api/v1/instance": { body: eventsInstance() } });
    await test.store.dispatch(fetchInstance());
    const id = await loadStatus(test, eventPost());
    renderWithStore(<StatusCard id={id} />, test);
    expect(screen.getByText("Fediverse meetup")).toBeInTheDocument();
    expect(
      screen.getByText("The Pub, 1 Main St, Springfield, US"),
    ).toBeInTheDocument();
    expect(screen.getByText(/May 1, 2022/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View event" })).toHaveAttribute(
      "href",
      `/@alex/events/${id}`,
    );
    // The banner is the event's picture, not one of the post's media.
    expect(
      screen.queryByRole("button", { name: /Open media/ }),
    ).not.toBeInTheDocument();
  });

  it("links to the event page only where the server has events", async () => {
    const test = makeStore();
    renderWithStore(
      <StatusCard id={await loadStatus(test, eventPost())} />,
      test,
    );
    expect(screen.getByText("Fediverse meetup")).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "View event" }),
    ).not.toBeInTheDocument();
  });
});
