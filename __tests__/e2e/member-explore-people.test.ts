import type { ControlState } from "../tools/demoServerProcess";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import {
  appPath,
  eventually,
  feedPosts,
  gone,
  visible,
  waitForStream,
} from "./support/page";
import { openAs } from "./support/member";

/*
 * Discovery and the people lists (issue 17) on the demo server, Mastodon
 * and Pleroma families: explore's tabs, a dismissed suggestion, a hashtag
 * followed from its page and found in /followed_tags, the federated
 * timeline's switches, followers (and a hidden list), who boosted and who
 * liked a post, who reacted (Pleroma), and mutes, blocks and domain blocks
 * each undone and redone in place.
 */

describeInBrowser("member explore and people lists", () => {
  const e2e = setupE2E();
  let ids: ControlState;

  /** `who` calls the API with a JSON body. */
  async function call(
    who: string,
    method: string,
    path: string,
    body?: object,
  ) {
    const answer = await e2e.server.api(path, {
      method,
      token: await e2e.server.tokenFor(who),
      headers: { "Content-Type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  const status = (key: string) => {
    const id = ids.statuses[key];
    if (!id) throw new Error(`The demo data has no status "${key}"`);
    return id;
  };
  const account = (acct: string) => {
    const id = ids.accounts[acct];
    if (!id) throw new Error(`The demo data has no account "${acct}"`);
    return id;
  };

  beforeEach(async () => {
    await e2e.server.control("family", { family: "mastodon" });
    await e2e.server.control("reset", {});
    ids = await e2e.server.control<ControlState>("state");
  });

  describe("on Mastodon", () => {
    it("explores trending posts, hashtags with their week, links and people, and dismisses a suggestion", async () => {
      const page = await openAs(e2e, "alice", "/home");
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("link", { name: "Explore" }).click();
      const tabs = page.getByRole("navigation", { name: "Explore" });
      await eventually(async () => {
        expect(
          await tabs
            .getByRole("link", { name: "Posts" })
            .getAttribute("aria-current"),
        ).toBe("page");
      });
      await visible(
        page.getByRole("list", { name: "Posts" }).getByRole("article"),
      );
      await e2e.look(page, "member-explore-posts");

      await tabs.getByRole("link", { name: "Hashtags" }).click();
      const tags = page.getByRole("list", { name: "Hashtags" });
      await visible(tags.getByRole("link", { name: /^#potluck/ }));
      await visible(tags.getByText(/people in the past 2 days/));
      expect(await tags.locator("svg polyline").count()).toBeGreaterThan(3);
      await e2e.look(page, "member-explore-tags");

      await tabs.getByRole("link", { name: "Links" }).click();
      await visible(
        page.getByRole("list", { name: "Links" }).getByRole("link"),
      );
      await e2e.look(page, "member-explore-links");

      await tabs.getByRole("link", { name: "People" }).click();
      const people = page.getByRole("list", { name: "People" });
      const first = people.getByRole("listitem").first();
      await visible(first.getByRole("button", { name: "Dismiss" }));
      await e2e.look(page, "member-explore-people");
      const name = await first.getByRole("link").innerText();
      await first.getByRole("button", { name: "Dismiss" }).click();
      await gone(people.getByRole("link", { name }));
      await page.reload();
      await visible(
        page.getByRole("list", { name: "People" }).getByRole("listitem"),
      );
      const kept = page.getByRole("list", { name: "People" });
      expect(await kept.getByRole("link", { name }).count()).toBe(0);
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("follows a hashtag from its page, finds it in /followed_tags and unfollows it there in place", async () => {
      const page = await openAs(e2e, "alice", "/tags/tea");
      const header = page.getByRole("main");
      await header.getByRole("button", { name: "Follow" }).click();
      await visible(header.getByRole("button", { name: "Unfollow" }));
      await e2e.look(page, "member-hashtag-follow");

      await page.goto(e2e.url("/followed_tags"));
      const list = page.getByRole("list", { name: "Followed hashtags" });
      const tea = list.getByRole("listitem").filter({ hasText: "#tea" });
      await visible(tea);
      await visible(
        list.getByRole("listitem").filter({ hasText: "#gardening" }),
      );
      await e2e.look(page, "member-followed-tags");
      await tea.getByRole("button", { name: "Unfollow" }).click();
      await visible(tea.getByRole("button", { name: "Follow" }));
      await eventually(async () => {
        const followed = (await call(
          "alice",
          "GET",
          "/api/v1/followed_tags",
        )) as {
          name: string;
        }[];
        expect(followed.map((t) => t.name)).not.toContain("tea");
      });
      await tea.getByRole("button", { name: "Follow" }).click();
      await visible(tea.getByRole("button", { name: "Unfollow" }));
    });

    it("switches the federated timeline between all, this server, other servers and media only, each live", async () => {
      const page = await openAs(e2e, "alice", "/public");
      const tabs = page.getByRole("navigation", { name: "Federated timeline" });
      await visible(feedPosts(page));
      await waitForStream(e2e.server, "public");
      await e2e.look(page, "member-public");

      await tabs.getByRole("link", { name: "Other servers" }).click();
      expect(appPath(page, BASE_PATH)).toBe("/public/remote");
      await waitForStream(e2e.server, "public:remote");
      await visible(feedPosts(page));
      const handles = await feedPosts(page)
        .locator("bdi", { hasText: /^@/ })
        .allInnerTexts();
      expect(handles.length).toBeGreaterThan(0);
      for (const handle of handles) expect(handle).not.toMatch(/@127\.0\.0\.1/);

      const media = page.getByRole("button", { name: "Media only" });
      await media.click();
      await eventually(async () => {
        expect(await media.getAttribute("aria-pressed")).toBe("true");
      });
      expect(appPath(page, BASE_PATH)).toBe("/public/remote?media=true");
      await waitForStream(e2e.server, "public:remote:media");
      await e2e.look(page, "member-public-remote-media");

      await tabs.getByRole("link", { name: "This server" }).click();
      expect(appPath(page, BASE_PATH)).toBe("/public/local?media=true");
      await waitForStream(e2e.server, "public:local:media");
    });

    it("lists a profile's followers from its count, and says so where the account hides them", async () => {
      const page = await openAs(e2e, "alice", "/@chen");
      await page.getByRole("link", { name: /Followers$/ }).click();
      expect(appPath(page, BASE_PATH)).toBe("/@chen/followers");
      const list = page.getByRole("list", { name: "Followers" });
      await visible(list.getByRole("link", { name: /Maren/ }));
      await visible(list.getByRole("button", { name: /Follow|Unfollow/ }));
      await e2e.look(page, "member-followers");

      await call("chen", "PATCH", "/api/v1/accounts/update_credentials", {
        hide_collections: true,
      });
      const other = await openAs(e2e, "alice", "/@chen/following");
      await visible(other.getByText("This account hides who it follows."));
      await e2e.look(other, "member-following-hidden");
    });

    it("shows who boosted and who liked a post from its counts", async () => {
      const page = await openAs(
        e2e,
        "alice",
        `/@yuki/posts/${status("stars")}`,
      );
      await page.getByRole("link", { name: /boost/ }).click();
      const boosted = page.getByRole("list", { name: "Boosted by" });
      await visible(boosted.getByRole("link", { name: /Alice/ }));
      await e2e.look(page, "member-boosted-by");
      await page.goBack();
      await page.getByRole("link", { name: /likes/ }).click();
      const liked = page.getByRole("list", { name: "Liked by" });
      for (const name of [/Bob/, /Chen/, /Alice/])
        await visible(liked.getByRole("link", { name }));
      await e2e.look(page, "member-liked-by");
    });

    it("unmutes, unblocks and unblocks a domain in place, each put back in place, and restores a refused change", async () => {
      await call(
        "alice",
        "POST",
        `/api/v1/accounts/${account("pierre@pain.example")}/block`,
      );
      const page = await openAs(e2e, "alice", "/home");
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("link", { name: "Muted and blocked" }).click();
      const mutes = page.getByRole("list", { name: "Muted" });
      const sam = mutes.getByRole("listitem").filter({ hasText: "Sam" });
      await visible(sam.getByText(/^Until /));
      const tidebot = mutes
        .getByRole("listitem")
        .filter({ hasText: "tidebot" });
      await e2e.look(page, "member-mutes");
      await tidebot.getByRole("button", { name: "Unmute" }).click();
      await visible(tidebot.getByRole("button", { name: "Mute" }));
      await eventually(async () => {
        const rows = (await call("alice", "GET", "/api/v1/mutes")) as {
          acct: string;
        }[];
        expect(rows.map((r) => r.acct)).not.toContain("tidebot");
      });
      await tidebot.getByRole("button", { name: "Mute" }).click();
      await visible(tidebot.getByRole("button", { name: "Unmute" }));

      await page.getByRole("link", { name: "Blocked", exact: true }).click();
      const blocks = page.getByRole("list", { name: "Blocked" });
      const pierre = blocks.getByRole("listitem").filter({ hasText: "Pierre" });
      await pierre.getByRole("button", { name: "Unblock" }).click();
      await visible(pierre.getByRole("button", { name: "Block" }));
      await pierre.getByRole("button", { name: "Block" }).click();
      await visible(pierre.getByRole("button", { name: "Unblock" }));

      await page.getByRole("link", { name: "Blocked domains" }).click();
      const domains = page.getByRole("list", { name: "Blocked domains" });
      const spam = domains
        .getByRole("listitem")
        .filter({ hasText: "spam.example" });
      await e2e.look(page, "member-domain-blocks");
      await spam.getByRole("button", { name: "Unblock" }).click();
      await visible(spam.getByRole("button", { name: "Block" }));
      await eventually(async () => {
        const rows = (await call(
          "alice",
          "GET",
          "/api/v1/domain_blocks",
        )) as string[];
        expect(rows).not.toContain("spam.example");
      });
      await spam.getByRole("button", { name: "Block" }).click();
      await visible(spam.getByRole("button", { name: "Unblock" }));

      // The server refuses: the row comes back as it was and a toast says why.
      await page.route("**/api/v1/domain_blocks", (route) =>
        route.request().method() === "DELETE"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ error: "Try again later" }),
            })
          : route.continue(),
      );
      const ads = domains
        .getByRole("listitem")
        .filter({ hasText: "ads.example" });
      await ads.getByRole("button", { name: "Unblock" }).click();
      await visible(page.getByText(/“Unblock” failed: Try again later/));
      await visible(ads.getByRole("button", { name: "Unblock" }));
    });
  });

  describe("on Pleroma", () => {
    beforeEach(async () => {
      await e2e.server.control("family", { family: "pleroma" });
    });

    it("explores suggested people and lists outgoing requests where the server advertises them", async () => {
      // Pleroma forks advertise v2 suggestions and outgoing requests as
      // metadata features; the demo's Pleroma does so when told.
      const instance = (
        await e2e.server.api<{ pleroma: { metadata: { features: string[] } } }>(
          "/api/v1/instance",
        )
      ).body;
      await e2e.server.control("family", {
        family: "pleroma",
        features: [
          ...instance.pleroma.metadata.features,
          "v2_suggestions",
          "outgoing_follow_requests",
        ],
      });
      await call("chen", "POST", `/api/v1/accounts/${account("bob")}/follow`);
      const page = await openAs(e2e, "chen", "/home");
      await page.getByRole("button", { name: /Chen Wei/ }).click();
      await page.getByRole("link", { name: "Explore" }).click();
      const people = page.getByRole("list", { name: "People" });
      await visible(people.getByRole("listitem"));
      // One tab is no choice: no tab bar; Pleroma dismisses nothing.
      expect(
        await page.getByRole("navigation", { name: "Explore" }).count(),
      ).toBe(0);
      expect(
        await people.getByRole("button", { name: "Dismiss" }).count(),
      ).toBe(0);
      await e2e.look(page, "member-explore-pleroma");

      await page.getByRole("button", { name: /Chen Wei/ }).click();
      await page
        .getByRole("link", { name: "Follow requests you sent" })
        .click();
      const sent = page.getByRole("list", { name: "Follow requests you sent" });
      const bob = sent.getByRole("listitem").filter({ hasText: "Bob" });
      await visible(bob.getByRole("button", { name: "Requested" }));
      await e2e.look(page, "member-outgoing-requests");
    });

    it("shows who reacted with each emoji in the reactions dialog", async () => {
      const page = await openAs(
        e2e,
        "alice",
        `/@maren/posts/${status("welcome")}`,
      );
      await page.getByRole("button", { name: "Reactions" }).click();
      const dialog = page.getByRole("dialog", { name: "Reactions" });
      const heart = dialog.getByRole("button", { name: /❤️/ });
      await eventually(async () => {
        expect(await heart.getAttribute("aria-pressed")).toBe("true");
      });
      const list = dialog.getByRole("list", { name: "❤️" });
      await visible(list.getByRole("link", { name: /Alice/ }));
      await visible(list.getByRole("link", { name: /Chen/ }));
      await e2e.look(page, "member-reactions");
      await dialog.getByRole("button", { name: /:potluck:/ }).click();
      await visible(
        dialog
          .getByRole("list", { name: ":potluck:" })
          .getByRole("link", { name: /Potluck/ }),
      );
      await page.keyboard.press("Escape");
      await gone(dialog);
    });

    it("lists followers, who boosted and liked, and the viewer's mutes and blocked domains", async () => {
      const page = await openAs(e2e, "alice", "/@maren/followers");
      await visible(
        page
          .getByRole("list", { name: "Followers" })
          .getByRole("link", { name: /Chen/ }),
      );
      await e2e.look(page, "member-followers-pleroma");

      await page.goto(e2e.url(`/@yuki/posts/${status("stars")}/reblogs`));
      await visible(
        page
          .getByRole("list", { name: "Boosted by" })
          .getByRole("link", { name: /Alice/ }),
      );
      await page.goto(e2e.url(`/@yuki/posts/${status("stars")}/favourites`));
      await visible(
        page
          .getByRole("list", { name: "Liked by" })
          .getByRole("link", { name: /Bob/ }),
      );

      await page.goto(e2e.url("/domain_blocks"));
      const domains = page.getByRole("list", { name: "Blocked domains" });
      const ads = domains
        .getByRole("listitem")
        .filter({ hasText: "ads.example" });
      await ads.getByRole("button", { name: "Unblock" }).click();
      await visible(ads.getByRole("button", { name: "Block" }));
      await page.getByRole("link", { name: "Muted", exact: true }).click();
      const tidebot = page
        .getByRole("list", { name: "Muted" })
        .getByRole("listitem")
        .filter({ hasText: "tidebot" });
      await tidebot.getByRole("button", { name: "Unmute" }).click();
      await visible(tidebot.getByRole("button", { name: "Mute" }));
      await e2e.look(page, "member-mutes-pleroma");
    });

    it("follows a hashtag from its page and lists it in /followed_tags", async () => {
      const page = await openAs(e2e, "alice", "/tags/baking");
      const header = page.getByRole("main");
      await header.getByRole("button", { name: "Follow" }).click();
      await visible(header.getByRole("button", { name: "Unfollow" }));
      await page.goto(e2e.url("/followed_tags"));
      await visible(
        page
          .getByRole("list", { name: "Followed hashtags" })
          .getByRole("listitem")
          .filter({ hasText: "#baking" }),
      );
    });

    it("switches the federated timeline to other servers, live", async () => {
      const page = await openAs(e2e, "alice", "/public/remote");
      await visible(feedPosts(page));
      await waitForStream(e2e.server, "public:remote");
      await visible(page.getByRole("button", { name: "Media only" }));
      await e2e.look(page, "member-public-remote-pleroma");
    });
  });
});
