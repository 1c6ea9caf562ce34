import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * The member's settings (issue 18) on a Mastodon-style server and a
 * Pleroma-style one. Alice changes her display name and avatar and sees
 * them in the top bar and on her posts at once; a name longer than the
 * server allows is refused, and the server's reason shows beside the field.
 * She switches to the dark theme, which a reload keeps from the first frame
 * (no flash of the light one), and the main routes look right in it; and
 * her default audience, saved on the server, is the composer's at once.
 */

/** A 2×2 PNG, red: the new avatar. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const FAMILIES = [
  { family: "mastodon", maxName: 30, tooLong: /too long/i },
  { family: "pleroma", maxName: 100, tooLong: /Name is too long/ },
] as const;

describe.each(FAMILIES)("$family", ({ family, maxName, tooLong }) => {
  describeInBrowser(`member settings (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    const nameField = (page: Page) =>
      page.getByRole("textbox", { name: "Display name" });

    test("a debug log of the tab records once turned on and downloads as one file", async () => {
      // Without the recorder the harness starts in every page: off until she turns it on.
      const page = await openAs(e2e, "alice", "/settings/debug", {
        record: false,
      });
      const toggle = page.getByRole("switch", { name: "Record a debug log" });
      await visible(toggle);
      const download = page.getByRole("button", { name: "Download debug log" });
      await eventually(async () =>
        expect(await download.isDisabled()).toBe(true),
      );
      await toggle.check();
      await visible(page.getByText(/Actions recorded: \d/));
      await e2e.look(page, `settings-debug-${family}`);
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        download.click(),
      ]);
      const text = await readStream(await file.createReadStream());
      const log = JSON.parse(text) as { potluck: { format: string } };
      expect(log.potluck.format).toBe("potluck-debug-log");
    });

    test("a new name and avatar show in the top bar and on her posts at once", async () => {
      const page = await openAs(e2e, "alice", "/@alice");
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
      const page = await openAs(e2e, "alice", "/settings");
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

    test("the dark theme applies at once, survives a reload from the first frame, and the main routes read well in it", async () => {
      const page = await openAs(e2e, "alice", "/settings/preferences");
      const theme = page.getByRole("combobox", { name: "Theme" });
      await visible(theme);
      await theme.selectOption("dark");
      await eventually(async () => {
        expect(
          await page.evaluate(() => document.documentElement.dataset.theme),
        ).toBe("dark");
      });
      const background = () =>
        page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const darkBackground = await background();
      expect(luminance(darkBackground)).toBeLessThan(0.1);
      await e2e.look(page, `settings-preferences-dark-${family}`);

      // The first frame after a reload is already dark.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const root = document.documentElement;
          Reflect.set(window, "firstFrame", {
            theme: root.dataset.theme ?? "none",
            scheme: getComputedStyle(root).colorScheme,
          });
        });
      });
      await page.reload();
      await eventually(async () => {
        expect(
          await page.evaluate((): unknown => Reflect.get(window, "firstFrame")),
        ).toEqual({
          theme: "dark",
          scheme: "dark",
        });
      });
      await visible(page.getByRole("combobox", { name: "Theme" }));
      expect(
        await page.getByRole("combobox", { name: "Theme" }).inputValue(),
      ).toBe("dark");
      expect(await background()).toBe(darkBackground);

      const routes: [string, string][] = [
        ["home", "/home"],
        ["profile", "/@alice"],
        ["notifications", "/notifications"],
        ["settings", "/settings/profile"],
        ["settings-notifications", "/settings/notifications"],
        ["settings-security", "/settings/security"],
        ["settings-data", "/settings/data"],
      ];
      for (const [name, route] of routes) {
        await page.goto(e2e.url(route));
        await visible(page.locator("main").first());
        await page.waitForLoadState("networkidle");
        expect(await background()).toBe(darkBackground);
        await e2e.look(page, `dark-${name}-${family}`);
        if (name === "profile") {
          // A thread, from the first post's link.
          await page.goto(e2e.url("/@alice"));
          const link = page.locator('article a[href*="/posts/"]').first();
          await visible(link);
          await link.click();
          await page.waitForURL(/\/posts\//);
          await visible(page.locator("article").first());
          await e2e.look(page, `dark-thread-${family}`);
        }
      }
    });

    test("the default audience saved on the server is the composer's at once", async () => {
      const page = await openAs(e2e, "alice", "/settings/preferences");
      const audience = page.getByRole("combobox", { name: "Default audience" });
      await visible(audience);
      await audience.selectOption("private");
      await page.getByRole("button", { name: "Save" }).click();
      await visible(page.getByRole("status").filter({ hasText: "Saved." }));
      // Without a reload: the new-post composer starts followers-only.
      await page.getByRole("button", { name: "New post" }).click();
      const composerAudience = page
        .getByRole("dialog")
        .getByRole("combobox", { name: "Audience" });
      await visible(composerAudience);
      expect(await composerAudience.inputValue()).toBe("private");
    });
  });
});

/** Relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
