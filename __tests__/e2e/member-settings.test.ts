import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, visible } from "./support/page";

/*
 * The member's settings (issue 18) on a Mastodon-style server and a
 * Pleroma-style one. Alice changes her display name and avatar and sees
 * them in the top bar and on her posts at once; a name longer than the
 * server allows is refused, and the server's reason shows beside the field.
 */

/** A 2×2 PNG, red: the new avatar. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

const FAMILIES = [
  { family: "mastodon", maxName: 30, tooLong: /too long/i },
  { family: "pleroma", maxName: 100, tooLong: /Name is too long/ },
] as const;

describe.each(FAMILIES)("$family", ({ family, maxName, tooLong }) => {
  describeInBrowser(`member settings (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    async function openAs(username: string, route: string): Promise<Page> {
      const token = await e2e.server.tokenFor(username);
      const key = `potluck:token:${e2e.server.url}`;
      return e2e.open(route, {
        prepare: (page) =>
          page.addInitScript(
            ([k, t]) => {
              window.localStorage.setItem(k, t);
            },
            [key, token] as const,
          ),
      });
    }

    const nameField = (page: Page) =>
      page.getByRole("textbox", { name: "Display name" });

    test("a new name and avatar show in the top bar and on her posts at once", async () => {
      const page = await openAs("alice", "/@alice");
      const post = page.locator("article").first();
      await visible(post);
      // To the settings through the account menu, without a page load.
      await page.getByRole("button", { name: /alice/i }).first().click();
      await page.getByRole("link", { name: "Settings" }).click();
      await visible(nameField(page));
      await page.waitForURL(/\/settings\/profile$/);
      await e2e.look(page, `settings-profile-${family}`);

      await nameField(page).fill("Alice Harbourmaster");
      await page
        .locator('input[type="file"][name="avatar"]')
        .setInputFiles({ name: "red.png", mimeType: "image/png", buffer: PNG });
      // The preview shows the chosen image before anything is saved.
      const preview = page.getByRole("region", { name: "Preview" });
      await eventually(async () => {
        const sources = await preview
          .locator("img")
          .evaluateAll((imgs) =>
            imgs.map((img) => (img as HTMLImageElement).src),
          );
        expect(sources.some((src) => src.startsWith("data:image/png"))).toBe(
          true,
        );
      });
      await page.getByRole("button", { name: "Save" }).click();
      await visible(page.getByRole("status").filter({ hasText: "Saved." }));

      const toggle = page.getByRole("button", { name: "Alice Harbourmaster" });
      await visible(toggle);
      const avatar = await toggle.locator("img").getAttribute("src");
      expect(avatar).toMatch(/^http/);
      expect(avatar).not.toContain("data:");

      // Back to her profile: her posts carry the new name and picture.
      await page.goBack();
      await visible(post.getByText("Alice Harbourmaster").first());
      const postAvatars = await post
        .locator("img")
        .evaluateAll((imgs) =>
          imgs.map((img) => (img as HTMLImageElement).src),
        );
      expect(postAvatars).toContain(avatar);
    });

    test("a name longer than the server allows is refused beside the field", async () => {
      const page = await openAs("alice", "/settings");
      await page.waitForURL(/\/settings\/profile$/);
      const field = nameField(page);
      await visible(field);
      await field.fill("N".repeat(maxName + 5));
      await page.getByRole("button", { name: "Save" }).click();
      await eventually(async () => {
        expect(await field.getAttribute("aria-invalid")).toBe("true");
      });
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      const reason = page.locator(`[id="${describedBy}"]`);
      await expect(reason.textContent()).resolves.toMatch(tooLong);
      // The reason sits with the field, above the bio.
      const fieldBox = await field.boundingBox();
      const reasonBox = await reason.boundingBox();
      const bioBox = await page
        .getByRole("textbox", { name: "Bio" })
        .boundingBox();
      expect(reasonBox && fieldBox && bioBox).toBeTruthy();
      if (reasonBox && fieldBox && bioBox) {
        expect(reasonBox.y).toBeGreaterThan(fieldBox.y);
        expect(reasonBox.y).toBeLessThan(bioBox.y);
      }
      await e2e.look(page, `settings-profile-refused-${family}`, {
        desktopOnly: true,
      });
    });
  });
});
