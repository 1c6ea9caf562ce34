import path from "node:path";
import type { Page } from "playwright-core";
import { REPO_ROOT, type ControlState } from "../tools/demoServerProcess";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";
import { openAs } from "./support/member";
import { eventually, gone, visible } from "./support/page";

/*
 * Pixelfed stories (issue 19) on the `pixelfed` preset: Alice's home opens
 * with the followed accounts' rings, Bob's new and Chen's seen. She steps
 * through Bob's two stories with the arrow keys and his ring turns seen, on
 * the server too. She adds a photo to her story and publishes it; Bob sees
 * it, and Alice finds him among its viewers; she deletes it. A
 * Mastodon-style server has no stories: the home shows no strip.
 *
 * The page asks for reduced motion, so no story moves on by itself while
 * the test looks (the progress's own animation is unit-tested).
 */

const STORIES = "/api/web/stories/v1";
const PHOTO = path.join(
  REPO_ROOT,
  "tools/demo-server/data/media/photo-loaf.png",
);

interface Ring {
  username: string;
  seen: boolean;
}

/** Looks once the lazily loaded parts (icons, pictures) are in. */
async function look(e2e: E2E, page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await e2e.look(page, name);
}

describeInBrowser("member stories (Pixelfed)", () => {
  const e2e = setupE2E(["--family", "pixelfed"]);

  async function api<T>(username: string, pathname: string, body?: object) {
    const token = await e2e.server.tokenFor(username);
    const res = await e2e.server.api<T>(pathname, {
      method: body ? "POST" : "GET",
      token,
      ...(body && {
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      }),
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function home(username: string): Promise<Page> {
    const page = await openAs(e2e, username, "/home");
    await page.emulateMedia({ reducedMotion: "reduce" });
    return page;
  }

  beforeEach(async () => {
    await e2e.server.control("family", { family: "pixelfed" });
    await e2e.server.control("reset", {});
  });

  it("views Bob's stories, which turn seen, and adds, shows the viewers of and deletes her own", async () => {
    const page = await home("alice");
    const strip = await visible(page.getByRole("region", { name: "Stories" }));
    const bob = strip.getByRole("button", { name: "Stories by bob, new" });
    await visible(bob);
    await visible(strip.getByRole("button", { name: "Stories by chen, seen" }));
    await expect(
      strip.getByRole("button", { name: "Your story", exact: true }).count(),
    ).resolves.toBe(0);
    await look(e2e, page, "stories-strip");

    await bob.click();
    const viewer = await visible(
      page.getByRole("dialog", { name: "Stories by bob" }),
    );
    await visible(viewer.getByRole("img", { name: "Story 1 of 2" }));
    await look(e2e, page, "stories-viewer");
    await page.keyboard.press("ArrowRight");
    await visible(viewer.getByRole("img", { name: "Story 2 of 2" }));
    await page.keyboard.press("ArrowLeft");
    await visible(viewer.getByRole("img", { name: "Story 1 of 2" }));
    await viewer.getByRole("button", { name: "Next", exact: true }).click();
    await visible(viewer.getByRole("img", { name: "Story 2 of 2" }));
    await page.keyboard.press("Escape");
    await gone(viewer);
    const seenBob = strip.getByRole("button", { name: "Stories by bob, seen" });
    await visible(seenBob);
    await eventually(async () => {
      expect(
        await seenBob.evaluate((el) => el === document.activeElement),
      ).toBe(true);
    });
    await eventually(async () => {
      const rings = await api<Ring[]>("alice", `${STORIES}/recent`);
      expect(rings.find((r) => r.username === "bob")?.seen).toBe(true);
    });

    // Her own: a photo, previewed, published for 10 seconds.
    await strip.getByRole("button", { name: "Add to your story" }).click();
    const add = await visible(
      page.getByRole("dialog", { name: "Add to your story" }),
    );
    await add.getByLabel("Photo").setInputFiles(PHOTO);
    await visible(add.getByRole("img", { name: "Your story" }));
    await add.getByLabel("Duration").selectOption({ label: "10 seconds" });
    await look(e2e, page, "stories-add");
    await add.getByRole("button", { name: "Publish" }).click();
    await gone(add);
    const own = await visible(
      strip.getByRole("button", { name: "Your story", exact: true }),
    );

    // Bob sees it (Pixelfed's viewer posts `viewed`), and is among its viewers.
    const { accounts } = await e2e.server.control<ControlState>("state");
    const [mine] = await api<{ nodes: { id: string; duration: number }[] }[]>(
      "bob",
      `${STORIES}/profile/${accounts.alice ?? ""}`,
    );
    expect(mine?.nodes.map((n) => n.duration)).toEqual([10]);
    await api("bob", `${STORIES}/viewed`, { id: mine?.nodes[0]?.id });
    await own.click();
    const ownViewer = await visible(
      page.getByRole("dialog", { name: "Your story" }),
    );
    await ownViewer.getByRole("button", { name: "1 viewer" }).click();
    const viewers = await visible(
      page.getByRole("dialog", { name: "Viewers" }),
    );
    await visible(viewers.getByRole("link", { name: /@bob/ }));
    await look(e2e, page, "stories-viewers");
    await page.keyboard.press("Escape");
    await gone(viewers);
    await visible(ownViewer);

    await ownViewer.getByRole("button", { name: "Delete" }).click();
    const confirm = await visible(page.getByRole("dialog", { name: "Delete" }));
    await confirm.getByRole("button", { name: "Delete" }).click();
    await gone(ownViewer);
    await gone(strip.getByRole("button", { name: "Your story", exact: true }));
    const addButton = strip.getByRole("button", { name: "Add to your story" });
    await eventually(async () => {
      expect(
        await addButton.evaluate((el) => el === document.activeElement),
      ).toBe(true);
    });
    await eventually(async () => {
      const rings = await api<Ring[]>("bob", `${STORIES}/recent`);
      expect(rings.some((r) => r.username === "alice")).toBe(false);
    });
  });

  it("shows no stories on a Mastodon-style server", async () => {
    await e2e.server.control("family", { family: "mastodon" });
    const page = await home("alice");
    await visible(
      page.getByRole("feed", { name: "Home" }).getByRole("article"),
    );
    expect(await page.getByRole("region", { name: "Stories" }).count()).toBe(0);
    expect(
      await page.getByRole("button", { name: "Add to your story" }).count(),
    ).toBe(0);
  });
});
