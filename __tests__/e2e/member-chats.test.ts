import type { Locator, Page } from "playwright-core";
import type { ControlState } from "../tools/demoServerProcess";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";
import { eventually, gone, visible } from "./support/page";
import { apiAs, openAs } from "./support/member";

/*
 * Pleroma chats (issue 19) on the demo server: two members talk live in two
 * browsers, one loses its socket while messages arrive and misses none when
 * it is back, older messages load as the reader scrolls up without moving
 * what is in view, a message is deleted, and a chat is started from a
 * profile. Chats exist only on Pleroma-style servers (Akkoma with the
 * feature switched on); a Mastodon member has no chats link.
 */

interface ApiChat {
  id: string;
  account: { acct: string };
}

function helpers(e2e: E2E) {
  /** A member's GET, or POST when there is a body. */
  const asMember = <T>(username: string, path: string, body?: object) =>
    apiAs<T>(e2e, username, path, body ? { method: "POST", body } : {});

  /** The chat of `username` with `other`, made on first use. */
  async function chatWith(username: string, other: string): Promise<string> {
    const { accounts } = await e2e.server.control<ControlState>("state");
    const id = accounts[other];
    if (!id) throw new Error(`no account ${other}`);
    const chat = await asMember<ApiChat>(
      username,
      `/api/v1/pleroma/chats/by-account-id/${id}`,
      {},
    );
    return chat.id;
  }

  const say = (username: string, chatId: string, content: string) =>
    asMember(username, `/api/v1/pleroma/chats/${chatId}/messages`, {
      content,
    });

  /** Sockets subscribed to `user`, whoever they belong to. */
  async function userSockets(): Promise<number> {
    const state = await e2e.server.control<ControlState>("state");
    return state.streaming.sockets.filter((s) => s.streams.includes("user"))
      .length;
  }

  return { asMember, chatWith, say, userSockets };
}

const log = (page: Page): Locator =>
  page.getByRole("log", { name: "Messages" });
const messageIn = (page: Page, text: string): Locator =>
  log(page).getByRole("listitem").filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  const field = page.getByRole("textbox", { name: "Write a message" });
  await field.fill(text);
  await field.press("Enter");
  await visible(messageIn(page, text));
  // The stream may show the message before the server's answer clears the field.
  await eventually(async () => {
    expect(await field.inputValue()).toBe("");
  });
}

