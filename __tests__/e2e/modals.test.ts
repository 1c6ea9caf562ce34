import { describeInBrowser, setupE2E } from "./support/harness";
import { feedPosts, gone, visible } from "./support/page";
import { demoRoutes } from "./support/routes";

/*
 * The modal stack (spec 01 section 2): the MEDIA viewer, and the
 * UNAUTHORIZED modal a visitor gets for follow (where the server offers
 * remote interaction, as pleroma does) and for post actions.
 */
describeInBrowser("modals (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("opens a gallery thumbnail in the media viewer", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.profileMedia);
    const thumb = await visible(
      page
        .getByRole("list", { name: "Media" })
        .getByRole("link", { name: /tomatoes, peppers and plums/ }),
    );
    await thumb.click();
    const dialog = await visible(page.getByRole("dialog"));
    const picture = await visible(
      dialog.getByRole("img", { name: /tomatoes, peppers and plums/ }),
    );
    await expect(
      picture.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).resolves.toBeGreaterThan(0);
    // The app stays where it was: the viewer is a modal, not a navigation.
    expect(page.url()).toContain("/@alice/media");
    await e2e.look(page, "modal-media");
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("opens a post's picture in the media viewer from a timeline", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(`/@alice/posts/${routes.ids.statuses.market!}`);
    const open = await visible(
      page.getByRole("button", { name: /Open media 1 of 1/ }),
    );
    await open.click();
    const dialog = await visible(page.getByRole("dialog"));
    await visible(dialog.getByRole("img", { name: /striped market awning/ }));
    await dialog.getByRole("button", { name: "Close" }).click();
    await gone(page.getByRole("dialog"));
    // Focus goes back to where it was.
    await expect(
      page.evaluate(() => document.activeElement?.textContent ?? ""),
    ).resolves.toContain("Open media 1 of 1");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("opens the remote follow modal from the follow button", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.profile);
    const follow = await visible(
      page.getByRole("main").getByRole("button", { name: "Follow" }),
    );
    await follow.click();
    const dialog = await visible(
      page.getByRole("dialog", { name: /^Follow Alice Okafor/ }),
    );
    // The name's custom emoji is a picture, not its shortcode.
    const title = await visible(dialog.getByRole("heading"));
    await visible(title.getByRole("img", { name: ":sprout:" }));
    await expect(title.textContent()).resolves.not.toContain(":sprout:");
    const input = await visible(
      dialog.getByRole("textbox", { name: "Your handle or server" }),
    );
    // Focus moves into the dialog.
    await expect(
      dialog.evaluate((node) => node.contains(document.activeElement)),
    ).resolves.toBe(true);
    await input.fill("not a handle!");
    await dialog.getByRole("button", { name: "Continue on my server" }).click();
    await visible(dialog.getByRole("alert"));
    await e2e.look(page, "modal-remote-follow");
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("asks a visitor who likes a post to go to their own server", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.home);
    const post = await visible(
      feedPosts(page).filter({ hasText: "Courgette count: 14" }),
    );
    await post.getByRole("button", { name: /^Like/ }).click();
    const dialog = await visible(
      page.getByRole("dialog", { name: "Like this post" }),
    );
    await visible(
      dialog.getByRole("textbox", { name: "Your handle or server" }),
    );
    await e2e.look(page, "modal-unauthorized");
    // A click on the backdrop closes it.
    await page.mouse.click(5, 5);
    await gone(page.getByRole("dialog"));
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
