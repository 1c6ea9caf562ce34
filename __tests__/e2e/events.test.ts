import type { Page } from "playwright-core";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { appPath, visible } from "./support/page";
import { demoRoutes } from "./support/routes";

interface ApiEventStatus {
  pleroma: { event: { name: string; start_time: string } | null };
}

async function currentTab(page: Page): Promise<string | null> {
  const tab = await visible(
    page
      .getByRole("navigation", { name: "Event sections" })
      .locator('[aria-current="page"]'),
  );
  return tab.textContent();
}

/*
 * The event layout (spec 01 section 2) on a server with events (pleroma):
 * header with name, date and place, Information and Discussion tabs.
 */
describeInBrowser("events (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("shows the event's name, date, place and description on the Information tab, then the Discussion tab", async () => {
    const routes = await demoRoutes(e2e.server);
    const { body } = await e2e.server.api<ApiEventStatus>(
      `/api/v1/statuses/${routes.ids.statuses["supper-event"]!}`,
    );
    const event = body.pleroma.event!;
    const page = await e2e.open(routes.event);
    const main = page.getByRole("main");
    await visible(
      main.getByRole("heading", { level: 1, name: event.name.trim() }),
    );
    const time = await visible(main.locator("time"));
    await expect(time.getAttribute("datetime")).resolves.toBe(event.start_time);
    await expect(time.textContent()).resolves.toMatch(/\d{1,2}:\d{2}/);
    await visible(main.getByText("The Boathouse").first());
    await visible(main.getByText(/2 Harbour Street/).first());
    await visible(main.getByRole("link", { name: "Show on map" }));
    await visible(main.getByRole("button", { name: "Join" }));
    await expect(currentTab(page)).resolves.toBe("Information");
    const about = await visible(
      page.getByRole("region", { name: "About this event" }),
    );
    await visible(about.getByText(/Bring one dish that feeds four/));
    // The banner picture has loaded.
    const banner = await visible(
      main.getByRole("link", { name: "View event banner" }).locator("img"),
    );
    await expect(
      banner.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await e2e.look(page, "event");

    // The Discussion tab switches in place.
    await page
      .getByRole("navigation", { name: "Event sections" })
      .getByRole("link", { name: "Discussion" })
      .click();
    await visible(
      main
        .getByRole("article")
        .filter({ hasText: "Is there an oven at the boathouse" }),
    );
    expect(appPath(page, BASE_PATH)).toBe(routes.eventDiscussion);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows the replies on the Discussion tab", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.eventDiscussion);
    await visible(
      page
        .getByRole("main")
        .getByRole("heading", { level: 1, name: /Midsummer Potluck Supper/ }),
    );
    await expect(currentTab(page)).resolves.toBe("Discussion");
    const posts = page.getByRole("main").getByRole("article");
    await visible(
      posts.filter({ hasText: "Is there an oven at the boathouse" }),
    );
    await visible(posts.filter({ hasText: "Fiddler reporting for duty" }));
    await e2e.look(page, "event-discussion");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("redirects the event route of a post without an event to the post route", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.eventOfPlainPost);
    await visible(
      page
        .getByRole("main")
        .getByRole("article")
        .filter({ hasText: "The runner beans are up!" }),
    );
    expect(appPath(page, BASE_PATH)).toBe(
      `/@alice/posts/${routes.ids.statuses.seedlings!}`,
    );
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
