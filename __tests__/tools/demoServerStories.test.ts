/** @jest-environment node */
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/**
 * Pixelfed's stories on the demo server's `pixelfed` family (issue 19): the
 * seed's rings, a view recorded, a story added, published, seen by a
 * follower and deleted, Laravel's validation errors, and nothing of it on a
 * family without them.
 */

let server: DemoServer;
let state: ControlState;

beforeAll(async () => {
  server = await startDemoServerProcess(["--family", "pixelfed"]);
  state = await server.control<ControlState>("state");
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "pixelfed" });
  await server.control("reset");
});

const STORIES = "/api/web/stories/v1";
const id = (name: string) => state.accounts[name] ?? "";

interface Ring {
  pid: string;
  username: string;
  seen: boolean;
  sid: string;
}
interface Node {
  id: string;
  seen: boolean;
  view_count: number | null;
}
type Profile = { nodes: Node[] }[];

const post = (path: string, token: string, body: object | FormData) =>
  server.api<Record<string, unknown>>(`${STORIES}${path}`, {
    method: "POST",
    token,
    ...(body instanceof FormData
      ? { body }
      : {
          body: JSON.stringify(body),
          headers: { "Content-Type": "application/json" },
        }),
  });

it("lists the followed accounts' stories, unseen first, and records a view", async () => {
  const alice = await server.tokenFor("alice");
  const recent = await server.api<Ring[]>(`${STORIES}/recent`, {
    token: alice,
  });
  expect(recent.body.map((r) => [r.username, r.seen])).toEqual([
    ["bob", false],
    ["chen", true],
  ]);
  const bob = await server.api<Profile>(`${STORIES}/profile/${id("bob")}`, {
    token: alice,
  });
  const nodes = bob.body[0]?.nodes ?? [];
  expect(nodes).toHaveLength(2);
  for (const node of nodes)
    expect((await post("/viewed", alice, { id: node.id })).body).toEqual({
      code: 200,
    });
  const after = await server.api<Ring[]>(`${STORIES}/recent`, {
    token: alice,
  });
  expect(after.body.find((r) => r.username === "bob")?.seen).toBe(true);
  // Alice has none at first, and a profile she does not follow is empty.
  const tidebot = await server.tokenFor("tidebot");
  expect(
    (await server.api(`${STORIES}/profile/${id("alice")}`, { token: alice }))
      .body,
  ).toEqual([]);
  expect(
    (await server.api(`${STORIES}/profile/${id("bob")}`, { token: tidebot }))
      .body,
  ).toEqual([]);
  expect((await post("/viewed", tidebot, { id: nodes[0]?.id })).status).toBe(
    403,
  );
});

it("adds, publishes, shows the viewers of and deletes the member's story", async () => {
  const alice = await server.tokenFor("alice");
  const bob = await server.tokenFor("bob");
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
    "tea.png",
  );
  const added = await post("/add", alice, form);
  expect(added.body).toMatchObject({ code: 200, media_type: "photo" });
  const mediaId = String(added.body.media_id);
  // Not live before it is published.
  expect(
    (await server.api<Ring[]>(`${STORIES}/recent`, { token: bob })).body.some(
      (r) => r.username === "alice",
    ),
  ).toBe(false);
  expect(
    (
      await post("/publish", alice, {
        media_id: mediaId,
        duration: 5,
        can_reply: true,
        can_react: true,
      })
    ).body,
  ).toEqual({ code: 200, msg: "Successfully published" });
  const rings = await server.api<Ring[]>(`${STORIES}/recent`, { token: bob });
  expect(rings.body.find((r) => r.username === "alice")?.sid).toBe(mediaId);
  await post("/viewed", bob, { id: mediaId });
  const viewers = await server.api<{ username: string }[]>(
    `${STORIES}/viewers?sid=${mediaId}`,
    { token: alice },
  );
  expect(viewers.body.map((a) => a.username)).toEqual(["bob"]);
  const own = await server.api<Profile>(`${STORIES}/profile/${id("alice")}`, {
    token: alice,
  });
  expect(own.body[0]?.nodes.map((n) => n.view_count)).toEqual([1]);
  // Only its author sees who viewed it, and deletes it.
  expect(
    (await server.api(`${STORIES}/viewers?sid=${mediaId}`, { token: bob }))
      .status,
  ).toBe(404);
  expect(
    (
      await server.api(`${STORIES}/delete/${mediaId}`, {
        method: "DELETE",
        token: bob,
      })
    ).status,
  ).toBe(404);
  const deleted = await server.api(`${STORIES}/delete/${mediaId}`, {
    method: "DELETE",
    token: alice,
  });
  expect(deleted.body).toEqual({ code: 200, msg: "Successfully deleted" });
  expect(
    (await server.api(`${STORIES}/exists/${id("alice")}`, { token: bob })).body,
  ).toBe(false);
});

it("refuses what Laravel's validation would", async () => {
  const alice = await server.tokenFor("alice");
  const text = new FormData();
  text.append("file", new Blob(["hello"], { type: "text/plain" }), "a.txt");
  expect(await post("/add", alice, text)).toMatchObject({
    status: 422,
    body: {
      message:
        "The file field must be a file of type: image/jpeg, image/png, video/mp4.",
    },
  });
  const short = await post("/publish", alice, {
    media_id: "1",
    duration: 1,
    can_reply: true,
    can_react: true,
  });
  expect(short.status).toBe(422);
  expect(short.body.errors).toEqual({
    duration: ["The duration field must be at least 3."],
  });
  expect((await post("/viewed", alice, {})).body).toEqual({
    message: "The id field is required.",
    errors: { id: ["The id field is required."] },
  });
  expect(
    (await server.api(`${STORIES}/viewers`, { token: alice })).status,
  ).toBe(422);
});

it("has no stories on a family without them", async () => {
  await server.control("family", { family: "mastodon" });
  const alice = await server.tokenFor("alice");
  expect((await server.api(`${STORIES}/recent`, { token: alice })).status).toBe(
    404,
  );
});
