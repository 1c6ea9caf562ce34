import {
  deleteAdminReportNote,
  deleteAdminStatus,
  getAdminReport,
  getAdminReports,
  postAdminAssignReport,
  postAdminReopenReport,
  postAdminReportNote,
  postAdminResolveReport,
  postAdminUnassignReport,
  putAdminReport,
  putAdminStatus,
} from "../../../src/api/endpoints/adminReports";
import { rawStatus } from "../schemas/builders";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { SERVERS, lines, recordingClient } from "./recordingClient";

const adminAccount = (id: string) => ({
  id,
  username: `user${id}`,
  domain: null,
  created_at: "2024-01-01T00:00:00.000Z",
  account: { id, username: `user${id}`, acct: `user${id}` },
});

/** Mastodon's `Admin::Report` (the docs' example, whose ellipses keep it from the fixtures). */
const mastodonReport = (over: Record<string, unknown> = {}) => ({
  id: "3",
  action_taken: false,
  action_taken_at: null,
  category: "spam",
  comment: "Spam again",
  forwarded: false,
  created_at: "2022-09-09T21:19:23.085Z",
  updated_at: "2022-09-09T21:19:23.085Z",
  account: adminAccount("1"),
  target_account: adminAccount("2"),
  assigned_account: null,
  action_taken_by_account: null,
  statuses: [rawStatus()],
  rules: [],
  ...over,
});

/** Pleroma's admin report, as its API documentation shows it. */
const pleromaReport = (over: Record<string, unknown> = {}) => ({
  id: "9iJGOv1j8hxuw19bcm",
  account: { id: "9i6dAJqSGSKMzLG2Lo", username: "user", acct: "user" },
  actor: {
    id: "9hEkA5JsvAdlSrocam",
    username: "lain",
    acct: "lain",
    pleroma: { is_admin: false, tags: ["mrf_tag:force-unlisted"] },
  },
  assigned_account: null,
  content: "Please delete it",
  created_at: "2019-04-29T19:48:15.000Z",
  state: "open",
  statuses: [rawStatus({ id: "9i6mQ9uVrrOmOime8m", visibility: "direct" })],
  notes: [
    {
      id: "1",
      content: "Looking into it",
      user: { id: "5", username: "mod", acct: "mod" },
      created_at: "2019-04-30T10:00:00.000Z",
    },
  ],
  ...over,
});

describe("admin reports, Mastodon flavour", () => {
  it("lists open reports without `resolved` (any value of it means resolved), 100 a page", async () => {
    const { client, calls } = recordingClient(() => ({
      body: [mastodonReport(), { id: "broken" }],
    }));
    const page = await getAdminReports(client, SERVERS.mastodon, {
      state: "open",
      targetId: "2",
      reporterId: "1",
    });
    await getAdminReports(client, SERVERS.mastodon, { state: "resolved" });
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      [
        "GET",
        "/api/v1/admin/reports",
        { account_id: "1", target_account_id: "2", limit: "100" },
      ],
      ["GET", "/api/v1/admin/reports", { resolved: "true", limit: "100" }],
    ]);
    expect(page.dropped).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: "3",
      state: "open",
      category: "spam",
      comment: "Spam again",
      account: { nickname: "user1" },
      target_account: { nickname: "user2" },
    });
  });

  it("asks GoToSocial before 0.22 for open reports with resolved=false", async () => {
    const { client, calls } = recordingClient(() => ({ body: [] }));
    await getAdminReports(client, SERVERS.gotosocial, { state: "open" });
    await getAdminReports(client, SERVERS.gotosocial22, { state: "open" });
    expect(calls.map((c) => c.query)).toEqual([
      { resolved: "false", limit: "100" },
      { limit: "100" },
    ]);
  });

  it("gets, resolves, reopens, assigns, unassigns and updates by id", async () => {
    const { client, calls } = recordingClient((call) => ({
      body: mastodonReport({
        action_taken: call.path.endsWith("/resolve"),
        assigned_account: call.path.endsWith("/assign_to_self")
          ? adminAccount("9")
          : null,
      }),
    }));
    const server = SERVERS.mastodon;
    expect((await getAdminReport(client, server, "3")).id).toBe("3");
    expect(
      (await postAdminResolveReport(client, server, "3", "done"))?.state,
    ).toBe("resolved");
    expect((await postAdminReopenReport(client, server, "3"))?.state).toBe(
      "open",
    );
    const assigned = await postAdminAssignReport(client, server, "3", {
      nickname: "maren",
    });
    expect(assigned?.assigned_account?.id).toBe("9");
    await postAdminUnassignReport(client, server, "3");
    await putAdminReport(client, server, "3", {
      category: "violation",
      rule_ids: ["1", "2"],
    });
    expect(lines(calls)).toEqual([
      "GET /api/v1/admin/reports/3",
      "POST /api/v1/admin/reports/3/resolve",
      "POST /api/v1/admin/reports/3/reopen",
      "POST /api/v1/admin/reports/3/assign_to_self",
      "POST /api/v1/admin/reports/3/unassign",
      "PUT /api/v1/admin/reports/3",
    ]);
    // Mastodon keeps no resolution comment: it is not sent.
    expect(calls.slice(1, 5).map((c) => c.body)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(calls[5]?.body).toEqual({
      category: "violation",
      rule_ids: ["1", "2"],
    });
  });

  it("resolves on GoToSocial with its action_taken_comment", async () => {
    const { client, calls } = recordingClient(() => ({
      body: mastodonReport({
        action_taken: true,
        action_taken_comment: "Suspended them",
      }),
    }));
    const report = await postAdminResolveReport(
      client,
      SERVERS.gotosocial,
      "3",
      "Suspended them",
    );
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/admin/reports/3/resolve",
      body: { action_taken_comment: "Suspended them" },
    });
    expect(report).toMatchObject({
      state: "resolved",
      action_taken_comment: "Suspended them",
    });
  });

  it("has no note, post or assignment calls where the family lacks them", async () => {
    const { client, calls } = recordingClient();
    await expect(
      postAdminReportNote(client, SERVERS.mastodon, "3", "x"),
    ).rejects.toThrow("adminCreateReportNote");
    await expect(
      deleteAdminStatus(client, SERVERS.mastodon, "1"),
    ).rejects.toThrow("adminDeleteStatus");
    await expect(
      postAdminAssignReport(client, SERVERS.gotosocial, "3", { nickname: "m" }),
    ).rejects.toThrow("adminAssignReport");
    expect(calls).toEqual([]);
  });
});

