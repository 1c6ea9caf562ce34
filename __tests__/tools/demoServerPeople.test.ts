/** @jest-environment node */
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/** People lists on the demo server (issue 17): hidden follower and follow lists. */

let server: DemoServer;
let state: ControlState;

beforeAll(async () => {
  server = await startDemoServerProcess();
  state = await server.control<ControlState>("state");
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "mastodon" });
  await server.control("reset");
});

const id = (acct: string) => state.accounts[acct] ?? "";

async function hide(username: string, body: object): Promise<void> {
  const answer = await server.api(`/api/v1/accounts/update_credentials`, {
    method: "PATCH",
    token: await server.tokenFor(username),
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

async function names(path: string, username: string): Promise<string[]> {
  const answer = await server.api<{ acct: string }[]>(path, {
    token: await server.tokenFor(username),
  });
  expect(answer.status).toBe(200);
  return answer.body.map((a) => a.acct);
}

describe("hidden collections", () => {
  it("answers others an empty page where hide_collections is set, and the owner the list", async () => {
    const chen = id("chen");
    expect(
      await names(`/api/v1/accounts/${chen}/followers`, "alice"),
    ).toContain("maren");
    await hide("chen", { hide_collections: true });
    expect(await names(`/api/v1/accounts/${chen}/followers`, "alice")).toEqual(
      [],
    );
    expect(await names(`/api/v1/accounts/${chen}/following`, "alice")).toEqual(
      [],
    );
    expect(await names(`/api/v1/accounts/${chen}/followers`, "chen")).toContain(
      "maren",
    );
  });

  it("hides Pleroma's followers and follows one at a time", async () => {
    await server.control("family", { family: "pleroma" });
    const chen = id("chen");
    await hide("chen", { hide_followers: true });
    expect(await names(`/api/v1/accounts/${chen}/followers`, "alice")).toEqual(
      [],
    );
    expect(
      await names(`/api/v1/accounts/${chen}/following`, "alice"),
    ).toContain("maren");
  });
});
