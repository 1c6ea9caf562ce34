import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, feedPosts, visible, waitForStream } from "./support/page";
import { openAs } from "./support/member";

/*
 * A member's home timeline stays whole over a stream outage (issue 7): the
 * server drops every socket and refuses new ones while Alice posts; when it
 * is back, Bob's home has every post once, in order, without a reload, and
 * the socket carries new posts again.
 */
describeInBrowser("member home timeline across a stream outage", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  afterEach(async () => {
    await e2e.server.control("reset");
  });

  it("loses no post while the socket is down and goes live again", async () => {
    const bob = await openAs(e2e, "bob", "/home");
    const posts = feedPosts(bob, "Home");
    await visible(posts);
    await waitForStream(e2e.server, "user");
    await bob.evaluate(() => {
      (window as { potluckE2eMark?: boolean }).potluckE2eMark = true;
    });

    const stamp = Date.now();
    const texts = [1, 2, 3].map((n) => `Outage post ${n} ${stamp}`);
    await e2e.server.control("refuse", { seconds: 3 });
    for (const text of texts) {
      await e2e.server.control("publish", { account: "alice", text });
    }

    // Back: every post once, newest first, at the top.
    await eventually(async () => {
      const top = await posts.allTextContents();
      const found = texts.map((text) =>
        top.filter((content) => content.includes(text)),
      );
      expect(found.map((matches) => matches.length)).toEqual([1, 1, 1]);
      const order = texts.map((text) =>
        top.findIndex((content) => content.includes(text)),
      );
      expect(order[0]).toBeGreaterThan(order[1] ?? -1);
      expect(order[1]).toBeGreaterThan(order[2] ?? -1);
    });

    // The socket is open again: a new post arrives live.
    await waitForStream(e2e.server, "user");
    const after = `After the outage ${stamp}`;
    await e2e.server.control("publish", { account: "alice", text: after });
    await eventually(async () => {
      await expect(posts.first().textContent()).resolves.toContain(after);
    });
    expect(
      await bob.evaluate(
        () => (window as { potluckE2eMark?: boolean }).potluckE2eMark === true,
      ),
    ).toBe(true);
    // Chromium logs each refused handshake; nothing else may fail.
    expect(
      e2e.pageErrors(bob).filter((line) => !/WebSocket|503/.test(line)),
    ).toEqual([]);
  });
});