describe("admin reports, Pleroma flavour", () => {
  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "lists $software's reports by state and page, reading them into Mastodon's shape",
    async (server) => {
      const { client, calls } = recordingClient(() => ({
        body: { total: 101, reports: [pleromaReport(), { id: "x" }] },
      }));
      const page = await getAdminReports(client, server, { state: "resolved" });
      expect(calls[0]).toEqual({
        method: "GET",
        path: "/api/v1/pleroma/admin/reports",
        query: { state: "resolved", page_size: "100", page: "1" },
        body: undefined,
      });
      expect(page).toMatchObject({ total: 101, dropped: 1 });
      expect(page.next).toContain("page=2");
      const [report] = page.items;
      expect(report).toMatchObject({
        state: "open",
        comment: "Please delete it",
        account: { nickname: "lain", silenced: true },
        target_account: { nickname: "user", username: "user" },
        notes: [{ id: "1", content: "Looking into it", user: { acct: "mod" } }],
      });
      expect(report?.statuses.map((s) => s.id)).toEqual(["9i6mQ9uVrrOmOime8m"]);
      await getAdminReports(client, server, { url: page.next ?? "" });
      expect(calls[1]?.query.page).toBe("2");
    },
  );

  it("reads closed and resolved reports as not open", async () => {
    const { client } = recordingClient(() => ({
      body: pleromaReport({ state: "closed" }),
    }));
    const report = await getAdminReport(client, SERVERS.pleroma, "9");
    expect(report.state).toBe("resolved");
  });

  it("changes state in a batch PATCH, answering nothing to read (204)", async () => {
    const { client, calls } = recordingClient(() => ({ status: 204 }));
    const resolved = await postAdminResolveReport(
      client,
      SERVERS.akkoma,
      "9",
      "ignored: Pleroma keeps no comment",
    );
    await postAdminReopenReport(client, SERVERS.pleroma, "9");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "PATCH",
        "/api/v1/pleroma/admin/reports",
        { reports: [{ id: "9", state: "resolved" }] },
      ],
      [
        "PATCH",
        "/api/v1/pleroma/admin/reports",
        { reports: [{ id: "9", state: "open" }] },
      ],
    ]);
    expect(resolved).toBeNull();
  });

  it("assigns by nickname on Pleroma and unassigns with a null one", async () => {
    const { client, calls } = recordingClient(() => ({ status: 204 }));
    await postAdminAssignReport(client, SERVERS.pleroma, "9", {
      nickname: "mod",
    });
    await postAdminUnassignReport(client, SERVERS.pleroma, "9");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "POST",
        "/api/v1/pleroma/admin/reports/assign_account",
        { reports: [{ id: "9", nickname: "mod" }] },
      ],
      [
        "POST",
        "/api/v1/pleroma/admin/reports/assign_account",
        { reports: [{ id: "9", nickname: null }] },
      ],
    ]);
    await expect(
      postAdminAssignReport(client, SERVERS.akkoma, "9", { nickname: "mod" }),
    ).rejects.toThrow("adminAssignReport");
  });

  it("writes and deletes notes, deletes and marks reported posts", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "PUT" ? rawStatus({ id: "55", sensitive: true }) : {},
    }));
    await postAdminReportNote(client, SERVERS.pleroma, "9", "Warned them");
    await deleteAdminReportNote(client, SERVERS.akkoma, "9", "1");
    await deleteAdminStatus(client, SERVERS.pleroma, "55");
    const marked = await putAdminStatus(client, SERVERS.akkoma, "55", {
      sensitive: true,
    });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "POST",
        "/api/v1/pleroma/admin/reports/9/notes",
        { content: "Warned them" },
      ],
      ["DELETE", "/api/v1/pleroma/admin/reports/9/notes/1", undefined],
      ["DELETE", "/api/v1/pleroma/admin/statuses/55", undefined],
      ["PUT", "/api/v1/pleroma/admin/statuses/55", { sensitive: true }],
    ]);
    expect(marked?.sensitive).toBe(true);
  });
});

describeWithFixtures("admin reports with Mastodon's documented errors", () => {
  it("raises the 403 a moderator without Manage Reports gets", async () => {
    const { client } = recordingClient(() => ({
      status: 403,
      body: readFixture("mastodon-docs", "methods-admin-reports-6.json"),
    }));
    await expect(
      postAdminResolveReport(client, SERVERS.mastodon, "3"),
    ).rejects.toMatchObject({
      status: 403,
      message: "This action is not allowed",
    });
  });
});
