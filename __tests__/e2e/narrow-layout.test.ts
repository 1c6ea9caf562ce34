import type { Locator, Page } from "playwright-core";
import { describeInBrowser, PHONE, setupE2E } from "./support/harness";
import { openAs } from "./support/member";
import { eventually, overflowsSideways, visible } from "./support/page";

/*
 * Lines and rows that must stay one line on a phone (390 px): the "boosted"
 * line under a very long display name ends in an ellipsis with the whole
 * name in its link; profile tabs are one row that scrolls sideways with the
 * current tab in sight; the settings sections' row shows where more
 * sections wait (a fade at that edge) and keeps the current one clear of it.
 * On a Mastodon-style and a Pleroma-style family.
 */

const FAMILIES = ["mastodon", "pleroma"] as const;

/** One long word: it cannot wrap, so only truncation keeps it in the card. */
const LONG_NAME =
  "AliceWonderlandGreenfingersOfTheHarbourTownCommunityAllotmentSociety";

describeInBrowser("narrow layout", () => {
  const e2e = setupE2E();

  async function useFamily(family: string) {
    await e2e.server.control("family", { family });
    await e2e.server.control("reset", {});
  }

  /** Whether the item is wholly in sight in its row, `margin` clear of the edges. */
  async function inSight(item: Locator, row: Locator, margin = 0) {
    const box = await row.boundingBox();
    const target = await item.boundingBox();
    if (!box || !target) return false;
    return (
      target.x >= box.x + margin - 1 &&
      target.x + target.width <= box.x + box.width - margin + 1
    );
  }

  /** How many lines the element's text takes (its text boxes' rows; icons aside). */
  const lines = (item: Locator) =>
    item.evaluate((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const tops: number[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        range.selectNodeContents(text);
        for (const rect of range.getClientRects())
          if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      // Texts of one line start within a few pixels of each other.
      return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > 6)
        .length;
    });

  /** Names wider than their parent's box: cut off where nothing says so. */
  const spilledNames = (page: Page) =>
    page.evaluate((name) => {
      const spilled: string[] = [];
      for (const bdi of document.querySelectorAll("bdi")) {
        if (bdi.textContent !== name || !bdi.parentElement) continue;
        const own = bdi.getBoundingClientRect();
        const box = bdi.parentElement.getBoundingClientRect();
        if (own.right > box.right + 1 || own.left < box.left - 1)
          spilled.push(bdi.parentElement.outerHTML.slice(0, 80));
      }
      return spilled;
    }, LONG_NAME);

  it.each(FAMILIES)(
    "a very long name ends in an ellipsis in posts and wraps in the profile heading (%s)",
    async (family) => {
      await useFamily(family);
      await e2e.server.control("profile", {
        account: "alice",
        display_name: LONG_NAME,
      });
      // Each width in a page opened at it: the layout under test is the one
      // a member at that width gets, not the browser's re-layout after a
      // resize (a media rule was seen to outlive one, see ThreeColumnLayout).
      for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
        const page = await e2e.open("/@alice", { viewport });
        // Alice's own boost line: the paragraph that holds her long name's
        // link, not any paragraph that says "boosted".
        const line = page
          .getByRole("article")
          .locator("p")
          .filter({ hasText: "boosted" })
          .filter({ has: page.getByRole("link", { name: LONG_NAME }) })
          .first();
        await visible(line);
        const link = line.getByRole("link", { name: LONG_NAME });
        expect(await link.getAttribute("title")).toBe(LONG_NAME);
        await eventually(async () => {
          const { scrollWidth, clientWidth, chain } = await line.evaluate(
            (p) => {
              const chain: string[] = [];
              for (let n: Element | null = p; n; n = n.parentElement)
                chain.push(`${n.tagName} ${n.clientWidth}/${n.scrollWidth}`);
              return {
                scrollWidth: p.scrollWidth,
                clientWidth: p.clientWidth,
                chain: chain.join(" < "),
              };
            },
          );
          // What holds the line, widths inside/content, when it fails.
          if (scrollWidth > clientWidth)
            throw new Error(
              `the boost line needs ${scrollWidth} px of ${clientWidth} at ${viewport.width} px: ${chain}`,
            );
        });
        expect(await lines(line)).toBe(1);
        expect(await overflowsSideways(page)).toBe(false);
        // Nowhere is the name cut off without its ellipsis: each copy of it
        // (posts' headers, the boost line) fits the box that clips it.
        expect(await spilledNames(page)).toEqual([]);
        if (viewport !== PHONE) continue;
        // The profile's heading shows the whole name, over more lines.
        const heading = page.getByRole("heading", {
          level: 1,
          name: new RegExp(`^${LONG_NAME}`),
        });
        await eventually(async () => {
          expect(await lines(heading)).toBeGreaterThan(1);
        });
        await line.scrollIntoViewIfNeeded();
        await e2e.look(page, `narrow-boost-line-${family}`);
      }
    },
  );

  async function profileTabs(page: Page) {
    const nav = page.getByRole("navigation", { name: "Profile sections" });
    await visible(nav);
    return { row: nav.getByRole("list"), tabs: nav.getByRole("link") };
  }

  it.each(FAMILIES)(
    "profile tabs are one row on a phone, the current one in sight (%s)",
    async (family) => {
      await useFamily(family);
      const page = await e2e.open("/@alice/media", { viewport: PHONE });
      const { row, tabs } = await profileTabs(page);
      const current = row.locator('[aria-current="page"]');
      await visible(current);
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < count; i++) expect(await lines(tabs.nth(i))).toBe(1);
      // One row: every tab's top read in the same frame (the profile above
      // may still be growing as its header and fields arrive).
      await eventually(async () => {
        const tops = await tabs.evaluateAll((links) =>
          links.map((link) => Math.round(link.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size).toBe(1);
      });
      expect(await overflowsSideways(page)).toBe(false);
      // The last tab, opened: the row scrolls to it if it has to.
      await tabs.nth(count - 1).click();
      await eventually(async () => {
        expect(await tabs.nth(count - 1).getAttribute("aria-current")).toBe(
          "page",
        );
        expect(await inSight(tabs.nth(count - 1), row)).toBe(true);
      });
      await row.scrollIntoViewIfNeeded();
      await e2e.look(page, `narrow-profile-tabs-${family}`);
    },
  );

  it.each(FAMILIES)(
    "the settings row fades where more sections wait and keeps the current one clear (%s)",
    async (family) => {
      await useFamily(family);
      const page = await openAs(e2e, "alice", "/settings/data", {
        viewport: PHONE,
      });
      const nav = page.getByRole("navigation", { name: "Settings" });
      const row = nav.getByRole("list");
      const current = await visible(row.locator('[aria-current="page"]'));
      await eventually(async () => {
        // Clear of the 40 px fade at either edge.
        expect(await inSight(current, row, 40)).toBe(true);
      });
      const fade = () =>
        row.evaluate((list) => getComputedStyle(list).maskImage);
      const overflow = await row.evaluate(
        (list) => list.scrollWidth - list.clientWidth,
      );
      expect(overflow).toBeGreaterThan(0);
      expect(await fade()).toContain("gradient");
      // At the start only the end fades; at the end only the start.
      await row.evaluate((list) => {
        list.scrollLeft = 0;
      });
      await eventually(async () => {
        expect(await row.getAttribute("data-more-right")).not.toBeNull();
        expect(await row.getAttribute("data-more-left")).toBeNull();
      });
      await row.evaluate((list) => {
        list.scrollLeft = list.scrollWidth;
      });
      await eventually(async () => {
        expect(await row.getAttribute("data-more-left")).not.toBeNull();
        expect(await row.getAttribute("data-more-right")).toBeNull();
      });
      expect(await overflowsSideways(page)).toBe(false);
      await e2e.look(page, `narrow-settings-row-${family}`);
    },
  );

  it("gives a profile field's content its own line on a phone", async () => {
    await useFamily("mastodon");
    const page = await openAs(e2e, "alice", "/settings/profile", {
      viewport: PHONE,
    });
    const fields = page.getByRole("group", { name: "Profile fields" });
    const content = await visible(
      fields.getByRole("textbox", { name: "Content 1" }),
    );
    const label = fields.getByRole("textbox", { name: "Label 1" });
    const [set, value, name] = await Promise.all(
      [fields, content, label].map((part) => part.boundingBox()),
    );
    if (!set || !value || !name) throw new Error("the fields have no boxes");
    // Under its label and as wide as the form, not squeezed beside the
    // label and the remove button (a dozen characters of an address).
    expect(value.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(value.width).toBeGreaterThan(set.width * 0.9);
    expect(await overflowsSideways(page)).toBe(false);
    await e2e.look(page, "narrow-profile-fields");
  });
});
