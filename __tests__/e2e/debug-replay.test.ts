import type { Page } from "playwright-core";
import { parseDebugLog, type DebugLog } from "../../src/store/debug/debugLog";
import { isFailureAction } from "../../src/store/debug/replaySession";
import { createReplayStore } from "../../src/store/debug/replayStore";
import { checkReplay } from "../../src/store/replay";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { openAs } from "./support/member";

/*
 * Time-travel debugging (issue 20) on a Mastodon-style and a Pleroma-style
 * server. Alice records a session (`?debug=record`): she signs in, a post
 * streams in and she likes it, a post of hers is refused and her socket
 * drops. She downloads the log from Settings → Debug log. A developer opens
 * `/debug/replay` in a fresh browser, is told in place what a wrong file is,
 * loads hers, steps to the refused post and sees the composer's error as
 * she saw it, and jumps to the first error.
 */

const REFUSAL = "Validation failed: Text is refused by the demo";

/**
 * How long one step may take. Recording, exporting and replaying the whole
 * session are heavy for the page and for Node (the log replays in both): on
 * a machine at a load of 20 a step takes about ten times as long as on an
 * idle one, so every wait here is for a condition, up to this long, and the
 * limit of each test and hook (the server's and Chromium's start, the saved
 * logs' replay) is a multiple of it.
 */
