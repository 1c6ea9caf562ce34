import type { Locator } from "playwright-core";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { appPath, feedPosts, visible } from "./support/page";
import { demoRoutes } from "./support/routes";

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.y;
}

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.x;
}

/*
 * The post routes (spec 01 section 2): a post with its thread, the legacy
 * `/@user/:id` redirect and the quotes of a post.
 */
describeInBrowser("post and thread (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("shows the thread: ancestors, the focused post, then the replies as a tree", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.post);
    await visible(page.getByRole("heading", { name: "Post", level: 1 }));
    const main = page.getByRole("main");
    const posts = main.getByRole("article");
    const focus = await visible(
      posts.filter({ hasText: "I will bring bread for everyone" }),
    );
    // The focused post shows its full date and its counts.
    await visible(focus.getByText(/\b20\d\d at \d{1,2}:\d{2}/));
    await visible(focus.getByRole("link", { name: /quotes/ }));

    const event = await visible(
      posts.filter({ hasText: "Bring one dish that feeds four" }),
    );
    const question = await visible(
      posts.filter({ hasText: "Is there an oven at the boathouse" }),
    );
    const answer = await visible(
      posts.filter({ hasText: "One oven and two hobs" }),
    );
    const reply = await visible(
      posts.filter({ hasText: "is doing a lot of work in that sentence" }),
    );
    const replyToReply = await visible(
      posts.filter({ hasText: "Last time it had seaweed in it" }),
    );
    const deepest = await visible(
      posts.filter({ hasText: "Pão com algas é o futuro" }),
    );
    // Oldest ancestor first, the focus after them, the replies below it.
    const ys = await Promise.all(
      [event, question, answer, focus, reply, replyToReply, deepest].map(top),
    );
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    // Each level of replies is indented under its parent.
    const xs = await Promise.all([reply, replyToReply, deepest].map(left));
    expect(xs[1]).toBeGreaterThan(xs[0]!);
    expect(xs[2]).toBeGreaterThan(xs[1]!);
    // The screen brings the focused post into view, not under the sticky
    // top bar and column header, and focuses it.
    const author = await visible(
      focus.getByRole("link", { name: /Maren Holt/ }),
    );
    const box = (await author.boundingBox())!;
    await expect(
      page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest("article")?.textContent ??
          "",
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).resolves.toContain("I will bring bread for everyone");
    await expect(
      page.evaluate(() => document.activeElement?.textContent ?? ""),
    ).resolves.toContain("I will bring bread for everyone");
    await e2e.look(page, "status");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("stands a placeholder in for a deleted post in the thread", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.replyToMissing);
    const posts = page.getByRole("main").getByRole("article");
    const focus = await visible(
      posts.filter({ hasText: "Mein ursprünglicher Beitrag" }),
    );
    const parent = await visible(
      posts.filter({ hasText: "Dulse works in soup too" }),
    );
    const placeholder = await visible(
      posts.filter({ hasText: "This post is unavailable" }),
    );
    const ys = await Promise.all([placeholder, parent, focus].map(top));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    await e2e.look(page, "status-tombstone");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  // A focused post whose parent is gone and which has no ancestors gets the
  // same placeholder as when it is seen from its reply (test above).
  it("shows the placeholder above a focused post whose parent is gone", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.missingParent);
    const posts = page.getByRole("main").getByRole("article");
    const focus = await visible(
      posts.filter({ hasText: "Dulse works in soup too" }),
    );
    // Once the thread has loaded (its reply shows), the placeholder is there.
    await visible(posts.filter({ hasText: "Mein ursprünglicher Beitrag" }));
    const placeholder = posts.filter({ hasText: "This post is unavailable" });
    await expect(placeholder.count()).resolves.toBe(1);
    expect(await top(placeholder)).toBeLessThan(await top(focus));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("sanitises hostile markup in a post", async () => {
    const status = await e2e.server.control<{ id: string }>("publish", {
      account: "alice",
      text: "placeholder",
      html: [
        '<p>Sanitiser check <script>alert("script")</script>',
        '<img src="x" onerror="alert(1)"><span onmouseover="alert(2)" style="color:red">styled</span>',
        '<a href="javascript:alert(3)">scripted link</a> <a href="https://x.example/" rel="me" target="_self">outside</a>',
        '<a href="https://x.example/tags/cats" rel="tag">#cats</a></p>',
        '<svg><script>alert(4)</script></svg><iframe src="https://x.example"></iframe>',
        "<div><form><button>go</button></form><table><tr><td>cell</td></tr></table></div>",
        '<p lang="de" class="evil mention">Hallo</p>',
      ].join(""),
    });
    const page = await e2e.open(`/@alice/posts/${status.id}`);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const content = await visible(
      page
        .getByRole("main")
        .locator('article [dir="auto"]')
        .filter({ hasText: "Sanitiser check" }),
    );
    const html = await content.innerHTML();
    expect(html).not.toMatch(
      /<script|<style|<svg|<iframe|<img|<form|<button|<table|\son\w+=|style=|javascript:/i,
    );
    await expect(content.textContent()).resolves.toMatch(
      /^Sanitiser check styledscripted link outside#catsgocellHallo$/,
    );
    const scripted = content.getByText("scripted link");
    await expect(scripted.getAttribute("href")).resolves.toBeNull();
    const outside = content.getByRole("link", { name: "outside" });
    await expect(outside.getAttribute("rel")).resolves.toBe(
      "nofollow noopener noreferrer",
    );
    await expect(outside.getAttribute("target")).resolves.toBe("_blank");
    await visible(content.locator("a.hashtag", { hasText: "#cats" }));
    await visible(content.locator('p.mention[lang="de"]'));
    expect(dialogs).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("redirects /@user/:id to /@user/posts/:id", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.legacyPost);
    await visible(
      page
        .getByRole("main")
        .getByRole("article")
        .filter({ hasText: "I will bring bread for everyone" }),
    );
    expect(appPath(page, BASE_PATH)).toBe(routes.post);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("lists the quotes of a post", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.postQuotes);
    await visible(page.getByRole("heading", { name: "Quotes", level: 1 }));
    const quote = await visible(
      feedPosts(page, "Quotes").filter({
        hasText: "Bookmarking this for when my neighbour's tree",
      }),
    );
    await expect(quote.textContent()).resolves.toContain("Chen Wei");
    // The quoted post is embedded in the quote.
    const embedded = await visible(quote.locator("blockquote"));
    await expect(embedded.textContent()).resolves.toContain(
      "Plum jam ratio that finally worked",
    );
    await e2e.look(page, "status-quotes");
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
