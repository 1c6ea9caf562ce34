/** @jest-environment node */
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/** The staff console's demo server: both admin flavours (issue 16). */

interface Frame {
  event: string;
  payload?: string;
}

interface AdminReport {
  id: string;
  action_taken: boolean;
  category: string;
  comment: string;
  account: { username: string; domain: string | null };
  target_account: { id: string; username: string; domain: string | null };
  action_taken_by_account: { username: string } | null;
  action_taken_comment?: string | null;
  statuses: { id: string }[];
  rules: { id: string; text: string }[];
}

interface PleromaReport {
  id: string;
  state: string;
  content: string;
  account: { acct: string };
  actor: { acct: string };
  notes: { content: string; user: { acct: string } }[];
  assigned_account: { acct: string } | null;
}

interface ConfigEntry {
  group: string;
  key: string;
  value: { tuple: [string, unknown] }[];
}

let server: DemoServer;
let state: ControlState;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startDemoServerProcess();
  state = await server.control<ControlState>("state");
  for (const name of ["maren", "mod", "alice"])
    tokens[name] = await server.tokenFor(name);
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "mastodon" });
  await server.control("reset");
});

const call = <T>(method: string, path: string, as = "maren", body?: unknown) =>
  server.api<T>(path, {
    method,
    token: tokens[as],
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = async <T>(path: string, as = "maren") =>
  (await call<T>("GET", path, as)).body;
const family = (name: string) => server.control("family", { family: name });

/** A member's user stream, keeping every frame. */
async function userStream(token: string) {
  const frames: Frame[] = [];
  const ws = new WebSocket(
    `${server.url.replace("http", "ws")}/api/v1/streaming?stream=user`,
    [token],
  );
  ws.on("message", (data: Buffer) =>
    frames.push(JSON.parse(data.toString()) as Frame),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const next = async (type: string) => {
    const deadline = Date.now() + 3000;
    for (;;) {
      const found = frames
        .filter((f) => f.event === "notification")
        .map((f) => JSON.parse(f.payload ?? "{}") as Record<string, unknown>)
        .find((n) => n.type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} notification`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { next, close: () => ws.close() };
}

describe("seed data", () => {
  it("has a queue of 60 and more reports, open and resolved, local and remote, with posts, comments and rules", async () => {
    const open = await get<AdminReport[]>("/api/v1/admin/reports?limit=200");
    const resolved = await get<AdminReport[]>(
      "/api/v1/admin/reports?resolved=true&limit=200",
    );
    expect(open.length + resolved.length).toBeGreaterThanOrEqual(60);
    expect(open.length).toBeGreaterThan(0);
    expect(resolved.length).toBeGreaterThan(0);
    expect(open.every((r) => !r.action_taken)).toBe(true);
    expect(
      resolved.every((r) => r.action_taken && r.action_taken_by_account),
    ).toBe(true);
    const all = [...open, ...resolved];
    expect(all.some((r) => r.account.domain !== null)).toBe(true);
    expect(all.some((r) => r.account.domain === null)).toBe(true);
    expect(all.some((r) => r.target_account.domain !== null)).toBe(true);
    expect(all.filter((r) => r.statuses.length > 0).length).toBeGreaterThan(30);
    expect(all.filter((r) => r.comment !== "").length).toBeGreaterThan(30);
    expect(new Set(all.map((r) => r.category))).toEqual(
      new Set(["spam", "violation", "other", "legal"]),
    );
    expect(all.some((r) => r.rules.length > 0)).toBe(true);
    // Newest first, and paged by Link like every Mastodon list.
    const first = await call<AdminReport[]>(
      "GET",
      "/api/v1/admin/reports?limit=10",
    );
    expect(first.body.map((r) => Number(r.id))).toEqual(
      [...first.body.map((r) => Number(r.id))].sort((a, b) => b - a),
    );
    expect(first.headers.get("Link")).toContain('rel="next"');
  });

  it("has 15 pending sign-ups with their reasons, and the staff's blocks", async () => {
    const pending = await get<
      { username: string; invite_request: string; approved: boolean }[]
    >("/api/v2/admin/accounts?status=pending");
    expect(pending).toHaveLength(15);
    expect(pending.every((a) => !a.approved)).toBe(true);
    expect(pending.filter((a) => a.invite_request).length).toBeGreaterThan(10);
    // Not members yet: nobody finds them.
    const lookup = await call(
      "GET",
      `/api/v1/accounts/lookup?acct=${pending[0]?.username ?? ""}`,
      "alice",
    );
    expect(lookup.status).toBe(404);
    for (const path of [
      "/api/v1/admin/domain_blocks",
      "/api/v1/admin/domain_allows",
      "/api/v1/admin/ip_blocks",
      "/api/v1/admin/email_domain_blocks",
      "/api/v1/admin/canonical_email_blocks",
    ])
      expect((await get<unknown[]>(path)).length).toBeGreaterThan(0);
  });
});

describe("roles", () => {
  it("lets the moderator work reports and accounts, and answers 403 on admin-only calls", async () => {
    expect((await call("GET", "/api/v1/admin/reports", "mod")).status).toBe(
      200,
    );
    expect((await call("GET", "/api/v2/admin/accounts", "mod")).status).toBe(
      200,
    );
    for (const path of [
      "/api/v1/admin/domain_blocks",
      "/api/v1/admin/ip_blocks",
      "/api/v1/admin/email_domain_blocks",
    ]) {
      const answer = await call("GET", path, "mod");
      expect([path, answer.status, answer.body]).toEqual([
        path,
        403,
        { error: "This action is not allowed" },
      ]);
    }
    expect((await call("GET", "/api/v1/admin/reports", "alice")).status).toBe(
      403,
    );
    expect((await server.api("/api/v1/admin/reports")).status).toBe(401);
  });

  it("gives the moderator's role its permission bits, and Pleroma's its privileges", async () => {
    const me = await get<{ role: { name: string; permissions: string } }>(
      "/api/v1/accounts/verify_credentials",
      "mod",
    );
    expect(me.role).toMatchObject({ name: "Moderator", permissions: "1308" });
    await family("pleroma");
    const pleroma = await get<{
      pleroma: { is_moderator: boolean; privileges: string[] };
    }>("/api/v1/accounts/verify_credentials", "mod");
    expect(pleroma.pleroma).toMatchObject({
      is_moderator: true,
      privileges: ["messages_delete", "reports_manage_reports"],
    });
    expect(
      (await call("GET", "/api/v1/pleroma/admin/users", "mod")).body,
    ).toEqual({
      error: "User isn't privileged.",
    });
    expect(
      (await call("GET", "/api/v1/pleroma/admin/config", "mod")).status,
    ).toBe(403);
    expect(
      (await call("GET", "/api/v1/pleroma/admin/reports", "mod")).status,
    ).toBe(200);
  });
});

describe("Mastodon-style moderation", () => {
  it("suspends with a report, which resolves it, and undoes it", async () => {
    const [report] = await get<AdminReport[]>("/api/v1/admin/reports?limit=1");
    const target = report?.target_account.id ?? "";
    const action = await call(
      "POST",
      `/api/v1/admin/accounts/${target}/action`,
      "mod",
      {
        type: "suspend",
        report_id: report?.id,
        text: "Repeated spam",
      },
    );
    expect([action.status, action.body]).toEqual([200, {}]);
    const after = await get<AdminReport>(
      `/api/v1/admin/reports/${report?.id ?? ""}`,
    );
    expect(after).toMatchObject({
      action_taken: true,
      action_taken_by_account: { username: "mod" },
    });
    expect(await get(`/api/v1/admin/accounts/${target}`)).toMatchObject({
      suspended: true,
    });
    expect(
      (
        await call<{ suspended: boolean }>(
          "POST",
          `/api/v1/admin/accounts/${target}/unsuspend`,
        )
      ).body.suspended,
    ).toBe(false);
  });

  it("approves and rejects sign-ups; the approved one becomes a member", async () => {
    const [first, second] = await get<{ id: string; username: string }[]>(
      "/api/v2/admin/accounts?status=pending",
    );
    const approved = await call<{ approved: boolean }>(
      "POST",
      `/api/v1/admin/accounts/${first?.id ?? ""}/approve`,
      "mod",
    );
    expect(approved.body.approved).toBe(true);
    const again = await call(
      "POST",
      `/api/v1/admin/accounts/${first?.id ?? ""}/approve`,
    );
    expect(again.status).toBe(403);
    await call("POST", `/api/v1/admin/accounts/${second?.id ?? ""}/reject`);
    const pending = await get<{ id: string }[]>(
      "/api/v2/admin/accounts?status=pending",
    );
    expect(pending.map((a) => a.id)).not.toContain(first?.id);
    expect(pending.map((a) => a.id)).not.toContain(second?.id);
    const lookup = await call(
      "GET",
      `/api/v1/accounts/lookup?acct=${first?.username ?? ""}`,
      "alice",
    );
    expect(lookup.status).toBe(200);
  });

  it("gives the second of two moderators resolving at once the server's answer: already resolved", async () => {
    const [report] = await get<AdminReport[]>("/api/v1/admin/reports?limit=1");
    const path = `/api/v1/admin/reports/${report?.id ?? ""}/resolve`;
    const answers = await Promise.all([
      call<AdminReport>("POST", path, "maren"),
      call<AdminReport>("POST", path, "mod"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const resolvers = answers.map(
      (a) => a.body.action_taken_by_account?.username,
    );
    expect(resolvers[0]).toBe(resolvers[1]);
    expect(answers.every((a) => a.body.action_taken)).toBe(true);
  });

  it("blocks a domain, which Pleroma's config then holds, and unblocks it", async () => {
    const created = await call<{ id: string; severity: string }>(
      "POST",
      "/api/v1/admin/domain_blocks",
      "maren",
      { domain: "new.example", severity: "silence", reject_media: true },
    );
    expect(created.body.severity).toBe("silence");
    const twice = await call<{ error: string }>(
      "POST",
      "/api/v1/admin/domain_blocks",
      "maren",
      {
        domain: "new.example",
      },
    );
    expect(twice.status).toBe(422);
    await family("pleroma");
    const config = await get<{ configs: ConfigEntry[] }>(
      "/api/v1/pleroma/admin/config",
    );
    const simple = config.configs.find((c) => c.key === ":mrf_simple");
    const lists = Object.fromEntries(simple?.value.map((t) => t.tuple) ?? []);
    expect(lists[":federated_timeline_removal"]).toContainEqual({
      tuple: ["new.example", ""],
    });
    expect(lists[":media_removal"]).toContainEqual({
      tuple: ["new.example", ""],
    });
    await family("mastodon");
    await call("DELETE", `/api/v1/admin/domain_blocks/${created.body.id}`);
    const blocks = await get<{ domain: string }[]>(
      "/api/v1/admin/domain_blocks",
    );
    expect(blocks.map((b) => b.domain)).not.toContain("new.example");
  });

  it("adds and removes an IP block and tests canonical e-mail blocks", async () => {
    const block = await call<{ id: string; ip: string }>(
      "POST",
      "/api/v1/admin/ip_blocks",
      "maren",
      {
        ip: "192.0.2.99",
        severity: "no_access",
        expires_in: 3600,
      },
    );
    expect(block.body.ip).toBe("192.0.2.99/32");
    await call("DELETE", `/api/v1/admin/ip_blocks/${block.body.id}`);
    expect(
      (await call("GET", `/api/v1/admin/ip_blocks/${block.body.id}`)).status,
    ).toBe(404);
    const test = await call<unknown[]>(
      "POST",
      "/api/v1/admin/canonical_email_blocks/test",
      "maren",
      {
        email: "Troll+x@example.com",
      },
    );
    expect(test.body).toHaveLength(1);
  });

  it("answers the dashboard's measures, dimensions and retention", async () => {
    const window = {
      start_at: new Date(Date.now() - 30 * 86400000).toISOString(),
      end_at: new Date().toISOString(),
    };
    const posted = await call<
      { key: string; total: string; data: unknown[] }[]
    >("POST", "/api/v1/admin/measures", "mod", {
      keys: ["opened_reports", "new_users"],
      ...window,
    });
    expect(posted.body.map((m) => m.key)).toEqual([
      "opened_reports",
      "new_users",
    ]);
    expect(Number(posted.body[0]?.total)).toBeGreaterThan(0);
    const dimensions = await call<{ key: string; data: unknown[] }[]>(
      "POST",
      "/api/v1/admin/dimensions",
      "mod",
      { keys: ["languages"], ...window },
    );
    expect(dimensions.body[0]?.data.length).toBeGreaterThan(0);
    const retention = await call<unknown[]>(
      "POST",
      "/api/v1/admin/retention",
      "mod",
      {
        ...window,
        frequency: "month",
      },
    );
    expect(retention.body.length).toBeGreaterThan(0);
  });
});

describe("GoToSocial", () => {
  it("answers admins only, lists all reports unless told resolved=false, and keeps a resolution comment", async () => {
    await family("gotosocial");
    expect((await call("GET", "/api/v1/admin/reports", "mod")).status).toBe(
      403,
    );
    const all = await get<AdminReport[]>("/api/v1/admin/reports?limit=200");
    const open = await get<AdminReport[]>(
      "/api/v1/admin/reports?resolved=false&limit=200",
    );
    expect(all.length).toBeGreaterThan(open.length);
    expect(open.every((r) => !r.action_taken)).toBe(true);
    const resolved = await call<AdminReport>(
      "POST",
      `/api/v1/admin/reports/${open[0]?.id ?? ""}/resolve`,
      "maren",
      {
        action_taken_comment: "Talked to them",
      },
    );
    expect(resolved.body).toMatchObject({
      action_taken: true,
      action_taken_comment: "Talked to them",
    });
    const warn = await call(
      "POST",
      `/api/v1/admin/accounts/${state.accounts.tidebot ?? ""}/action`,
      "maren",
      {
        type: "silence",
      },
    );
    expect(warn.status).toBe(422);
    // Mastodon's sign-up blocks are not GoToSocial's.
    expect((await call("GET", "/api/v1/admin/ip_blocks")).status).toBe(404);
  });

  it("edits the instance rules that members see", async () => {
    await family("gotosocial");
    const created = await call<{ id: string; text: string }>(
      "POST",
      "/api/v1/admin/instance/rules",
      "maren",
      {
        text: "No selling",
      },
    );
    await call(
      "PATCH",
      `/api/v1/admin/instance/rules/${created.body.id}`,
      "maren",
      {
        text: "No selling, no adverts",
      },
    );
    const rules = await get<{ id: string; text: string }[]>(
      "/api/v1/instance/rules",
      "alice",
    );
    expect(rules).toContainEqual({
      id: created.body.id,
      text: "No selling, no adverts",
      hint: "",
    });
  });
});

describe("Pleroma-style moderation", () => {
  it("pages users and reports with counts, acts by nickname and tags for the TagPolicy", async () => {
    await family("pleroma");
    const page = await get<{
      count: number;
      users: { nickname: string; is_approved: boolean }[];
    }>("/api/v1/pleroma/admin/users?filters=need_approval&page=1&page_size=10");
    expect(page.count).toBe(15);
    expect(page.users).toHaveLength(10);
    const nickname = page.users[0]?.nickname ?? "";
    const approved = await call<{ users: { is_approved: boolean }[] }>(
      "PATCH",
      "/api/v1/pleroma/admin/users/approve",
      "maren",
      { nicknames: [nickname] },
    );
    expect(approved.body.users[0]?.is_approved).toBe(true);
    await call("PUT", "/api/v1/pleroma/admin/users/tag", "maren", {
      nicknames: ["tidebot"],
      tags: ["mrf_tag:force-unlisted"],
    });
    await family("mastodon");
    expect(
      await get(`/api/v1/admin/accounts/${state.accounts.tidebot ?? ""}`),
    ).toMatchObject({
      silenced: true,
    });
  });

  it("resolves in a batch (twice at once: the same answer), notes and assigns reports", async () => {
    await family("pleroma");
    const { reports, total } = await get<{
      total: number;
      reports: PleromaReport[];
    }>("/api/v1/pleroma/admin/reports?state=open&page_size=5");
    expect(total).toBeGreaterThan(5);
    expect(reports).toHaveLength(5);
    const id = reports[0]?.id ?? "";
    const patch = { reports: [{ id, state: "resolved" }] };
    const answers = await Promise.all([
      call("PATCH", "/api/v1/pleroma/admin/reports", "maren", patch),
      call("PATCH", "/api/v1/pleroma/admin/reports", "mod", patch),
    ]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    expect(
      (await get<PleromaReport>(`/api/v1/pleroma/admin/reports/${id}`)).state,
    ).toBe("resolved");
    await call("POST", `/api/v1/pleroma/admin/reports/${id}/notes`, "mod", {
      content: "Warned by mail",
    });
    await call("POST", "/api/v1/pleroma/admin/reports/assign_account", "mod", {
      reports: [{ id, nickname: "mod" }],
    });
    expect(
      await get<PleromaReport>(`/api/v1/pleroma/admin/reports/${id}`, "mod"),
    ).toMatchObject({
      notes: [{ content: "Warned by mail", user: { acct: "mod" } }],
      assigned_account: { acct: "mod" },
    });
    await family("akkoma");
    const akkoma = await call(
      "POST",
      "/api/v1/pleroma/admin/reports/assign_account",
      "mod",
      {
        reports: [{ id, nickname: "mod" }],
      },
    );
    expect(akkoma.status).toBe(404);
  });

  it("saves config by subkey: a changed :mrf_simple list leaves the other keys as they were", async () => {
    await family("akkoma");
    const before = await get<{ configs: ConfigEntry[] }>(
      "/api/v1/pleroma/admin/config",
    );
    const saved = await call<{ configs: ConfigEntry[] }>(
      "POST",
      "/api/v1/pleroma/admin/config",
      "maren",
      {
        configs: [
          {
            group: ":pleroma",
            key: ":mrf_simple",
            value: [
              { tuple: [":reject", [{ tuple: ["only.example", "Spam"] }]] },
            ],
          },
        ],
      },
    );
    expect(saved.status).toBe(200);
    const after = await get<{ configs: ConfigEntry[] }>(
      "/api/v1/pleroma/admin/config",
    );
    const subkeys = (configs: ConfigEntry[]) =>
      Object.fromEntries(
        configs
          .find((c) => c.key === ":mrf_simple")
          ?.value.map((t) => t.tuple) ?? [],
      );
    expect(subkeys(after.configs)).toEqual({
      ...subkeys(before.configs),
      ":reject": [{ tuple: ["only.example", "Spam"] }],
    });
    expect(after.configs.filter((c) => c.key !== ":mrf_simple")).toEqual(
      before.configs.filter((c) => c.key !== ":mrf_simple"),
    );
    await family("mastodon");
    const blocks = await get<{ domain: string; severity: string }[]>(
      "/api/v1/admin/domain_blocks",
    );
    expect(
      blocks.filter((b) => b.severity === "suspend").map((b) => b.domain),
    ).toEqual(["only.example"]);
  });

  it("keeps a moderation log that grows with each action, newest first, 50 a page", async () => {
    await family("pleroma");
    const log = () =>
      get<{
        total: number;
        items: { message: string; data: { actor: { nickname: string } } }[];
      }>("/api/v1/pleroma/admin/moderation_log?page_size=50");
    const before = await log();
    await call("POST", "/api/v1/pleroma/admin/relay", "maren", {
      relay_url: "https://relay.new.example/actor",
    });
    const after = await log();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({
      message: expect.stringContaining(
        "followed relay: https://relay.new.example/actor",
      ) as unknown,
      data: { actor: { nickname: "maren" } },
    });
  });
});

describe("the live queue", () => {
  it("tells staff on their user stream of a report filed through the control API, and queues it", async () => {
    const stream = await userStream(tokens.mod ?? "");
    try {
      const { id } = await server.control<{ id: string }>("report", {
        reporter: "alice",
        target: "tidebot",
        comment: "Live one",
        category: "spam",
      });
      const notification = await stream.next("admin.report");
      expect(notification).toMatchObject({
        account: { acct: "alice" },
        report: { id, comment: "Live one" },
      });
      const [newest] = await get<AdminReport[]>(
        "/api/v1/admin/reports?limit=1",
        "mod",
      );
      expect(newest?.id).toBe(id);
    } finally {
      stream.close();
    }
  });

  it("queues a member's report and a control sign-up for the staff", async () => {
    const stream = await userStream(tokens.maren ?? "");
    try {
      const filed = await call<{ id: string }>(
        "POST",
        "/api/v1/reports",
        "alice",
        {
          account_id: state.accounts.tidebot,
          comment: "From the app",
        },
      );
      const report = await stream.next("admin.report");
      expect(report).toMatchObject({ report: { id: filed.body.id } });
      expect(
        await get<AdminReport>(`/api/v1/admin/reports/${filed.body.id}`),
      ).toMatchObject({
        comment: "From the app",
        account: { username: "alice" },
      });
      const { username } = await server.control<{ username: string }>(
        "signup",
        {
          username: "newbie",
          reason: "Saw the poster at the market",
        },
      );
      expect(await stream.next("admin.sign_up")).toMatchObject({
        account: { username },
      });
      const pending = await get<{ username: string; invite_request: string }[]>(
        "/api/v2/admin/accounts?status=pending",
      );
      expect(pending[0]).toMatchObject({
        username: "newbie",
        invite_request: "Saw the poster at the market",
      });
    } finally {
      stream.close();
    }
  });
});