const STEP = 45_000;
jest.setTimeout(8 * STEP);

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe.each(["mastodon", "pleroma"] as const)("%s", (family) => {
  describeInBrowser(`debug replay (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    async function recordSession(): Promise<string> {
      const page = await openAs(e2e, "alice", "/home?debug=record");
      // Clicks, fills and downloads wait for their element as long as a step.
      page.setDefaultTimeout(STEP);
      const feed = page.getByRole("feed", { name: "Home" });
      await visible(feed.getByRole("article"), STEP);
      await waitForStream(e2e.server, "user", STEP);

      // A post streams in; she likes it.
      const streamed = `Fresh rye out of the oven ${Date.now()}`;
      await e2e.server.control("publish", { account: "bob", text: streamed });
      const post = await visible(
        feed.getByRole("article").filter({ hasText: streamed }),
        STEP,
      );
      const like = post.getByRole("button", { name: /^Like/ });
      await like.click();
      await eventually(
        async () =>
          expect(await like.getAttribute("aria-pressed")).toBe("true"),
        STEP,
      );

      // Her post is refused: the composer says why.
      await e2e.server.control("fail", {
        path: "/api/v1/statuses",
        method: "POST",
        status: 422,
        error: REFUSAL,
      });
      await page.getByRole("button", { name: "New post" }).click();
      const dialog = await visible(page.getByRole("dialog"), STEP);
      const text = dialog.getByRole("textbox", { name: "Post text" });
      await eventually(
        async () =>
          expect(
            await text.evaluate((el) => el === document.activeElement),
          ).toBe(true),
        STEP,
      );
      await text.fill("Who has a spare banneton?");
      await dialog.getByRole("button", { name: "Post" }).click();
      await visible(
        dialog.getByRole("alert").filter({ hasText: "Your post was not sent" }),
        STEP,
      );
      await dialog.getByRole("button", { name: "Close" }).click();
      await gone(page.getByRole("dialog"), STEP);

      // The socket drops and comes back.
      await e2e.server.control("drop-sockets", {});
      await waitForStream(e2e.server, "user", STEP);

      // Settings → Debug log → Download, without leaving the tab.
      await page.getByRole("button", { name: /alice/i }).first().click();
      await page.getByRole("link", { name: "Settings" }).click();
      await page.getByRole("link", { name: "Debug log" }).click();
      const download = await visible(
        page.getByRole("button", { name: "Download debug log" }),
        STEP,
      );
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        download.click(),
      ]);
      return readStream(await file.createReadStream());
    }

    const load = (page: Page, name: string, text: string) =>
      page.getByLabel("Choose a debug log, or drop it here").setInputFiles({
        name,
        mimeType: "application/json",
        buffer: Buffer.from(text),
      });

    test("a recorded session replays in a fresh browser, step by step, to its errors", async () => {
      const text = await recordSession();
      const log: DebugLog = parseDebugLog(text);
      const types = log.actions.map((action) => action.type);
      expect(types).toContain("streaming/batchReceived");
      expect(
        log.actions.some(
          (a) =>
            a.type === "streaming/statusChanged" &&
            (a.payload as { status: string }).status === "reconnecting",
        ),
      ).toBe(true);
      const refused = types.indexOf("compose/submit/rejected") + 1;
      expect(refused).toBeGreaterThan(0);
      const firstError = log.actions.findIndex(isFailureAction) + 1;
      // The log replays in Node to the states the tab recorded.
      const check = checkReplay(log, createReplayStore);
      expect(check.deterministic).toBe(true);
      expect(check.divergence).toBeNull();

      const page = await e2e.open("/debug/replay");
      page.setDefaultTimeout(STEP);
      await visible(
        page.getByRole("heading", { name: "Replay a debug log", level: 1 }),
        STEP,
      );
      // Wrong files are said in place.
      const alert = page.getByRole("alert").first();
      await load(page, "notes.json", "not json at all");
      await visible(alert.getByText("This file is not JSON."), STEP);
      await load(page, "other.json", JSON.stringify({ state: {} }));
      await visible(
        alert.getByText("This file is not a Potluck debug log."),
        STEP,
      );
      const newer = JSON.parse(text) as { potluck: { version: number } };
      newer.potluck.version += 1;
      await load(page, "newer.json", JSON.stringify(newer));
      await visible(
        alert.getByText("This debug log's version is not supported."),
        STEP,
      );

      await load(page, "alice.json", text);
      const total = log.actions.length;
      await visible(page.getByText(`Action ${total} of ${total}`), STEP);
      const screen = page.getByRole("region", { name: "Screen" });
      // The pane is the app: her home timeline, with the post she liked.
      await visible(screen.getByRole("feed", { name: "Home" }), STEP);

      // To the step before the refusal with the slider, then one key on.
      const slider = page.getByRole("slider", { name: "Step" });
      await slider.fill(String(refused - 1));
      await visible(page.getByText(`Action ${refused - 1} of ${total}`), STEP);
      const composerError = screen
        .getByRole("dialog")
        .getByRole("alert")
        .filter({ hasText: `Your post was not sent: ${REFUSAL}` });
      expect(await composerError.count()).toBe(0);
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await visible(page.getByText(`Action ${refused} of ${total}`), STEP);
      await visible(
        page.getByRole("heading", { name: "compose/submit/rejected" }),
        STEP,
      );
      // Her composer, as she saw it: the text kept, the server's reason.
      await visible(composerError, STEP);
      expect(
        await screen
          .getByRole("dialog")
          .getByRole("textbox", { name: "Post text" })
          .inputValue(),
      ).toBe("Who has a spare banneton?");
      await visible(page.getByText("compose.composers.modal.error"), STEP);
      await e2e.look(page, `debug-replay-${family}`);

      // The step buttons go back and forth.
      await page.getByRole("button", { name: "Previous action" }).click();
      await gone(composerError, STEP);
      await page.getByRole("button", { name: "Next action" }).click();
      await visible(composerError, STEP);

      // The first error of the session, whatever it was.
      await page
        .getByRole("button", { name: "Jump to the first error" })
        .click();
      await visible(page.getByText(`Action ${firstError} of ${total}`), STEP);
      await visible(
        page.getByRole("heading", {
          name: log.actions[firstError - 1]?.type,
        }),
        STEP,
      );
      await visible(
        page
          .getByRole("navigation", { name: "Actions" })
          .locator('[aria-current="step"]')
          .getByText("Failure"),
        STEP,
      );
      expect(e2e.pageErrors(page)).toEqual([]);
    });
  });
});
