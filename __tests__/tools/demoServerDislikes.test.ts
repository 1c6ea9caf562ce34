/** @jest-environment node */
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/**
 * Friendica's dislikes on the demo server's `friendica` family (issue 19):
 * the seed's counts, a member's dislike and its undoing, who disliked, and
 * nothing of it on a family without them.
 */

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

interface Disliked {
  friendica?: { dislikes_count: number; disliked: boolean };
}

const loaf = () => state.statuses["maren-latest"] ?? "";
const dislike = (token: string, verb: string) =>
  server.api<Disliked>(`/api/friendica/statuses/${loaf()}/${verb}`, {
    method: "POST",
    token,
  });

it("answers an account by its nickname, as Friendica does without a lookup call", async () => {
  await server.control("family", { family: "friendica" });
  const found = await server.api<{ username: string }>(
    "/api/v1/accounts/maren",
  );
  expect(found.status).toBe(200);
  expect(found.body.username).toBe("maren");
  await server.control("family", { family: "mastodon" });
  expect((await server.api("/api/v1/accounts/maren")).status).toBe(404);
});

it("counts dislikes in the post's friendica object and lists who disliked", async () => {
  await server.control("family", { family: "friendica" });
  const alice = await server.tokenFor("alice");
  const seen = await server.api<Disliked>(`/api/v1/statuses/${loaf()}`, {
    token: alice,
  });
  expect(seen.body.friendica).toMatchObject({
    dislikes_count: 5,
    disliked: false,
  });
  const after = await dislike(alice, "dislike");
  expect(after.body.friendica).toMatchObject({
    dislikes_count: 6,
    disliked: true,
  });
  // Twice is once.
  expect((await dislike(alice, "dislike")).body.friendica?.dislikes_count).toBe(
    6,
  );
  const who = await server.api<{ username: string }[]>(
    `/api/friendica/statuses/${loaf()}/disliked_by`,
    { token: alice },
  );
  expect(who.body.map((a) => a.username)).toEqual(["alice", "bob"]);
  const undone = await dislike(alice, "undislike");
  expect(undone.body.friendica).toMatchObject({
    dislikes_count: 5,
    disliked: false,
  });
  expect(
    (
      await server.api(`/api/friendica/statuses/${loaf()}/dislike`, {
        method: "POST",
      })
    ).status,
  ).toBe(401);
});

it("has no dislikes where the family lacks them", async () => {
  const alice = await server.tokenFor("alice");
  const seen = await server.api<Disliked>(`/api/v1/statuses/${loaf()}`, {
    token: alice,
  });
  expect(seen.body.friendica).toBeUndefined();
  expect((await dislike(alice, "dislike")).status).toBe(404);
});
