import {
  runScenario,
  SCENARIOS,
  type MatrixServer,
} from "../../tools/soak/matrix";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";
import { visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * Issue 21: a subset of the stream and session fault matrix (the whole of it
 * is `npm run soak`), on a Mastodon-style and a Pleroma-style server. After
 * each fault bob's home shows every post alice made through it, once, with
 * one socket per tab. A failing read says why in place.
 */

function matrixServer(e2e: E2E): MatrixServer {
  return {
    appUrl: e2e.url,
    origin: e2e.server.url,
    control: (name, body) => e2e.server.control(name, body),
    tokenFor: (username) => e2e.server.tokenFor(username),
  };
}

function scenario(name: string) {
  const found = SCENARIOS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

async function expectWhole(e2e: E2E, name: string) {
  const row = await runScenario(
    e2e.browser,
    matrixServer(e2e),
    scenario(name),
    {
      refuseSeconds: 3,
      recoverWithinMs: 30_000,
    },
  );
  expect(row).toMatchObject({ lost: 0, duplicates: 0, sockets: row.tabs });
}

/**
 * Bob's home with its reads failing as `kind`: the reason is said in place.
 * Every read fails until the reason shows (the home's first read is asked
 * before the screen renders, and the screen asks again when that one
 * failed), then the server answers again for Try again.
 */
async function failingHome(e2e: E2E, kind: string, reason: string) {
  await e2e.server.control("http-fault", {
    kind,
    path: "/api/v1/timelines/home",
    count: 100,
  });
  const page = await openAs(e2e, "bob", "/home");
  await visible(page.getByRole("alert").getByText(reason));
  await e2e.look(page, `faults-home-${kind}`);
  await e2e.server.control("http-fault", {
    kind,
    path: "/api/v1/timelines/home",
    count: 0,
  });
  return page;
}

describeInBrowser("stream faults on a Mastodon-style server", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  afterEach(async () => {
    await e2e.server.control("reset");
  });

  it.each([
    "connection refused",
    "duplicated and out-of-order events",
    "server restart",
    "laptop sleep",
    "two tabs, socket dropped",
  ])("%s: no post lost or shown twice, one socket per tab", async (name) => {
    await expectWhole(e2e, name);
  });

  it("a home timeline the server fails to send says why, and loads on Try again", async () => {
    const page = await failingHome(
      e2e,
      "500",
      "The server had an error (500).",
    );
    await page.getByRole("button", { name: "Try again" }).click();
    await visible(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    );
  });
});

describeInBrowser("stream faults on a Pleroma-style server", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  afterEach(async () => {
    await e2e.server.control("reset");
  });

  it.each(["garbage frames", "server silent", "offline then online"])(
    "%s: no post lost or shown twice, one socket per tab",
    async (name) => {
      await expectWhole(e2e, name);
    },
  );

  it("the notifications list says a bad gateway in place, after the reads that retry it", async () => {
    // The first read and its three retries meet the proxy's HTML page.
    await e2e.server.control("http-fault", {
      kind: "502-html",
      path: "/api/v1/notifications",
      count: 4,
    });
    const page = await openAs(e2e, "bob", "/notifications");
    const alert = page.getByRole("alert");
    await visible(alert.getByText("The notifications could not be loaded."));
    await visible(alert.getByText("The server had an error (502)."));
    await e2e.look(page, "faults-notifications-502");
    await alert.getByRole("button", { name: "Try again" }).click();
    await visible(
      page
        .getByRole("feed", { name: "Notifications" })
        .or(page.getByRole("list", { name: "Notifications" })),
    );
  });

  it("a timeline cut short mid-reply says its reply could not be read", async () => {
    await failingHome(
      e2e,
      "truncated",
      "The server's reply could not be read.",
    );
  });
});
