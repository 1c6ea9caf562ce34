import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { announcementSchema } from "../../../src/api/schemas/announcement";
import { AnnouncementsPanel } from "../../../src/features/announcements/AnnouncementsPanel";
import { announcementReceived } from "../../../src/store/announcements/slice";
import {
  memberApp,
  renderApp,
  type Family,
  type TestApp,
} from "../filters/support";

const raw = (
  id: string,
  text: string,
  read: boolean,
  reactions: object[] = [],
) => ({
  id,
  content: `<p>${text}</p>`,
  published_at: "2026-11-20T10:00:00.000Z",
  read,
  reactions,
});

async function show(family: Family): Promise<TestApp> {
  const app = await memberApp(family, {
    "GET /api/v1/announcements": () => ({
      body: [
        raw("3", "Old news", true),
        raw("2", "Supper on Saturday", false, [
          { name: "🍞", count: 2, me: false },
        ]),
        raw("1", "Welcome aboard", false),
      ],
    }),
    "POST /api/v1/announcements/2/dismiss": () => ({ body: {} }),
    "PUT /api/v1/announcements/2/reactions/%F0%9F%8D%9E": () => ({ body: {} }),
  });
  renderApp(app.store, <AnnouncementsPanel />, "/home");
  return app;
}

const panel = () => screen.getByRole("region", { name: "Announcements" });

describe("the announcements panel", () => {
  it("shows unread ones first, pages through them and marks one read", async () => {
    const user = userEvent.setup();
    const app = await show("mastodon");
    await screen.findByText("Supper on Saturday");
    const toggle = within(panel()).getByRole("button", {
      name: /Announcements/,
    });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Unread: 2");
    expect(panel()).toHaveTextContent("1 of 3");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(panel()).toHaveTextContent("Welcome aboard");
    await user.click(screen.getByRole("button", { name: "Previous" }));

    await user.click(screen.getByRole("button", { name: "🍞 2" }));
    expect(screen.getByRole("button", { name: "🍞 3" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Read, it goes behind the unread: the next unread one shows.
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(panel()).toHaveTextContent("Welcome aboard");
    expect(toggle).toHaveTextContent("Unread: 1");
    await waitFor(() => {
      expect(
        app.calls
          .filter((c) => c.method !== "GET")
          .map((c) => `${c.method} ${c.url.pathname}`),
      ).toEqual([
        "PUT /api/v1/announcements/2/reactions/%F0%9F%8D%9E",
        "POST /api/v1/announcements/2/dismiss",
      ]);
    });

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toHaveTextContent("Welcome aboard");

    // One published live opens the panel on itself.
    act(() => {
      app.store.dispatch(
        announcementReceived(
          announcementSchema.parse(raw("4", "Market moved to Sunday", false)),
        ),
      );
    });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel()).toHaveTextContent("Market moved to Sunday");
    expect(panel()).toHaveTextContent("1 of 4");
  });

  it("offers no reactions where the server takes none (Pleroma)", async () => {
    await show("pleroma");
    await screen.findByText("Supper on Saturday");
    expect(screen.getByRole("button", { name: "🍞 2" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "React" })).toBeNull();
  });
});
