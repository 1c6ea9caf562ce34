/** @jest-environment node */
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

interface Status {
  id: string;
  content: string;
  visibility: string;
  account: { acct: string };
  poll: { options: { title: string }[] } | null;
}

function linkOf(headers: Headers, rel: "next" | "prev"): URL | null {
  const header = headers.get("link") ?? "";
  const match = new RegExp(`<([^>]+)>; rel="${rel}"`).exec(header);
  return match?.[1] ? new URL(match[1]) : null;
}

const compareIds = (a: string, b: string) =>
  a.length === b.length ? a.localeCompare(b) : a.length - b.length;

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
});

describe("instance and families", () => {
  interface InstanceV1 {
    version: string;
    urls: { streaming_api: string };
    pleroma?: { metadata: { features: string[] } };
    configuration: { accounts: { allow_custom_css?: boolean } };
  }
  interface InstanceV2 {
    version: string;
    api_versions: Record<string, number>;
    configuration: { urls: { streaming: string } };
    pleroma?: unknown;
  }

  it("presents Mastodon by default, with api_versions and no Pleroma metadata", async () => {
    const v1 = await server.api<InstanceV1>("/api/v1/instance");
    const v2 = await server.api<InstanceV2>("/api/v2/instance");
    expect(v1.body.version).toBe("4.5.0");
    expect(v1.body.pleroma).toBeUndefined();
    expect(v2.body.api_versions.mastodon).toBeGreaterThanOrEqual(2);
    expect(v2.body.configuration.urls.streaming).toBe(
      server.url.replace("http", "ws"),
    );
    expect((await server.api("/api/v2/notifications")).status).toBe(401);
  });

  it("presents Pleroma with its features, events and no grouped notifications", async () => {
    await server.control("family", { family: "pleroma" });
    const v1 = await server.api<InstanceV1>("/api/v1/instance");
    expect(v1.body.version).toMatch(/\(compatible; Pleroma 2\.\d+\.\d+\)$/);
    expect(v1.body.pleroma?.metadata.features).toEqual(
      expect.arrayContaining([
        "events",
        "profile_directory",
        "pleroma_emoji_reactions",
        "quote_posting",
        "chat_messages",
      ]),
    );
    expect((await server.api("/api/v2/notifications")).status).toBe(404);
    const topics = await server.api<{ name: string; use_count: number }[]>(
      "/api/v1/pleroma/accounts/hashtags",
    );
    expect(topics.status).toBe(200);
    expect(topics.body[0]).toEqual(
      expect.objectContaining({
        name: "gardening",
        preferred_name: "Gardening",
      }),
    );
  });

  it("presents Akkoma with v1 only and GoToSocial in its own shape", async () => {
    await server.control("family", { family: "akkoma" });
    expect((await server.api("/api/v2/instance")).status).toBe(404);
    const akkoma = await server.api<InstanceV1>("/api/v1/instance");
    expect(akkoma.body.version).toContain("compatible; Akkoma");
    await server.control("family", { family: "gotosocial" });
    const gts = await server.api<InstanceV1>("/api/v1/instance");
    expect(gts.body.version).toBe("0.19.1");
    expect(gts.body.configuration.accounts.allow_custom_css).toBe(false);
    expect((await server.api("/api/v1/directory")).status).toBe(404);
  });

  it("takes a version string and features from the control API", async () => {
    await server.control("family", {
      family: "pleroma",
      version: "2.7.2 (compatible; Pleroma 2.4.0)",
      features: ["pleroma_api"],
    });
    const v1 = await server.api<InstanceV1>("/api/v1/instance");
    expect(v1.body.version).toBe("2.7.2 (compatible; Pleroma 2.4.0)");
    expect(v1.body.pleroma?.metadata.features).toEqual(["pleroma_api"]);
  });

  it("answers only what the advertised versions and features promise", async () => {
    const token = await server.tokenFor("alice");
    await server.control("family", {
      family: "mastodon",
      api_versions: { mastodon: 1 },
    });
    expect((await server.api("/api/v2/notifications", { token })).status).toBe(
      404,
    );
    await server.control("family", {
      family: "pleroma",
      features: ["pleroma_api"],
    });
    expect((await server.api("/api/v1/directory")).status).toBe(404);
    const id = state.statuses["supper-event"] ?? "";
    expect((await server.api(`/api/v1/pleroma/events/${id}/ics`)).status).toBe(
      404,
    );
  });

  it("answers reactions on the path of the presented family", async () => {
    const token = await server.tokenFor("alice");
    const id = state.statuses.trail ?? "";
    const fedibird = `/api/v1/statuses/${id}/react/%F0%9F%91%8D`;
    const pleroma = `/api/v1/pleroma/statuses/${id}/reactions/%F0%9F%91%8D`;
    expect((await server.api(fedibird, { method: "POST", token })).status).toBe(
      200,
    );
    expect((await server.api(pleroma, { method: "PUT", token })).status).toBe(
      404,
    );
    await server.control("family", { family: "pleroma" });
    expect((await server.api(pleroma, { method: "PUT", token })).status).toBe(
      200,
    );
  });
});

