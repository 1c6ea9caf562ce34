import {
  deleteAdminAccount,
  getAdminAccount,
  getAdminAccounts,
  postAdminApproveAccount,
  postAdminRejectAccount,
} from "../../../src/api/endpoints/adminAccounts";
import { UnsupportedAdminCall } from "../../../src/api/endpoints/adminCall";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  SERVERS,
  lines,
  pleromaUser,
  recordingClient,
} from "./recordingClient";

const masto = (file: string) => readFixture("mastodon-docs", file);
const ref = { id: "108965436418975594", nickname: "badguy" };

describeWithFixtures("admin accounts, Mastodon flavour", () => {
  it("lists v2 accounts by 100 with the filters, and reads Admin::Account", async () => {
    const { client, calls } = recordingClient(() => ({
      body: [masto("entities-Admin_Account-1.json"), { id: "" }],
      link: '<https://example.social/api/v2/admin/accounts?max_id=5>; rel="next"',
    }));
    const page = await getAdminAccounts(client, SERVERS.mastodon, {
      origin: "local",
      status: "pending",
      role: "staff",
      username: "bad",
      email: "@mastodon.local",
      ip: "192.168.42.0/24",
    });
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/v2/admin/accounts",
        query: {
          origin: "local",
          status: "pending",
          permissions: "staff",
          username: "bad",
          email: "@mastodon.local",
          ip: "192.168.42.0/24",
          limit: "100",
        },
        body: undefined,
      },
    ]);
    expect(page).toMatchObject({
      total: null,
      dropped: 1,
      next: "https://example.social/api/v2/admin/accounts?max_id=5",
    });
    expect(page.items[0]).toMatchObject({
      username: "admin",
      nickname: "admin",
      is_admin: true,
      role: { name: "Owner", permissions: "1" },
    });
    await getAdminAccounts(client, SERVERS.mastodon, { url: page.next ?? "" });
    expect(calls[1]?.query).toEqual({ max_id: "5" });
  });

  it("asks Mastodon before 3.5 with v1's boolean filters", async () => {
    const { client, calls } = recordingClient(() => ({ body: [] }));
    await getAdminAccounts(client, SERVERS.mastodon34, {
      origin: "remote",
      status: "suspended",
      role: "staff",
    });
    expect(calls[0]).toMatchObject({
      path: "/api/v1/admin/accounts",
      query: { remote: "true", suspended: "true", staff: "true", limit: "100" },
    });
  });

  it("uses v2 on GoToSocial", async () => {
    const { client, calls } = recordingClient(() => ({ body: [] }));
    await getAdminAccounts(client, SERVERS.gotosocial, { status: "pending" });
    expect(calls[0]).toMatchObject({
      path: "/api/v2/admin/accounts",
      query: { status: "pending", limit: "100" },
    });
  });

  it("gets, approves, rejects and deletes by id, reading the accounts sent back", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.path.endsWith("/reject") || call.method === "GET"
          ? masto("methods-admin-accounts-7.json")
          : masto("methods-admin-accounts-10.json"),
    }));
    const one = await getAdminAccount(client, SERVERS.mastodon, ref);
    const approved = await postAdminApproveAccount(
      client,
      SERVERS.mastodon,
      ref,
    );
    const rejected = await postAdminRejectAccount(
      client,
      SERVERS.mastodon,
      ref,
    );
    const deleted = await deleteAdminAccount(client, SERVERS.mastodon, ref);
    expect(lines(calls)).toEqual([
      "GET /api/v1/admin/accounts/108965436418975594",
      "POST /api/v1/admin/accounts/108965436418975594/approve",
      "POST /api/v1/admin/accounts/108965436418975594/reject",
      "DELETE /api/v1/admin/accounts/108965436418975594",
    ]);
    expect(calls.every((call) => call.body === undefined)).toBe(true);
    expect(one).toMatchObject({
      approved: false,
      invite_request: "i am going to commit crimes",
      is_admin: false,
      is_moderator: false,
    });
    expect(approved?.suspended).toBe(true);
    expect(rejected?.username).toBe("badguy");
    // Mastodon's docs show `ip` as the whole record here.
    expect(deleted?.ip).toBe("192.168.42.1");
  });
});

