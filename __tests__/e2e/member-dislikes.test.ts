import type { Page } from "playwright-core";
import type { ControlState } from "../tools/demoServerProcess";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * Friendica's dislikes (issue 19, gate `statusDislikes`): on the demo
 * server's `friendica` family a post's bar has Dislike with the count;
 * pressing it shows at once and the server keeps it, and an undislike the
 * server refuses is undone. A Mastodon-style family has no Dislike.
 */

interface Disliked {
  friendica?: { dislikes_count: number; disliked: boolean };
}

describeInBrowser("member dislikes", () => {
  const e2e = setupE2E();

  async function useFamily(family: "mastodon" | "friendica") {
    await e2e.server.control("family", { family });
    await e2e.server.control("reset", {});
    const state = await e2e.server.control<ControlState>("state", {});
    return state.statuses["maren-latest"] ?? "";
  }

  const loafPost = (page: Page) =>
    page.getByRole("article").filter({ hasText: "experimental loaf" });

  it("a member dislikes a post and an undislike the server refuses is undone (Friendica)", async () => {
    const id = await useFamily("friendica");
    const page = await openAs(e2e, "alice", "/@maren");
    const button = loafPost(page).getByRole("button", { name: /^Dislike/ });
    await visible(button);
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    expect(await button.textContent()).toContain("5");
    await button.click();
    await eventually(async () =>
      expect(await button.getAttribute("aria-pressed")).toBe("true"),
    );
    expect(await button.textContent()).toContain("6");
    const token = await e2e.server.tokenFor("alice");
    await eventually(async () => {
      const seen = await e2e.server.api<Disliked>(`/api/v1/statuses/${id}`, {
        token,
      });
      expect(seen.body.friendica).toMatchObject({
        disliked: true,
        dislikes_count: 6,
      });
    });
    await e2e.look(page, "member-dislikes");

    await e2e.server.control("fail", {
      path: `/api/friendica/statuses/${id}/undislike`,
      status: 422,
      error: "Validation failed",
    });
    await button.click();
    // Shown at once, then put back when the server refuses.
    await eventually(async () =>
      expect(await button.getAttribute("aria-pressed")).toBe("true"),
    );
    await eventually(async () =>
      expect(await button.textContent()).toContain("6"),
    );
    const seen = await e2e.server.api<Disliked>(`/api/v1/statuses/${id}`, {
      token,
    });
    expect(seen.body.friendica?.disliked).toBe(true);
  });

  it("a visitor's Dislike asks them to sign in, naming the action (Friendica)", async () => {
    await useFamily("friendica");
    // The local timeline, where a visitor lands.
    const page = await e2e.open("/");
    await loafPost(page)
      .getByRole("button", { name: /^Dislike/ })
      .click();
    await visible(page.getByRole("dialog", { name: "Dislike this post" }));
    await e2e.look(page, "visitor-dislike-prompt");
  });

  it("a Mastodon-style server offers no Dislike", async () => {
    await useFamily("mastodon");
    const page = await openAs(e2e, "alice", "/@maren");
    await visible(loafPost(page).getByRole("button", { name: /^Like/ }));
    expect(
      await loafPost(page)
        .getByRole("button", { name: /^Dislike/ })
        .count(),
    ).toBe(0);
  });
});
