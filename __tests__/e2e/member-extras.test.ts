import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";
import { eventually, visible } from "./support/page";
import { apiAs, openAs } from "./support/member";

/*
 * The families' smaller features (issue 19), each on a family that has it:
 * the Iceshrimp.NET drive (upload, then attach to a post from the
 * composer), Pleroma's RSS feed subscriptions and scrobbles, Mitra's paid
 * subscriptions with an invoice, and Pixelfed's stories.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Looks once the lazily loaded parts (icons, panels, tools) are in. */
async function look(e2e: E2E, page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator("header svg").first().waitFor({ state: "attached" });
  await e2e.look(page, name);
}

describeInBrowser("drive (iceshrimp)", () => {
  const e2e = setupE2E(["--family", "iceshrimp"]);

  it("uploads into a folder and attaches the file to a post from the composer", async () => {
    const page = await openAs(e2e, "alice", "/drive");
    const folders = await visible(page.getByRole("list", { name: "Folders" }));
    await visible(page.getByText("loaf.png"));
    await folders.getByRole("link", { name: "Harbour" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Harbour" }));
    await visible(page.getByText("night-sky.png"));
    await page
      .getByLabel("Upload")
      .setInputFiles({ name: "jetty.png", mimeType: "image/png", buffer: PNG });
    const files = page.getByRole("list", { name: "Files" });
    await visible(files.getByText("jetty.png"));
    await look(e2e, page, "drive-folder");

    await page.goto(page.url().replace(/\/drive\/.*$/, "/compose"));
    const form = await visible(page.getByRole("form", { name: "New post" }));
    const text = `From the jetty ${String(Date.now())}`;
    await form.getByRole("textbox", { name: "Post text" }).fill(text);
    await form.getByRole("button", { name: "From drive" }).click();
    const dialog = await visible(
      page.getByRole("dialog", { name: "From drive" }),
    );
    await dialog.getByRole("button", { name: "Harbour", exact: true }).click();
    await visible(dialog.getByText("night-sky.png"));
    await look(e2e, page, "drive-picker");
    await dialog.getByRole("button", { name: /jetty\.png/ }).click();
    await visible(form.getByLabel("Description (alt text) of jetty.png"));
    await form.getByRole("button", { name: "Post" }).click();
    await eventually(async () => {
      const posts = await apiAs<
        { content: string; media_attachments: { url: string }[] }[]
      >(e2e, "alice", "/api/v1/timelines/home?limit=5");
      const post = posts.find((p) => p.content.includes("From the jetty"));
      expect(post?.media_attachments).toHaveLength(1);
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

describeInBrowser("rss feeds and scrobbles (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("subscribes to an RSS feed and unsubscribes from another", async () => {
    await e2e.server.control("extensions", { rss_feeds: true });
    const page = await openAs(e2e, "alice", "/settings/rss");
    await visible(page.getByRole("heading", { level: 1, name: "RSS feeds" }));
    await visible(
      page.getByRole("link", { name: "https://tides.example/feed.xml" }),
    );
    await page.getByLabel("Feed address").fill("https://bakery.example/rss");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await visible(
      page.getByRole("link", { name: "https://bakery.example/rss" }),
    );
    await page
      .getByRole("button", {
        name: "Unsubscribe from https://allotment-society.example/news.atom",
      })
      .click();
    await eventually(async () => {
      const feeds = await apiAs<{ url: string }[]>(
        e2e,
        "alice",
        "/api/v1/pleroma/rss_feed_subscriptions",
      );
      expect(feeds.map((f) => f.url)).toEqual([
        "https://tides.example/feed.xml",
        "https://bakery.example/rss",
      ]);
    });
    await look(e2e, page, "settings-rss");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows what a member listened to on their profile", async () => {
    const page = await openAs(e2e, "bob", "/@alice");
    await page.getByRole("link", { name: "Listening" }).click();
    const list = await visible(page.getByRole("list", { name: "Listening" }));
    const track = list
      .getByRole("listitem")
      .filter({ hasText: "Sea Shanty No. 2" });
    await visible(track.getByText("The Dockers · Low Tide"));
    await visible(track.getByText("3:34"));
    await visible(list.getByText("Rain on the Allotment"));
    await look(e2e, page, "profile-listening");
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

describeInBrowser("paid subscriptions (mitra)", () => {
  const e2e = setupE2E(["--family", "mitra"]);

  it("subscribes to an author and follows the invoice from open to paid", async () => {
    const page = await openAs(e2e, "alice", "/@chen");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const dialog = await visible(
      page.getByRole("dialog", { name: "Paid subscription" }),
    );
    await visible(dialog.getByText("0.002592 XMR a month"));
    await dialog.getByLabel("Duration").selectOption({ label: "3 months" });
    const created = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/v1/subscriptions/invoices") &&
        r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    const invoice = (await (await created).json()) as {
      id: string;
      amount: number;
    };
    expect(invoice.amount).toBe(1000 * 30 * 24 * 3600 * 3);
    await visible(dialog.getByText("Waiting for payment"));
    await visible(dialog.getByText("Send 0.007776 XMR to this address:"));
    // The expiry is labelled, the exact time in its title.
    const expiry = await visible(dialog.getByText(/^Expires in \d+ \w+$/));
    expect(await expiry.locator("time").getAttribute("title")).toMatch(/\d{4}/);
    await look(e2e, page, "subscription-invoice-open");
    await e2e.server.control("invoice", { id: invoice.id, status: "paid" });
    await visible(dialog.getByText("Payment received"));
    await look(e2e, page, "subscription-invoice-paid");
    // Mitra answers "no subscription yet" with a 404, which the console logs.
    expect(
      e2e.pageErrors(page).filter((e) => !e.includes("/subscriptions/find?")),
    ).toEqual([]);
  });
});
