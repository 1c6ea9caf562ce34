/** @jest-environment node */
import { startDemoServerProcess, type DemoServer } from "./demoServerProcess";

/** POST /__control/hostile: the XSS corpus in every field (issue 21). */

interface Account {
  username: string;
  display_name: string;
  note: string;
  url: string;
  avatar: string;
  fields: { name: string; value: string }[];
}
interface Status {
  content: string;
  spoiler_text: string;
  account: Account;
}

const HTML = ["<img src=x onerror=__RUN__>", "<svg onload=__RUN__>"];
const URLS = ["javascript:__RUN__", "java\tscript:__RUN__"];

let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServerProcess();
});
afterAll(async () => {
  await server.stop();
});

it("puts the vectors into every text and URL field, and reset takes them out", async () => {
  const placed = await server.control<{ entities: number; fields: number }>(
    "hostile",
    { html: HTML, urls: URLS },
  );
  expect(placed.entities).toBeGreaterThan(100);
  expect(placed.fields).toBeGreaterThan(placed.entities);

  const alice = await server.api<Account>("/api/v1/accounts/lookup?acct=alice");
  // Identity stays, so routes still work.
  expect(alice.body.username).toBe("alice");
  for (const text of [
    alice.body.display_name,
    alice.body.note,
    ...alice.body.fields.flatMap((f) => [f.name, f.value]),
  ])
    expect(HTML).toContain(text);
  for (const url of [alice.body.avatar, alice.body.url])
    expect(URLS).toContain(url);

  const timeline = await server.api<Status[]>(
    "/api/v1/timelines/public?local=true&limit=5",
  );
  for (const status of timeline.body) {
    expect(HTML).toContain(status.content);
    expect(HTML).toContain(status.spoiler_text);
  }

  await server.control("reset");
  const again = await server.api<Account>("/api/v1/accounts/lookup?acct=alice");
  expect(HTML).not.toContain(again.body.display_name);
});

it("refuses an empty corpus", async () => {
  await expect(server.control("hostile", { html: [] })).rejects.toThrow();
});
