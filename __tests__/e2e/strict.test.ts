import type { Locator, Page } from "playwright-core";
import {
  BASE_PATH,
  describeInBrowser,
  settle,
  setupE2E,
} from "./support/harness";
import { appPath, eventually, feedPosts, gone, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * Issue 14: Potluck on a small single-user server of the Mastodon-API kind,
 * the demo server's `strict` preset (tools/demo-server/README.md): no
 * streaming, a token needed for public timelines and search, UUID post ids,
 * `<time>/<type>/<uuid>` notification ids, handles on `strict.example` while
 * the web host is 127.0.0.1:<port>, no notification policy and no hashtags in
 * search. One test per defect of the issue, in its order.
 */

/** What Chromium logs for an answer the test expects to fail (status, path). */
function isExpectedFailure(line: string, status: number, path: string) {
  return (
    line.includes("Failed to load resource") &&
    line.includes(`status of ${String(status)}`) &&
    line.includes(path)
  );
}

declare global {
  interface Window {
    potluckE2eToasts?: string[];
  }
}

/**
 * Records every toast the page shows, from its first moment: react-hot-toast
 * renders each as `role="status"` with `aria-live="polite"`, a pair no other
 * element of the app has. Recorded as they appear, since a toast leaves
 * after 4 s.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const toasts: string[] = [];
    const counted = new WeakSet<Element>();
    window.potluckE2eToasts = toasts;
    const scan = () => {
      for (const element of document.querySelectorAll(
        '[role="status"][aria-live="polite"]',
      )) {
        const text = element.textContent.trim();
        if (counted.has(element) || text === "") continue;
        counted.add(element);
        toasts.push(text);
      }
    };
    new MutationObserver(scan).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const toastsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.potluckE2eToasts ?? []);

/**
 * Waits until the page has nothing left to load or show: no request for
 * half a second (a toast's chunk would be one), then two frames of layout.
 */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await settle(page);
}

/** Requests to an API path the page makes, as they start. */
function requestsTo(page: Page, pathname: string): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(url);
  });
  return seen;
}

/**
 * How many polls of the home timeline the first test watches. Polling runs
 * every 20 s plus up to half of that in jitter (streaming.ts's schedulePoll),
 * so four polls cover 80-120 s:
 * close to the two minutes, with every kind of traffic a polling page
 * makes (the timeline, notifications, markers) repeated several times, while
 * the suite stays short. Counting polls rather than seconds keeps the window
 * tied to what the page does.
 */
const POLLS_WATCHED = 4;
/** The longest gap between two polls: 20 s plus the most jitter, 10 s. */
const POLL_LIMIT_MS = 30_000;

