import {
  deleteAdminAnnouncement,
  getAdminAnnouncements,
  patchAdminAnnouncement,
  postAdminAnnouncement,
} from "../../../src/api/endpoints/adminAnnouncements";
import {
  getAdminConfig,
  getAdminConfigDescriptions,
  postAdminConfig,
} from "../../../src/api/endpoints/adminConfig";
import {
  getAdminInvites,
  postAdminEmailInvite,
  postAdminInvite,
  postAdminRevokeInvite,
} from "../../../src/api/endpoints/adminInvites";
import { getAdminModerationLog } from "../../../src/api/endpoints/adminLog";
import {
  postAdminDimensions,
  postAdminMeasures,
  postAdminRetention,
} from "../../../src/api/endpoints/adminMetrics";
import {
  deleteAdminRelay,
  getAdminRelays,
  postAdminRelay,
} from "../../../src/api/endpoints/adminRelays";
import {
  deleteAdminRule,
  getAdminRules,
  patchAdminRule,
  postAdminRule,
} from "../../../src/api/endpoints/adminRules";
import { configValue } from "../../../src/api/schemas/adminConfig";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { SERVERS, recordingClient } from "./recordingClient";

const docs = (flavour: "pleroma" | "akkoma", n: number) =>
  readFixture("pleroma-docs", `${flavour}-admin_api-${n}.json`);
const masto = (file: string) => readFixture("mastodon-docs", file);
const ADMIN = "/api/v1/pleroma/admin";

describeWithFixtures("rules", () => {
  it("are text only on GoToSocial, at /admin/instance/rules", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? [{ id: "01", text: "Be kind" }]
          : { id: "01", text: "Be kinder" },
    }));
    const rules = await getAdminRules(client, SERVERS.gotosocial);
    await postAdminRule(client, SERVERS.gotosocial, {
      text: "Be kind",
      hint: "not sent",
      priority: 3,
    });
    const edited = await patchAdminRule(client, SERVERS.gotosocial, "01", {
      text: "Be kinder",
    });
    await deleteAdminRule(client, SERVERS.gotosocial, "01");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/admin/instance/rules", undefined],
      ["POST", "/api/v1/admin/instance/rules", { text: "Be kind" }],
      ["PATCH", "/api/v1/admin/instance/rules/01", { text: "Be kinder" }],
      ["DELETE", "/api/v1/admin/instance/rules/01", undefined],
    ]);
    expect(rules).toEqual([
      expect.objectContaining({ id: "01", text: "Be kind", priority: null }),
    ]);
    expect(edited.text).toBe("Be kinder");
  });

  it("carry a hint and a priority on Pleroma", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? docs("pleroma", 31)
          : call.method === "DELETE"
            ? docs("pleroma", 32)
            : { id: "2", text: "No spam", hint: "None", priority: 2 },
    }));
    const rules = await getAdminRules(client, SERVERS.pleroma);
    const created = await postAdminRule(client, SERVERS.pleroma, {
      text: "No spam",
      hint: "None",
      priority: 2,
    });
    await patchAdminRule(client, SERVERS.pleroma, "2", { priority: 1 });
    await deleteAdminRule(client, SERVERS.pleroma, "2");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", `${ADMIN}/rules`, undefined],
      [
        "POST",
        `${ADMIN}/rules`,
        { text: "No spam", hint: "None", priority: 2 },
      ],
      ["PATCH", `${ADMIN}/rules/2`, { priority: 1 }],
      ["DELETE", `${ADMIN}/rules/2`, undefined],
    ]);
    expect(rules).toEqual([
      expect.objectContaining({
        id: "1",
        priority: 1,
        text: "There are no rules",
        hint: "",
      }),
    ]);
    expect(created.priority).toBe(2);
  });
});

describeWithFixtures("relays (Pleroma and Akkoma)", () => {
  it.each(["pleroma", "akkoma"] as const)(
    "lists, follows and unfollows %s's relays by actor URL",
    async (flavour) => {
      const { client, calls } = recordingClient((call) => ({
        body:
          call.method === "GET"
            ? docs(flavour, 2)
            : call.method === "POST"
              ? docs(flavour, 3)
              : docs(flavour, 4),
      }));
      const server = SERVERS[flavour];
      const relays = await getAdminRelays(client, server);
      const followed = await postAdminRelay(
        client,
        server,
        "https://example.com/relay",
      );
      await deleteAdminRelay(client, server, "https://example.com/relay", true);
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ["GET", `${ADMIN}/relay`, undefined],
        ["POST", `${ADMIN}/relay`, { relay_url: "https://example.com/relay" }],
        [
          "DELETE",
          `${ADMIN}/relay`,
          { relay_url: "https://example.com/relay", force: true },
        ],
      ]);
      expect(relays).toEqual([
        {
          id: "https://example.com/relay",
          actor: "https://example.com/relay",
          followed_back: true,
        },
        {
          id: "https://example2.com/relay",
          actor: "https://example2.com/relay",
          followed_back: false,
        },
      ]);
      expect(followed.followed_back).toBe(true);
    },
  );

  it("reads the bare URLs of Pleroma before 2.2", async () => {
    const { client } = recordingClient(() => ({
      body: { relays: ["https://old.example/relay", "javascript:alert(1)"] },
    }));
    expect(await getAdminRelays(client, SERVERS.pleroma)).toEqual([
      {
        id: "https://old.example/relay",
        actor: "https://old.example/relay",
        followed_back: false,
      },
    ]);
  });
});