describe("translation", () => {
  it("translates seed posts into English on the family's path, and says when it cannot", async () => {
    const token = await server.tokenFor("alice");
    const id = state.statuses["lena-soup"] ?? "";
    const post = (statusId: string) =>
      server.api<{ content?: string; detected_source_language?: string }>(
        `/api/v1/statuses/${statusId}/translate`,
        { method: "POST", token, body: JSON.stringify({ lang: "en" }) },
      );
    const v2 = await server.api<{
      configuration: { translation: { enabled: boolean } };
    }>("/api/v2/instance");
    expect(v2.body.configuration.translation.enabled).toBe(true);
    const mastodon = await post(id);
    expect(mastodon.body.content).toContain("potato soup");
    expect(mastodon.body.detected_source_language).toBe("de");
    // No English on file for an English post: the service fails.
    expect((await post(state.statuses["poll-plant"] ?? "")).status).toBe(503);
    const akkomaPath = `/api/v1/statuses/${id}/translations/en`;
    expect((await server.api(akkomaPath, { token })).status).toBe(404);

    await server.control("family", { family: "akkoma" });
    const akkoma = await server.api<{
      text: string;
      detected_language: string;
    }>(akkomaPath, { token });
    expect(akkoma.body).toEqual({
      detected_language: "de",
      text: expect.stringContaining("potato soup") as unknown,
    });
    expect((await post(id)).status).toBe(404);
    await server.control("family", { family: "pleroma" });
    expect((await server.api(akkomaPath, { token })).status).toBe(404);
  });
});

describe("timelines", () => {
  it("pages the public timeline through Link headers, newest first, past 1,000 posts", async () => {
    let next: string | null = "/api/v1/timelines/public?limit=40";
    const ids: string[] = [];
    while (next) {
      const page: { body: Status[]; headers: Headers } =
        await server.api<Status[]>(next);
      ids.push(...page.body.map((s) => s.id));
      const link = linkOf(page.headers, "next");
      next = link ? link.pathname + link.search : null;
    }
    expect(ids.length).toBeGreaterThan(1000);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => compareIds(b, a));
    expect(ids).toEqual(sorted);
  });

  it("answers max_id, min_id and since_id like Mastodon", async () => {
    const first = await server.api<Status[]>(
      "/api/v1/timelines/public?limit=5",
    );
    expect(first.body).toHaveLength(5);
    const next = linkOf(first.headers, "next");
    const prev = linkOf(first.headers, "prev");
    expect(next?.searchParams.get("max_id")).toBe(first.body[4]?.id);
    expect(next?.searchParams.get("limit")).toBe("5");
    expect(prev?.searchParams.get("min_id")).toBe(first.body[0]?.id);
    const older = await server.api<Status[]>(
      `${next?.pathname ?? ""}${next?.search ?? ""}`,
    );
    expect(
      compareIds(older.body[0]?.id ?? "", first.body[4]?.id ?? ""),
    ).toBeLessThan(0);
    const minPage = await server.api<Status[]>(
      `/api/v1/timelines/public?limit=2&min_id=${first.body[4]?.id ?? ""}`,
    );
    expect(minPage.body.map((s) => s.id)).toEqual([
      first.body[2]?.id,
      first.body[3]?.id,
    ]);
    const sincePage = await server.api<Status[]>(
      `/api/v1/timelines/public?limit=2&since_id=${first.body[4]?.id ?? ""}`,
    );
    expect(sincePage.body.map((s) => s.id)).toEqual([
      first.body[0]?.id,
      first.body[1]?.id,
    ]);
  });

  it("keeps the home timeline for members and hides private posts from visitors", async () => {
    expect((await server.api("/api/v1/timelines/home")).status).toBe(401);
    const alice = await server.tokenFor("alice");
    const home = await server.api<Status[]>("/api/v1/timelines/home?limit=40", {
      token: alice,
    });
    expect(home.status).toBe(200);
    expect(home.body.some((s) => s.visibility === "private")).toBe(true);
    const privateId = state.statuses.private ?? "";
    expect((await server.api(`/api/v1/statuses/${privateId}`)).status).toBe(
      404,
    );
    expect(
      (await server.api(`/api/v1/statuses/${privateId}`, { token: alice }))
        .status,
    ).toBe(200);
  });

  it("gives a thread with a missing parent, ancestors first", async () => {
    const id = state.statuses["supper-chen"] ?? "";
    const ctx = await server.api<{
      ancestors: Status[];
      descendants: Status[];
    }>(`/api/v1/statuses/${id}/context`);
    expect(ctx.body.ancestors.map((s) => s.account.acct)).toEqual([
      "potluckclub",
      "alice",
      "potluckclub",
      "maren",
    ]);
    expect(ctx.body.descendants.length).toBeGreaterThanOrEqual(2);
    const orphan = await server.api<{ in_reply_to_id: string }>(
      `/api/v1/statuses/${state.statuses["missing-parent"] ?? ""}`,
    );
    expect(
      (await server.api(`/api/v1/statuses/${orphan.body.in_reply_to_id}`))
        .status,
    ).toBe(404);
  });
});

