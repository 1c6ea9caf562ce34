import type { Page } from "playwright-core";
import { hostileMarkup } from "../support/hostileMarkup";
import { describeInBrowser, setupE2E } from "./support/harness";
import { feedPosts, visible } from "./support/page";

/*
 * Issue 13: one post carrying `<marquee onstart="x">m</marquee>` took
 * Chromium 150's renderer down (the app handed it to the HTML Sanitizer API),
 * again after every reload. Here the demo server serves that line and the
 * other rarely used handlers on the elements that fire them, in posts,
 * display names, bios and profile fields; the reader scrolls through all of
 * them. The harness fails the test if the renderer crashes; every handler
 * and script URL runs RUN, whose traces fail it too.
 */

/** A flag on the window and a request for a path ending in /pwned. */
const RUN = "window.__pwned=1;fetch(/pwned/.source)";
const MARQUEE = `<marquee onstart="${RUN}">m</marquee>`;
const AUTHORS = [
  ["alice", "Alice Okafor"],
  ["bob", "Bob Lindqvist"],
  ["chen", "Chen Wei"],
] as const;
const CORPUS = hostileMarkup(RUN);
const marker = (index: number) => `hostile-${String(index).padStart(2, "0")}:`;

/** Everything a page does that only hostile markup would: the list must stay empty. */
function watchForScripts(page: Page): string[] {
  const ran: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/pwned"))
      ran.push(`request ${request.url()}`);
  });
  page.on("dialog", (dialog) => {
    ran.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("popup", (popup) => ran.push(`popup ${popup.url()}`));
  return ran;
}

/** Signs on the current document: the flag, and inline handler attributes (React never writes one). */
async function tracesIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => attribute.name.startsWith("on"))
        .map((attribute) => `${element.localName}[${attribute.name}]`),
    );
    if ("__pwned" in window) found.push("window.__pwned");
    return found;
  });
}

const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );

/**
 * Scrolls the feed with the mouse wheel, the pointer moving over the posts,
 * until every marker has been on screen; returns the traces seen on the way.
 */
async function scrollThrough(page: Page, markers: string[]): Promise<string[]> {
  const unseen = new Set(markers);
  const traces = new Set<string>();
  const until = Date.now() + 45_000;
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 900 };
  for (let step = 0; unseen.size > 0; step += 1) {
    if (Date.now() > until)
      throw new Error(`Never scrolled to: ${[...unseen].join(", ")}`);
    const shown = await page
      .getByRole("feed")
      .evaluate((feed) => feed.textContent);
    for (const text of [...unseen])
      if (shown.includes(text)) unseen.delete(text);
    for (const trace of await tracesIn(page)) traces.add(trace);
    await page.mouse.move(width / 2, (height / 4) * (1 + (step % 3)), {
      steps: 4,
    });
    await page.mouse.wheel(0, 500);
    await frames(page);
  }
  return [...traces];
}

describeInBrowser("hostile markup", () => {
  const e2e = setupE2E();

  async function openWatched(route: string) {
    let ran: string[] = [];
    const page = await e2e.open(route, {
      prepare: (page) => {
        ran = watchForScripts(page);
        return Promise.resolve();
      },
    });
    return { page, ran };
  }

  beforeAll(async () => {
    // Oldest first, so the reproduction (entry 0) is the newest post.
    for (let index = CORPUS.length - 1; index >= 0; index -= 1) {
      const [name, html] = CORPUS[index]!;
      await e2e.server.control("publish", {
        account: AUTHORS[index % AUTHORS.length]![0],
        text: "hostile markup",
        html: `<p>${marker(index)} ${name}</p>${html}`,
      });
    }
    for (const [slot, [account, name]] of AUTHORS.entries()) {
      const own = CORPUS.filter((_, index) => index % AUTHORS.length === slot);
      await e2e.server.control("profile", {
        account,
        display_name: `${name} ${MARQUEE}<img src=x onerror="${RUN}">`,
        note: `<p>bio-${account}</p>${MARQUEE}${own.map(([, html]) => html).join("")}`,
        fields: [
          { name: `site ${MARQUEE}`, value: MARQUEE },
          ...own.slice(0, 3).map(([label, html]) => ({
            name: label,
            value: html,
          })),
        ],
      });
    }
    // The timeline loads its next page as its end scrolls into view.
    await e2e.server.control("config", { autoloadMore: true });
  });

  it("renders them as text on the timeline, and the tab survives scrolling through all of them", async () => {
    const { page, ran } = await openWatched("/");
    const posts = feedPosts(page, "Local timeline");
    const reproduction = await visible(posts.filter({ hasText: marker(0) }));
    // The marquee line is its text, "m"; the author's name, markup and all, is text too.
    await expect(reproduction.textContent()).resolves.toContain(
      `${marker(0)} ${CORPUS[0]![0]}m`,
    );
    await visible(
      reproduction.getByText(`Alice Okafor ${MARQUEE}`, { exact: false }),
    );
    await expect(reproduction.locator("marquee").count()).resolves.toBe(0);

    // A bio in a hover card.
    await reproduction
      .getByRole("link", { name: /Alice Okafor/ })
      .first()
      .hover();
    await visible(page.getByText("bio-alice"));
    await e2e.look(page, "hostile-markup-timeline", { desktopOnly: true });

    const traces = await scrollThrough(
      page,
      CORPUS.map((_, index) => marker(index)),
    );
    expect(traces).toEqual([]);
    expect(ran).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  }, 120_000);

  it("renders bios and profile fields as text", async () => {
    const { page, ran } = await openWatched(`/@${AUTHORS[0][0]}`);
    for (const [account, name] of AUTHORS) {
      if (account !== AUTHORS[0][0]) await page.goto(e2e.url(`/@${account}`));
      // The bio and fields are in the sidebar at this width.
      await visible(page.getByText(`bio-${account}`));
      await visible(page.getByText(`site ${MARQUEE}`));
      await visible(page.getByText(`${name} ${MARQUEE}`).first());
      await visible(page.getByRole("main").getByRole("article").first());
      // At the phone width they move under the profile's header.
      if (account === "alice") await e2e.look(page, "hostile-markup-profile");
      await page.mouse.wheel(0, 1500);
      await frames(page);
      expect(await tracesIn(page)).toEqual([]);
    }
    expect(ran).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
