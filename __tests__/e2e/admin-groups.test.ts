import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { gone, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * The staff console's groups (issue 19, gate `adminGroups`): on the demo
 * server's Pleroma-style family an admin lists the groups, suspends one (it
 * moves to the suspended list, by its address since its name comes blank),
 * brings it back and deletes another after confirming; a Mastodon-style
 * family has no groups section.
 */

describeInBrowser("staff console groups", () => {
  const e2e = setupE2E();

  async function useFamily(family: "mastodon" | "pleroma") {
    await e2e.server.control("family", { family });
    await e2e.server.control("reset", {});
  }

  const groupRow = (page: Page, name: string | RegExp) =>
    page.getByRole("list", { name: "Groups" }).getByRole("listitem", { name });

  it("an admin suspends a group, brings it back and deletes another (Pleroma)", async () => {
    await useFamily("pleroma");
    const page = await openAs(e2e, "maren", "/admin");
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Groups" })
      .click();
    await visible(page.getByRole("heading", { name: "Groups", level: 1 }));
    await visible(groupRow(page, "Darkroom Club"));
    await e2e.look(page, "admin-groups");

    await groupRow(page, "Darkroom Club")
      .getByRole("button", { name: "Suspend" })
      .click();
    await gone(groupRow(page, "Darkroom Club"));
    await page.getByRole("link", { name: "Suspended" }).click();
    const suspended = groupRow(page, /\/group\/darkroom-club$/);
    await visible(suspended);
    await e2e.look(page, "admin-groups-suspended");
    await suspended.getByRole("button", { name: "Unsuspend" }).click();
    await gone(suspended);

    await page.getByRole("link", { name: "Active" }).click();
    await visible(groupRow(page, "Darkroom Club"));
    await groupRow(page, "Harbour Cooks")
      .getByRole("button", { name: "Delete" })
      .click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText(/Harbour Cooks and its posts/));
    await dialog.getByRole("button", { name: "Delete" }).click();
    await gone(groupRow(page, "Harbour Cooks"));
    // The server agrees: after a reload only the darkroom is left.
    await page.reload();
    await visible(groupRow(page, "Darkroom Club"));
    expect(
      await page
        .getByRole("list", { name: "Groups" })
        .getByRole("listitem")
        .count(),
    ).toBe(1);
  });

  it("a Mastodon-style server has no groups section", async () => {
    await useFamily("mastodon");
    const page = await openAs(e2e, "maren", "/admin/groups");
    await visible(
      page.getByText("This server has no Groups the console can manage."),
    );
    const nav = page.getByRole("navigation", { name: "Staff console" });
    await visible(nav.getByRole("link", { name: "Accounts" }));
    expect(await nav.getByRole("link", { name: "Groups" }).count()).toBe(0);
  });
});