describe("invites (Pleroma and Akkoma, shapes from the admin API docs)", () => {
  const invite = {
    id: 1,
    token: "kSQtDj_GNy2NZsL9AQDFIsHN5qdbguB6qRg3WHw6K1U=",
    used: false,
    expires_at: "2019-04-07",
    uses: 0,
    max_use: 5,
    invite_type: "reusable_date_limited",
  };

  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "lists, creates, revokes and e-mails invites on $software",
    async (server) => {
      const { client, calls } = recordingClient((call) => ({
        status: call.path.endsWith("email_invite") ? 204 : 200,
        body:
          call.method === "GET"
            ? { invites: [invite, { id: 2 }] }
            : call.path.endsWith("revoke_invite")
              ? { ...invite, used: true }
              : invite,
      }));
      const invites = await getAdminInvites(client, server);
      await postAdminInvite(client, server, {
        max_use: 5,
        expires_at: "2019-04-07",
      });
      const revoked = await postAdminRevokeInvite(client, server, invite.token);
      await postAdminEmailInvite(client, server, "new@example.com", "New");
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ["GET", `${ADMIN}/users/invites`, undefined],
        [
          "POST",
          `${ADMIN}/users/invite_token`,
          { max_use: 5, expires_at: "2019-04-07" },
        ],
        ["POST", `${ADMIN}/users/revoke_invite`, { token: invite.token }],
        [
          "POST",
          `${ADMIN}/users/email_invite`,
          { email: "new@example.com", name: "New" },
        ],
      ]);
      expect(invites).toEqual([{ ...invite, id: "1" }]);
      expect(revoked.used).toBe(true);
    },
  );
});

describeWithFixtures("announcements (Pleroma and Akkoma)", () => {
  it.each([
    ["pleroma", 26, 28, 29, 30],
    ["akkoma", 24, 26, 27, 28],
  ] as const)(
    "lists, creates, edits and deletes %s's announcements",
    async (flavour, list, created, edited, deleted) => {
      const { client, calls } = recordingClient((call) => ({
        body: docs(
          flavour,
          { GET: list, POST: created, PATCH: edited }[call.method] ?? deleted,
        ),
      }));
      const server = SERVERS[flavour];
      const all = await getAdminAnnouncements(client, server);
      await postAdminAnnouncement(client, server, {
        content: "Maintenance tonight",
        starts_at: "2026-12-01T20:00:00.000Z",
        ends_at: null,
        all_day: false,
      });
      const changed = await patchAdminAnnouncement(
        client,
        server,
        "AHDp0GBdRn1EPN5HN2",
        { content: "some content" },
      );
      await deleteAdminAnnouncement(client, server, "AHDp0GBdRn1EPN5HN2");
      expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
        [
          "GET",
          `${ADMIN}/announcements`,
          { offset: "0", limit: "100" },
          undefined,
        ],
        [
          "POST",
          `${ADMIN}/announcements`,
          {},
          {
            content: "Maintenance tonight",
            starts_at: "2026-12-01T20:00:00.000Z",
            ends_at: null,
            all_day: false,
          },
        ],
        [
          "PATCH",
          `${ADMIN}/announcements/AHDp0GBdRn1EPN5HN2`,
          {},
          { content: "some content" },
        ],
        ["DELETE", `${ADMIN}/announcements/AHDp0GBdRn1EPN5HN2`, {}, undefined],
      ]);
      // Pleroma sends zone-less times, read as UTC.
      expect(all[0]).toMatchObject({
        id: "AHDp0GBdRn1EPN5HN2",
        published_at: "2022-03-09T02:13:05.000Z",
      });
      expect(changed.content).toBe("some content");
    },
  );
});

describe("moderation log (Pleroma and Akkoma, the admin API docs' shape)", () => {
  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "pages $software's log by 50 and reads each entry",
    async (server) => {
      const { client, calls } = recordingClient(() => ({
        body: {
          total: 51,
          items: [
            {
              id: 1234,
              data: {
                actor: { id: 1, nickname: "lain" },
                action: "relay_follow",
              },
              time: 1502812026,
              message:
                "[2017-08-15 15:47:06] @nick0 followed relay: https://example.org/relay",
            },
            { id: 5, time: "yesterday" },
          ],
        },
      }));
      const page = await getAdminModerationLog(client, server, {
        search: "relay",
      });
      expect(calls[0]).toMatchObject({
        method: "GET",
        path: `${ADMIN}/moderation_log`,
        query: { page: "1", page_size: "50", search: "relay" },
      });
      expect(page.items).toEqual([
        {
          id: "1234",
          message:
            "[2017-08-15 15:47:06] @nick0 followed relay: https://example.org/relay",
          created_at: "2017-08-15T15:47:06.000Z",
          action: "relay_follow",
          actor: { id: "1", nickname: "lain" },
        },
      ]);
      expect(page).toMatchObject({ total: 51, dropped: 1 });
      expect(page.next).toContain("page=2");
      await getAdminModerationLog(client, server, { url: page.next ?? "" });
      expect(calls[1]?.query).toMatchObject({ page: "2", page_size: "50" });
    },
  );
});

