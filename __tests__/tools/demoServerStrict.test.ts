/** @jest-environment node */
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

interface Status {
  id: string;
  created_at: string;
  in_reply_to_id: string | null;
  account: { acct: string };
}
interface Notification {
  id: string;
  type: string;
  created_at: string;
}
interface SearchResults {
  accounts: { acct: string; username: string }[];
  statuses: Status[];
  hashtags: unknown[];
}

const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOTIFICATION_ID =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\/([a-z_.]+)\/([0-9a-f-]{36})$/;

/** How a client that takes ids for numbers orders them (longer, then greater, first). */
const byNumericIdDesc = (a: string, b: string) =>
  a.length === b.length ? b.localeCompare(a) : b.length - a.length;

let server: DemoServer;
let state: ControlState;

beforeAll(async () => {
  server = await startDemoServerProcess(["--family", "strict"]);
  state = await server.control<ControlState>("state");
});
afterAll(async () => {
  await server.stop();
});

describe("the strict preset", () => {
  it("advertises a handle domain of its own and no streaming URL", async () => {
    const v1 = await server.api<{
      uri: string;
      urls: Record<string, string>;
    }>("/api/v1/instance");
    const v2 = await server.api<{
      domain: string;
      version: string;
      api_versions: Record<string, number>;
      configuration: { urls: Record<string, unknown> };
    }>("/api/v2/instance");
    expect(v1.body.uri).toBe("strict.example");
    expect(v1.body.urls).toEqual({});
    expect(v2.body.domain).toBe("strict.example");
    expect(v2.body.configuration.urls).not.toHaveProperty("streaming");
    expect(v2.body.api_versions).toEqual({ mastodon: 1 });
    expect(new URL(server.url).host).not.toBe("strict.example");
  });

  it("answers 404 on the streaming path, to the health check and to a WebSocket", async () => {
    expect((await server.api("/api/v1/streaming/health")).status).toBe(404);
    const token = await server.tokenFor("alice");
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(
        `${server.url.replace("http", "ws")}/api/v1/streaming`,
        [token],
      );
      ws.on("unexpected-response", (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.on("open", () => {
        ws.close();
        reject(new Error("the socket opened"));
      });
      ws.on("error", () => undefined);
    });
    expect(status).toBe(404);
  });

  it("answers visitors 401 'unauthorized' for public reads, and members as usual", async () => {
    const alice = state.accounts.alice ?? "";
    const reads = [
      "/api/v1/timelines/public",
      "/api/v1/timelines/public?local=true",
      "/api/v1/timelines/tag/potluck",
      `/api/v1/accounts/${alice}/statuses`,
      "/api/v2/search?q=potluck",
      "/api/v1/accounts/search?q=bob",
    ];
    const token = await server.tokenFor("bob");
    for (const path of reads) {
      const visitor = await server.api<{ error: string }>(path);
      expect([path, visitor.status, visitor.body]).toEqual([
        path,
        401,
        { error: "unauthorized" },
      ]);
      expect([path, (await server.api(path, { token })).status]).toEqual([
        path,
        200,
      ]);
    }
    // What needs no token elsewhere still needs none here.
    expect((await server.api(`/api/v1/accounts/${alice}`)).status).toBe(200);
    const postId = state.statuses.trail ?? "";
    expect((await server.api(`/api/v1/statuses/${postId}`)).status).toBe(200);
  });

  it("gives posts UUID ids that page by the server's order, not their text", async () => {
    expect(Object.values(state.statuses).every((id) => UUID.test(id))).toBe(
      true,
    );
    const token = await server.tokenFor("alice");
    const first = await server.api<Status[]>(
      "/api/v1/timelines/public?limit=10",
      { token },
    );
    const ids = first.body.map((s) => s.id);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    const times = first.body.map((s) => s.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect([...ids].sort(byNumericIdDesc)).not.toEqual(ids);

    const next = new URL(
      /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1] ?? "",
    );
    expect(next.searchParams.get("max_id")).toBe(ids[9]);
    const older = await server.api<Status[]>(next.pathname + next.search, {
      token,
    });
    expect(older.body).toHaveLength(10);
    expect((older.body[0]?.created_at ?? "") < (times[9] ?? "")).toBe(true);
    const newer = await server.api<Status[]>(
      `/api/v1/timelines/public?limit=10&min_id=${ids[4] ?? ""}`,
      { token },
    );
    expect(newer.body.map((s) => s.id)).toEqual(ids.slice(0, 4));
  });

  it("gives notifications <time>/<type>/<uuid> ids, served newest first", async () => {
    const token = await server.tokenFor("alice");
    // Created oldest first, so the server serves mention, reblog, favourite,
    // follow: by length-then-text the favourite's id would come first.
    const postId = state.statuses.trail ?? "";
    for (const type of ["follow", "favourite", "reblog", "mention"]) {
      await server.control("notify", {
        to: "alice",
        from: "chen",
        type,
        status: type === "follow" ? undefined : postId,
      });
    }
    const page = await server.api<Notification[]>(
      "/api/v1/notifications?limit=4",
      { token },
    );
    expect(page.body.map((n) => n.type)).toEqual([
      "mention",
      "reblog",
      "favourite",
      "follow",
    ]);
    for (const n of page.body) {
      const [, time, type, uuid] = NOTIFICATION_ID.exec(n.id) ?? [];
      expect([time, type, UUID.test(uuid ?? "")]).toEqual([
        n.created_at,
        n.type,
        true,
      ]);
    }
    const ids = page.body.map((n) => n.id);
    expect([...ids].sort(byNumericIdDesc)).not.toEqual(ids);
    const rest = await server.api<Notification[]>(
      `/api/v1/notifications?limit=2&max_id=${encodeURIComponent(ids[1] ?? "")}`,
      { token },
    );
    expect(rest.body.map((n) => n.id)).toEqual(ids.slice(2, 4));
  });

  it("has no notification policy and no grouped notifications", async () => {
    const token = await server.tokenFor("alice");
    for (const path of [
      "/api/v2/notifications/policy",
      "/api/v2/notifications",
    ]) {
      const answer = await server.api(path, { token });
      expect([path, answer.status, answer.body]).toEqual([
        path,
        404,
        { error: "Record not found" },
      ]);
    }
  });

  it("names local accounts plainly and finds them by the handle domain", async () => {
    const token = await server.tokenFor("alice");
    const me = await server.api<{ acct: string; url: string }>(
      "/api/v1/accounts/verify_credentials",
      { token },
    );
    expect(me.body.acct).toBe("alice");
    expect(new URL(me.body.url).host).toBe(new URL(server.url).host);
    const lookup = await server.api<{ id: string }>(
      "/api/v1/accounts/lookup?acct=bob@strict.example",
    );
    expect(lookup.body.id).toBe(state.accounts.bob);
    const found = await server.api<SearchResults>(
      `/api/v2/search?q=${encodeURIComponent("@bob@strict.example")}`,
      { token },
    );
    expect(found.body.accounts.map((a) => a.acct)).toEqual(["bob"]);
  });

  it("never finds hashtags", async () => {
    const token = await server.tokenFor("alice");
    for (const q of ["#potluck", "potluck", "sourdough"]) {
      for (const type of ["", "&type=hashtags"]) {
        const found = await server.api<SearchResults>(
          `/api/v2/search?q=${encodeURIComponent(q)}${type}`,
          { token },
        );
        expect(found.body.hashtags).toEqual([]);
      }
    }
    const statuses = await server.api<SearchResults>(
      "/api/v2/search?q=potluck&type=statuses",
      { token },
    );
    expect(statuses.body.statuses.length).toBeGreaterThan(0);
  });

  it("posts, replies, threads and deletes as Mastodon does", async () => {
    const token = await server.tokenFor("alice");
    const post = (body: object) =>
      server.api<Status>("/api/v1/statuses", {
        method: "POST",
        token,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const lone = await post({ status: "A lone post" });
    expect(UUID.test(lone.body.id)).toBe(true);
    const reply = await post({
      status: "Its reply",
      in_reply_to_id: lone.body.id,
    });
    expect(reply.body.in_reply_to_id).toBe(lone.body.id);
    const context = await server.api<{ descendants: Status[] }>(
      `/api/v1/statuses/${lone.body.id}/context`,
      { token },
    );
    expect(context.body.descendants.map((s) => s.id)).toEqual([reply.body.id]);
    const counted = await server.api<{ replies_count: number }>(
      `/api/v1/statuses/${lone.body.id}`,
    );
    expect(counted.body.replies_count).toBe(1);
    const home = await server.api<Status[]>("/api/v1/timelines/home?limit=2", {
      token,
    });
    expect(home.body.map((s) => s.id)).toContain(lone.body.id);
    const gone = await server.api(`/api/v1/statuses/${lone.body.id}`, {
      method: "DELETE",
      token,
    });
    expect(gone.status).toBe(200);
    expect((await server.api(`/api/v1/statuses/${lone.body.id}`)).status).toBe(
      404,
    );
    // A deleted post still marks a place in the timeline.
    const since = await server.api<Status[]>(
      `/api/v1/timelines/home?since_id=${lone.body.id}`,
      { token },
    );
    expect(since.body.map((s) => s.id)).toEqual([reply.body.id]);
  });

  it("is chosen by the control endpoint too, and gives the same ids on every start", async () => {
    const other = await startDemoServerProcess();
    try {
      const mastodon = await other.control<ControlState>("state");
      expect(mastodon.statuses.trail).toMatch(/^\d+$/);
      expect((await other.api("/api/v1/timelines/public")).status).toBe(200);
      await other.control("family", { family: "strict" });
      const strict = await other.control<ControlState>("state");
      expect(strict.family.name).toBe("strict");
      expect(strict.statuses).toEqual(state.statuses);
      expect((await other.api("/api/v1/timelines/public")).status).toBe(401);
      // Tokens outlive the switch: account ids keep their shape.
      expect(strict.accounts).toEqual(mastodon.accounts);
    } finally {
      await other.stop();
    }
  });
});