describe("admin accounts, Pleroma flavour", () => {
  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "lists users by page on $software, with filters and a next page while under the count",
    async (server) => {
      const { client, calls } = recordingClient(() => ({
        body: {
          count: 150,
          page_size: 100,
          users: [
            pleromaUser("new", {
              is_approved: false,
              registration_reason: "I bake bread",
            }),
            pleromaUser("lena@kueche.example", {
              is_active: false,
              tags: ["mrf_tag:force-unlisted"],
            }),
            { nickname: 7 },
          ],
        },
      }));
      const page = await getAdminAccounts(client, server, {
        origin: "local",
        status: "pending",
        role: "moderator",
        query: "ne",
        display_name: "New",
      });
      expect(calls[0]).toEqual({
        method: "GET",
        path: "/api/v1/pleroma/admin/users",
        query: {
          page: "1",
          page_size: "100",
          query: "ne",
          name: "New",
          filters: "local,need_approval,is_moderator",
        },
        body: undefined,
      });
      expect(page.total).toBe(150);
      expect(page.dropped).toBe(1);
      expect(page.items.map((a) => a.nickname)).toEqual([
        "new",
        "lena@kueche.example",
      ]);
      expect(page.items[0]).toMatchObject({
        id: "id-new",
        username: "new",
        domain: null,
        approved: false,
        invite_request: "I bake bread",
        account: { acct: "new", display_name: "new" },
      });
      expect(page.items[1]).toMatchObject({
        username: "lena",
        domain: "kueche.example",
        suspended: true,
        silenced: true,
      });
      expect(page.next).toContain("page=2");
      expect(page.prev).toBeNull();
      await getAdminAccounts(client, server, { url: page.next ?? "" });
      expect(calls[1]?.query.page).toBe("2");
    },
  );

  it("reads Pleroma's pre-2.4 spellings and ends paging at the count", async () => {
    const { client } = recordingClient(() => ({
      body: {
        count: 1,
        users: [
          pleromaUser("old", {
            is_active: undefined,
            is_approved: undefined,
            deactivated: true,
            approval_pending: true,
            roles: { admin: true, moderator: false },
          }),
        ],
      },
    }));
    const page = await getAdminAccounts(client, SERVERS.pleroma, {
      status: "silenced",
    });
    expect(page.items[0]).toMatchObject({
      suspended: true,
      approved: false,
      is_admin: true,
    });
    expect(page.next).toBeNull();
  });

  it("asks silenced accounts by the TagPolicy tag", async () => {
    const { client, calls } = recordingClient(() => ({ body: { users: [] } }));
    await getAdminAccounts(client, SERVERS.akkoma, { status: "silenced" });
    expect(calls[0]?.query).toMatchObject({ tags: ["mrf_tag:force-unlisted"] });
  });

  it("approves, rejects and deletes by nickname in the body", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? pleromaUser("new")
          : call.path.endsWith("/approve")
            ? { users: [pleromaUser("new")] }
            : ["new"],
    }));
    const target = { id: "id-new", nickname: "new" };
    const one = await getAdminAccount(client, SERVERS.pleroma, target);
    const approved = await postAdminApproveAccount(
      client,
      SERVERS.pleroma,
      target,
    );
    const rejected = await postAdminRejectAccount(
      client,
      SERVERS.pleroma,
      target,
    );
    await deleteAdminAccount(client, SERVERS.akkoma, target);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/pleroma/admin/users/id-new", undefined],
      ["PATCH", "/api/v1/pleroma/admin/users/approve", { nicknames: ["new"] }],
      ["DELETE", "/api/v1/pleroma/admin/users", { nicknames: ["new"] }],
      ["DELETE", "/api/v1/pleroma/admin/users", { nicknames: ["new"] }],
    ]);
    expect(one.nickname).toBe("new");
    expect(approved?.nickname).toBe("new");
    // Pleroma answers a deletion with the nicknames, not an account.
    expect(rejected).toBeNull();
  });

  it("refuses a call the family has no route for", async () => {
    const { client, calls } = recordingClient();
    await expect(
      getAdminAccounts(client, { ...SERVERS.pleroma, software: null }, {}),
    ).rejects.toBeInstanceOf(UnsupportedAdminCall);
    expect(calls).toEqual([]);
  });
});