describeInBrowser("a small single-user server (strict, issue 14)", () => {
  const e2e = setupE2E(["--family", "strict"]);

  /** Opens an app path signed in as `username`, toasts recorded, once the member's tools are in. */
  async function openMember(
    username: string,
    route: string,
    prepare?: (page: Page) => Promise<unknown>,
  ): Promise<Page> {
    const page = await openAs(e2e, username, route, {
      prepare: async (p) => {
        await recordToasts(p);
        await prepare?.(p);
      },
    });
    // The member's tools load on their own; screenshots show them whole.
    await visible(
      page.getByRole("button", { name: "New post" }).locator("svg"),
    );
    await visible(
      page.getByRole("link", { name: "Home timeline" }).locator("svg"),
    );
    return page;
  }

  const openAsVisitor = (route: string) =>
    e2e.open(route, { prepare: recordToasts });

  /** A post of Alice's, published on the server (no replies yet). */
  async function publish(account: string, text: string): Promise<string> {
    const { id } = await e2e.server.control<{ id: string }>("publish", {
      account,
      text,
    });
    return id;
  }

  const postIn = (scope: Page | Locator, text: string) =>
    scope.getByRole("article").filter({ hasText: text });

  beforeEach(async () => {
    await e2e.server.control("reset", {});
  });

  it("1. a member's home opens no socket and polls, without a console error", async () => {
    const sockets: string[] = [];
    let homeRequests: URL[] = [];
    const page = await openMember("alice", "/home", (p) => {
      p.on("websocket", (socket) => sockets.push(socket.url()));
      homeRequests = requestsTo(p, "/api/v1/timelines/home");
      return Promise.resolve();
    });
    const home = page.getByRole("feed", { name: "Home" });
    await visible(feedPosts(page, "Home"));
    const polls = () =>
      homeRequests.filter(
        (url) =>
          url.searchParams.has("since_id") || url.searchParams.has("min_id"),
      ).length;

    // A post published meanwhile arrives with the next poll.
    const text = `Polled, not streamed ${String(Date.now())}`;
    await publish("bob", text);
    const newPosts = home.getByRole("button", { name: /^1 new post$/ });
    await visible(postIn(home, text).or(newPosts), POLL_LIMIT_MS + 5_000);
    if (await newPosts.isVisible()) await newPosts.click();
    await visible(postIn(home, text));
    await e2e.look(page, "strict-home-polled");

    const watched = polls() + POLLS_WATCHED;
    await eventually(
      () => expect(polls()).toBeGreaterThanOrEqual(watched),
      POLLS_WATCHED * POLL_LIMIT_MS + 15_000,
    );
    expect(sockets).toEqual([]);
    // Polling is the normal state here, shown nowhere as a problem.
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    await expect(toastsOf(page)).resolves.toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  }, 240_000);

  it("2. explains members-only posts to a visitor in place, with a sign-in button and no toast", async () => {
    const posts = "This server shows its posts only to signed-in members";
    for (const [route, text, name] of [
      ["/", posts, "strict-visitor-home"],
      ["/tags/gardening", posts, "strict-visitor-hashtag"],
      [
        "/search?q=bread",
        "This server lets only signed-in members search",
        "strict-visitor-search",
      ],
    ] as const) {
      const page = await openAsVisitor(route);
      const main = page.getByRole("main");
      const explanation = main.getByText(text);
      await visible(explanation);
      await visible(
        main
          .getByRole("button", { name: "Sign in" })
          .or(main.getByRole("link", { name: "Sign in" })),
      );
      await quiet(page);
      await expect(explanation.count()).resolves.toBe(1);
      await expect(
        main.getByText("Posts could not be loaded").count(),
      ).resolves.toBe(0);
      await expect(toastsOf(page)).resolves.toEqual([]);
      await e2e.look(page, name);
      await expect(toastsOf(page)).resolves.toEqual([]);
      // The 401s are the server's expected answer; nothing else may fail.
      expect(
        e2e
          .pageErrors(page)
          .filter(
            (line) =>
              !isExpectedFailure(line, 401, "/api/v1/timelines/") &&
              !isExpectedFailure(line, 401, "/api/v2/search"),
          ),
      ).toEqual([]);
    }

    // A member's notifications: the server has no notification policy.
    const page = await openMember("alice", "/notifications");
    await visible(
      page.getByRole("list", { name: "Notifications" }).getByRole("article"),
    );
    await quiet(page);
    await expect(toastsOf(page)).resolves.toEqual([]);
    await expect(page.getByText("Record not found").count()).resolves.toBe(0);
    expect(
      e2e
        .pageErrors(page)
        .filter(
          (line) =>
            !isExpectedFailure(line, 404, "/api/v2/notifications/policy"),
        ),
    ).toEqual([]);
  });

  it("3. the open thread takes the member's own reply at once, and the deletion of its post", async () => {
    const text = `A lone post about leeks ${String(Date.now())}`;
    const id = await publish("alice", text);
    const page = await openMember("alice", "/home");
    const home = page.getByRole("feed", { name: "Home" });
    const card = await visible(postIn(home, text));
    const threadPath = `/@alice/posts/${id}`;
    await card.locator(`a[href="${BASE_PATH}${threadPath}"]`).first().click();
    await eventually(() => expect(appPath(page, BASE_PATH)).toBe(threadPath));
    const main = page.getByRole("main");
    const focused = await visible(postIn(main, text));

    // A reply to a post with no replies shows under it without a reload.
    await focused.getByRole("button", { name: /^Reply/ }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Reply" }));
    const reply = `Leeks like it cold ${String(Date.now())}`;
    const box = dialog.getByRole("textbox", { name: "Post text" });
    await box.press("End");
    await box.pressSequentially(reply);
    await box.press("Control+Enter");
    await dialog.waitFor({ state: "detached" });
    await visible(postIn(main, reply));
    await e2e.look(page, "strict-thread-own-reply", { desktopOnly: true });
    // The post's reply count went up where it shows, in the home timeline
    // already loaded (the server is not asked again for the post).
    await page.goBack();
    const counted = await visible(postIn(home, text));
    await eventually(async () =>
      expect(
        await counted.getByRole("button", { name: /^Reply/ }).textContent(),
      ).toMatch(/1$/),
    );

    // Deleting the post being read: a tombstone, or back where the member
    // came from; never a skeleton for good. A toast says it is done.
    await counted
      .locator(`a[href="${BASE_PATH}${threadPath}"]`)
      .first()
      .click();
    const open = await visible(postIn(main, text));
    await open.getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = await visible(
      page.getByRole("dialog", { name: "Delete this post?" }),
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await eventually(async () => {
      const left = appPath(page, BASE_PATH) !== threadPath;
      const tombstone = await main.getByText(/deleted/i).count();
      expect(left || tombstone > 0).toBe(true);
    });
    await gone(main.locator('[aria-busy="true"]'));
    await eventually(async () =>
      expect((await toastsOf(page)).length).toBeGreaterThan(0),
    );
    await e2e.look(page, "strict-thread-deleted", { desktopOnly: true });
    const token = await e2e.server.tokenFor("alice");
    expect(
      (await e2e.server.api(`/api/v1/statuses/${id}`, { token })).status,
    ).toBe(404);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("4. shows notifications in the server's order", async () => {
    // Oldest first, so the server serves mention, boost, like, follow; by
    // length-then-text of their ids the like would come first.
    const post = await publish("alice", `Notice board ${String(Date.now())}`);
    for (const type of ["follow", "favourite", "reblog"]) {
      await e2e.server.control("notify", {
        to: "alice",
        from: "chen",
        type,
        status: type === "follow" ? undefined : post,
      });
    }
    await publish("chen", "@alice the notice board is up");
    const token = await e2e.server.tokenFor("alice");
    const served = await e2e.server.api<{ type: string }[]>(
      "/api/v1/notifications?limit=4",
      { token },
    );
    expect(served.body.map((n) => n.type)).toEqual([
      "mention",
      "reblog",
      "favourite",
      "follow",
    ]);

    const page = await openMember("alice", "/notifications");
    const list = page.getByRole("list", { name: "Notifications" });
    // A mention shows as the post itself; the others by what Chen did.
    const rows = [
      list.getByRole("article").filter({ hasText: "the notice board is up" }),
      ...[
        /^Chen Wei.* boosted your post$/,
        /^Chen Wei.* liked your post$/,
        /^Chen Wei.* followed you$/,
      ].map((name) => list.getByRole("article", { name })),
    ].map((row) => row.first());
    await visible(rows[0] ?? list);
    const top = async (row: Locator | undefined) =>
      (await row?.boundingBox())?.y ?? Number.NaN;
    await eventually(async () => {
      const tops = await Promise.all(rows.map(top));
      expect(tops.every(Number.isFinite)).toBe(true);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      // The newest, the mention, heads the list.
      expect(tops[0]).toBe(await top(list.getByRole("article").first()));
    });
    await e2e.look(page, "strict-notifications-order", { desktopOnly: true });
  });

  it("5. reads handles on the server's handle domain, never the web host", async () => {
    const host = new URL(e2e.server.url).host;
    const page = await openMember("alice", "/@alice");
    await visible(
      page.getByRole("heading", {
        level: 1,
        name: /@alice@strict\.example/,
      }),
    );
    await quiet(page);
    expect(await page.locator("body").innerText()).not.toContain(`@${host}`);
    await e2e.look(page, "strict-own-handle", { desktopOnly: true });

    await page.goto(e2e.url("/@bob"));
    await visible(
      page.getByRole("heading", { level: 1, name: /@bob@strict\.example/ }),
    );
    await page.goto(e2e.url("/home"));
    await visible(feedPosts(page, "Home"));
    await quiet(page);
    expect(await page.locator("body").innerText()).not.toContain(`@${host}`);
  });

  it("6. offers to go to a hashtag or a handle the search did not find as such", async () => {
    const page = await openMember(
      "alice",
      `/search?q=${encodeURIComponent("#sometag")}`,
    );
    const main = page.getByRole("main");
    const toTag = await visible(
      main.getByRole("link", { name: "Go to #sometag" }),
    );
    await e2e.look(page, "strict-search-hashtag", { desktopOnly: true });
    await toTag.click();
    await eventually(() =>
      expect(appPath(page, BASE_PATH)).toBe("/tags/sometag"),
    );

    await page.goto(
      e2e.url(`/search?q=${encodeURIComponent("@bob@strict.example")}`),
    );
    const toBob = await visible(
      main.getByRole("link", { name: "Go to @bob@strict.example" }),
    );
    await toBob.click();
    await visible(
      page.getByRole("heading", { level: 1, name: /Bob Lindqvist/ }),
    );
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