describeWithFixtures("configuration (Pleroma and Akkoma)", () => {
  it("reads the config, its descriptions, and saves changes as sent", async () => {
    const real = readFixture("real", "pleroma-admin-config.json");
    const { client, calls } = recordingClient((call) => ({
      body: call.path.endsWith("/descriptions")
        ? [
            {
              group: ":pleroma",
              key: ":instance",
              type: "group",
              description: "Instance-related settings",
              children: [
                {
                  key: ":name",
                  type: "string",
                  description: "Name of the instance",
                  suggestions: ["Pleroma"],
                },
                { key: ":filters", type: ["list", "module"], children: "x" },
              ],
            },
          ]
        : call.method === "GET"
          ? real
          : docs("akkoma", 11),
    }));
    const config = await getAdminConfig(client, SERVERS.pleroma);
    const descriptions = await getAdminConfigDescriptions(
      client,
      SERVERS.akkoma,
    );
    const saved = await postAdminConfig(client, SERVERS.akkoma, [
      {
        group: ":pleroma",
        key: ":instance",
        value: [{ tuple: [":name", "Potluck"] }],
      },
    ]);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", `${ADMIN}/config`, undefined],
      ["GET", `${ADMIN}/config/descriptions`, undefined],
      [
        "POST",
        `${ADMIN}/config`,
        {
          configs: [
            {
              group: ":pleroma",
              key: ":instance",
              value: [{ tuple: [":name", "Potluck"] }],
            },
          ],
        },
      ],
    ]);
    expect(config.configs.length).toBe(102);
    expect(
      configValue(
        config.configs,
        ":pleroma",
        ":instance",
        ":account_approval_required",
      ),
    ).toBe(false);
    expect(descriptions[0]?.children.map((c) => [c.key, c.type])).toEqual([
      [":name", ["string"]],
      [":filters", ["list", "module"]],
    ]);
    expect(saved).toEqual({
      configs: [
        { group: ":pleroma", key: "Pleroma.Upload", value: [], db: [] },
      ],
      need_reboot: true,
    });
  });
});

describeWithFixtures("metrics (Mastodon 3.5)", () => {
  const window = {
    start_at: "2022-09-14T00:00:00Z",
    end_at: "2022-09-21T00:00:00Z",
  };

  it("posts measures, dimensions and retention with their keys and window", async () => {
    const { client, calls } = recordingClient((call) => ({
      body: call.path.endsWith("measures")
        ? [
            masto("entities-Admin_Measure-1.json"),
            masto("entities-Admin_Measure-4.json"),
          ]
        : call.path.endsWith("dimensions")
          ? masto("methods-admin-dimensions-1.json")
          : masto("methods-admin-retention-1.json"),
    }));
    const measures = await postAdminMeasures(
      client,
      SERVERS.mastodon,
      ["active_users", "opened_reports"],
      window,
    );
    const dimensions = await postAdminDimensions(
      client,
      SERVERS.mastodon,
      ["languages", "space_usage"],
      { ...window, limit: 5 },
    );
    const cohorts = await postAdminRetention(client, SERVERS.mastodon, {
      ...window,
      frequency: "month",
    });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "POST",
        "/api/v1/admin/measures",
        { keys: ["active_users", "opened_reports"], ...window },
      ],
      [
        "POST",
        "/api/v1/admin/dimensions",
        { keys: ["languages", "space_usage"], ...window, limit: 5 },
      ],
      ["POST", "/api/v1/admin/retention", { ...window, frequency: "month" }],
    ]);
    expect(measures[0]).toMatchObject({ key: "active_users", total: 2 });
    expect(measures[0]?.data[3]).toEqual({
      date: "2022-09-17T00:00:00.000Z",
      value: 1,
    });
    expect(dimensions.map((d) => d.key)).toContain("space_usage");
    const space = dimensions.find((d) => d.key === "space_usage");
    expect(space?.data[0]).toMatchObject({
      key: "postgresql",
      value: "49581359907",
      unit: "bytes",
      human_value: "46.2 GB",
    });
    expect(cohorts[0]).toMatchObject({
      period: "2022-09-01T00:00:00.000Z",
      frequency: "month",
      data: [{ date: "2022-09-01T00:00:00.000Z", rate: 1, value: 2 }],
    });
  });

  it.each([SERVERS.mastodon34, SERVERS.gotosocial, SERVERS.pleroma])(
    "are not asked of $software $version",
    async (server) => {
      const { client, calls } = recordingClient();
      await expect(
        postAdminMeasures(client, server, ["new_users"], window),
      ).rejects.toThrow("adminMeasures");
      expect(calls).toEqual([]);
    },
  );
});