describe("posting", () => {
  it("refuses visitors and posts for members, with polls and scheduling", async () => {
    const post = (body: object, token?: string) =>
      server.api<Status & { scheduled_at?: string }>("/api/v1/statuses", {
        method: "POST",
        token,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ status: "hello" })).status).toBe(401);
    const token = await server.tokenFor("chen");
    const created = await post(
      {
        status: "Fresh #tea for @alice",
        poll: { options: ["Green", "Black"], expires_in: 3600 },
      },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body.content).toContain('class="mention hashtag"');
    expect(created.body.poll?.options.map((o) => o.title)).toEqual([
      "Green",
      "Black",
    ]);
    const publicTl = await server.api<Status[]>(
      "/api/v1/timelines/public?limit=1",
    );
    expect(publicTl.body[0]?.id).toBe(created.body.id);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await post(
      { status: "later", scheduled_at: later },
      token,
    );
    expect(scheduled.body.scheduled_at).toBe(later);
    expect((await post({ status: "" }, token)).status).toBe(422);
  });

  it("accepts form-encoded bodies and multipart uploads", async () => {
    const token = await server.tokenFor("alice");
    const form = new FormData();
    form.append(
      "file",
      new Blob([Buffer.from("GIF89a")], { type: "image/gif" }),
      "tiny.gif",
    );
    form.append("description", "A tiny picture");
    const media = await server.api<{
      id: string;
      url: string;
      description: string;
    }>("/api/v2/media", { method: "POST", token, body: form });
    expect(media.body.description).toBe("A tiny picture");
    const served = await fetch(media.body.url);
    expect(served.headers.get("content-type")).toBe("image/gif");
    const created = await server.api<
      Status & { media_attachments: { id: string }[] }
    >("/api/v1/statuses", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `status=With+a+picture&media_ids[]=${media.body.id}`,
    });
    expect(created.body.media_attachments.map((m) => m.id)).toEqual([
      media.body.id,
    ]);
  });
});