describeInBrowser("chats (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);
  const { chatWith, say, userSockets, asMember } = helpers(e2e);

  beforeEach(async () => {
    await e2e.server.control("reset", {});
  });

  it("two members talk live; one loses its socket meanwhile and misses nothing", async () => {
    const chatId = await chatWith("alice", "bob");
    const alice = await openAs(e2e, "alice", `/chats/${chatId}`);
    await visible(messageIn(alice, "I will bring the chickpeas"));
    const bob = await openAs(e2e, "bob", `/chats/${chatId}`);
    await visible(messageIn(bob, "I will bring the chickpeas"));
    await eventually(async () => {
      expect(await userSockets()).toBeGreaterThanOrEqual(2);
    });

    const stamp = String(Date.now());
    await send(alice, `Soup at six? ${stamp}`);
    await visible(messageIn(bob, `Soup at six? ${stamp}`));
    await send(bob, `Yes, with bread ${stamp}`);
    await visible(messageIn(alice, `Yes, with bread ${stamp}`));

    // The socket goes and stays away while bob writes three more.
    await e2e.server.control("refuse", { seconds: 3 });
    const missed = [1, 2, 3].map((n) => `Missed ${String(n)} ${stamp}`);
    for (const text of missed) await say("bob", chatId, text);
    for (const text of missed)
      await expect(messageIn(alice, text).count()).resolves.toBe(0);
    // Back: every one of them, once, in order, and the stream carries on.
    for (const text of missed) await visible(messageIn(alice, text));
    await send(bob, `After the outage ${stamp}`);
    await visible(messageIn(alice, `After the outage ${stamp}`));
    const shown = await log(alice).innerText();
    const expected = [
      `Soup at six? ${stamp}`,
      `Yes, with bread ${stamp}`,
      ...missed,
      `After the outage ${stamp}`,
    ];
    for (const text of expected) expect(shown.split(text)).toHaveLength(2);
    const at = expected.map((text) => shown.indexOf(text));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    await e2e.look(alice, "pleroma-chat");
    // Chromium logs each refused handshake of the outage.
    const refused = (page: Page) =>
      e2e.pageErrors(page).filter((e) => !e.includes("WebSocket connection"));
    expect(refused(alice)).toEqual([]);
    expect(refused(bob)).toEqual([]);
  });

  it("loads older messages as the reader scrolls up, keeping the ones in view in place", async () => {
    const chatId = await chatWith("alice", "chen");
    for (let n = 1; n <= 30; n += 1)
      await say(
        n % 2 ? "alice" : "chen",
        chatId,
        `Line ${String(n)} of the menu`,
      );
    const page = await openAs(e2e, "alice", `/chats/${chatId}`);
    await visible(messageIn(page, "Line 30 of the menu"));
    // The first page is the newest 20: line 10 and the seed messages wait.
    await expect(messageIn(page, "Line 10 of the menu").count()).resolves.toBe(
      0,
    );
    const anchor = messageIn(page, "Line 11 of the menu");
    await log(page).evaluate((node) => {
      node.scrollTop = 0;
    });
    const before = (await anchor.boundingBox())?.y ?? 0;
    await visible(messageIn(page, "Line 10 of the menu"));
    await eventually(async () => {
      const after = (await anchor.boundingBox())?.y ?? 0;
      expect(Math.abs(after - before)).toBeLessThan(4);
    });
    await log(page).evaluate((node) => {
      node.scrollTop = 0;
    });
    await visible(messageIn(page, "The tea list for the supper"));
    await e2e.look(page, "pleroma-chat-older");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("deletes a message, and starts a chat from a profile's menu", async () => {
    const chatId = await chatWith("alice", "bob");
    const page = await openAs(e2e, "alice", `/chats/${chatId}`);
    const text = `Scratch that ${String(Date.now())}`;
    await send(page, text);
    await messageIn(page, text)
      .getByRole("button", { name: "Delete message" })
      .click();
    const dialog = await visible(
      page.getByRole("dialog", { name: "Delete message" }),
    );
    await e2e.look(page, "pleroma-chat-delete-dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await gone(messageIn(page, text));
    await eventually(async () => {
      const messages = await asMember<{ content: string }[]>(
        "alice",
        `/api/v1/pleroma/chats/${chatId}/messages`,
      );
      expect(messages.some((m) => m.content.includes(text))).toBe(false);
    });

    await page.goto(e2e.url("/@maren"));
    // A press while the profile is still settling can be lost: press until the menu shows.
    const chatEntry = page.getByRole("button", { name: "Chat with @maren" });
    await eventually(async () => {
      if (!(await chatEntry.isVisible()))
        await page.getByRole("button", { name: "More for @maren" }).click();
      expect(await chatEntry.isVisible()).toBe(true);
    });
    await chatEntry.click();
    await eventually(() => {
      expect(new URL(page.url()).pathname).toMatch(/\/chats\/[^/]+$/);
    });
    await visible(page.getByRole("heading", { name: /maren/i }));
    await send(page, "Hello from a profile");
    await page.getByRole("link", { name: "Chats" }).first().click();
    const list = page.getByRole("list", { name: "Chats" });
    await visible(
      list.getByRole("link").filter({ hasText: "Hello from a profile" }),
    );
    await e2e.look(page, "pleroma-chats");
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

describeInBrowser("shoutbox (pleroma, switched on)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("reads and posts in the shoutbox, live for every member on its own socket", async () => {
    await e2e.server.control("extensions", { shoutbox: true });
    const alice = await openAs(e2e, "alice", "/");
    await alice.getByRole("button", { name: "Alice Okafor" }).click();
    await alice.getByRole("link", { name: "Shoutbox" }).click();
    const aliceLog = alice.getByRole("log", { name: "Shoutbox" });
    await visible(aliceLog.getByText("Welcome to the shoutbox, everyone!"));
    const bob = await openAs(e2e, "bob", "/shoutbox");
    const bobLog = bob.getByRole("log", { name: "Shoutbox" });
    await visible(bobLog.getByText("Welcome to the shoutbox, everyone!"));

    const field = alice.getByRole("textbox", {
      name: "Say something to everyone",
    });
    await field.fill("Soup is on in the hall");
    await field.press("Enter");
    await visible(bobLog.getByText("Soup is on in the hall"));
    await visible(aliceLog.getByText("Soup is on in the hall"));
    await e2e.server.control("shout", {
      account: "maren",
      text: "Bring bowls",
    });
    await visible(aliceLog.getByText("Bring bowls"));
    await visible(bobLog.getByText("Bring bowls"));
    await e2e.look(alice, "pleroma-shoutbox");
    expect(e2e.pageErrors(alice)).toEqual([]);
    expect(e2e.pageErrors(bob)).toEqual([]);
  });
});

describeInBrowser("chats (akkoma, switched on)", () => {
  const e2e = setupE2E(["--family", "akkoma"]);
  const { chatWith, say } = helpers(e2e);

  it("shows the unread total and the chat live where the server turns chats on", async () => {
    await e2e.server.control("extensions", { chats: true });
    const chatId = await chatWith("alice", "bob");
    const page = await openAs(e2e, "alice", "/chats");
    const entry = page.getByRole("link", { name: /^Chats, 1 unread/ });
    await visible(entry);
    await say("bob", chatId, "Are you there?");
    await visible(page.getByRole("link", { name: /^Chats, 2 unread/ }));
    await page
      .getByRole("list", { name: "Chats" })
      .getByRole("link")
      .filter({ hasText: "Are you there?" })
      .click();
    await visible(messageIn(page, "Are you there?"));
    // Open, the chat is read up to its newest message.
    await visible(page.getByRole("link", { name: "Chats", exact: true }));
    await e2e.look(page, "akkoma-chat");
    // Akkoma has no v2 instance: the app falls back to v1 (spec 02 section 7.1).
    const errors = e2e
      .pageErrors(page)
      .filter((e) => !e.includes("/api/v2/instance"));
    expect(errors).toEqual([]);
  });
});

describeInBrowser("chats (mastodon)", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  it("offers no chats where the server has none", async () => {
    const page = await openAs(e2e, "alice", "/@bob");
    await visible(page.getByRole("button", { name: "More for @bob" }));
    await page.getByRole("button", { name: "More for @bob" }).click();
    await visible(page.getByRole("link", { name: "Mention @bob" }));
    await expect(
      page.getByRole("button", { name: /^Chat with/ }).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole("link", { name: /^Chats/ }).count(),
    ).resolves.toBe(0);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