describe("plumbing", () => {
  it("answers CORS preflights, unknown routes and the health check", async () => {
    const pre = await fetch(`${server.url}/api/v1/timelines/home`, {
      method: "OPTIONS",
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-headers")).toContain(
      "Authorization",
    );
    const missing = await server.api<{ error: string }>("/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Not found");
    expect((await server.api<string>("/api/v1/streaming/health")).body).toBe(
      "OK",
    );
    const badToken = await server.api("/api/v1/timelines/public", {
      token: "nope",
    });
    expect(badToken.status).toBe(401);
  });

  it("refuses the next requests to a path as told, then answers again", async () => {
    const token = await server.tokenFor("alice");
    await server.control("fail", {
      path: "/api/v1/statuses",
      method: "post",
      status: 422,
      error: "Validation failed: Text is refused",
    });
    const post = (status: string) =>
      server.api<{ error?: string; content?: string }>("/api/v1/statuses", {
        method: "POST",
        token,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status }),
      });
    // Another method on the same path is not covered.
    expect(
      (await server.api("/api/v1/statuses", { method: "GET", token })).status,
    ).not.toBe(422);
    const refused = await post("first");
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("Validation failed: Text is refused");
    const taken = await post("second");
    expect(taken.status).toBe(200);
    expect(taken.body.content).toContain("second");
  });

  it("refuses control requests that are not JSON", async () => {
    const res = await fetch(`${server.url}/__control/reset`, {
      method: "POST",
      body: "x",
    });
    expect(res.status).toBe(415);
  });

  it("serves profile markup set through the control API as given, until a reset", async () => {
    const hostile = '<marquee onstart="x">m</marquee>';
    const set = await server.control<{ id: string; display_name: string }>(
      "profile",
      {
        account: "chen",
        display_name: `Chen ${hostile}`,
        note: `<p>${hostile}</p>`,
        fields: [{ name: "Site", value: hostile }],
      },
    );
    const served = await server.api<{
      display_name: string;
      note: string;
      fields: { name: string; value: string }[];
    }>(`/api/v1/accounts/${set.id}`);
    expect(served.body.display_name).toBe(`Chen ${hostile}`);
    expect(served.body.note).toBe(`<p>${hostile}</p>`);
    expect(served.body.fields).toEqual([
      { name: "Site", value: hostile, verified_at: null },
    ]);
    await server.control("reset");
    const reset = await server.api<{ note: string }>(
      `/api/v1/accounts/${set.id}`,
    );
    expect(reset.body.note).not.toContain("marquee");
  });

  it("gives seed statuses the same ids on every start", async () => {
    const again = await startDemoServerProcess();
    try {
      const other = await again.control<ControlState>("state");
      expect(other.statuses).toEqual(state.statuses);
    } finally {
      await again.stop();
    }
  });
});

describe("data directory and static files", () => {
  it("serves another data set and an app build under the base path", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "potluck-demo-"));
    const data = path.join(root, "data");
    const dist = path.join(root, "dist");
    mkdirSync(path.join(data, "media"), { recursive: true });
    mkdirSync(dist);
    writeFileSync(
      path.join(data, "accounts.json"),
      JSON.stringify([
        { username: "solo", display_name: "Solo", password: "pw" },
      ]),
    );
    writeFileSync(
      path.join(data, "statuses.json"),
      JSON.stringify([
        { key: "only", account: "solo", ago: "1h", text: "Only post" },
      ]),
    );
    writeFileSync(
      path.join(data, "media", "a.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    writeFileSync(
      path.join(dist, "index.html"),
      "<!doctype html><title>Potluck</title>",
    );
    writeFileSync(path.join(dist, "config.js"), "window.POTLUCK_CONFIG = {};");
    const other = await startDemoServerProcess(["--static", dist], {
      POTLUCK_DEMO_DATA: data,
    });
    try {
      const tl = await other.api<Status[]>("/api/v1/timelines/public");
      expect(tl.body.map((s) => s.account.acct)).toEqual(["solo"]);
      const page = await fetch(`${other.url}/blog/@solo/posts/1`);
      expect(await page.text()).toContain("<title>Potluck</title>");
      const config = await (await fetch(`${other.url}/blog/config.js`)).text();
      expect(config).toContain(`c.baseUrl = "${other.url}"`);
      expect((await fetch(`${other.url}/blog/missing.js`)).status).toBe(404);
      // A remote acct ends like a file name; it is still an app route.
      const remote = await fetch(`${other.url}/blog/@lena@kueche.example`);
      expect(remote.status).toBe(200);
      expect(await remote.text()).toContain("<title>Potluck</title>");
      expect(
        (await fetch(`${other.url}/media/a.svg`)).headers.get("content-type"),
      ).toBe("image/svg+xml");
      const root = await fetch(`${other.url}/`, { redirect: "manual" });
      expect(root.headers.get("location")).toBe("/blog/");
    } finally {
      await other.stop();
    }
  });
});
