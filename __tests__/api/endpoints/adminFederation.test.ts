import {
  deleteAdminDomainAllow,
  deleteAdminDomainBlock,
  getAdminDomainAllows,
  getAdminDomainBlocks,
  postAdminDomainAllow,
  postAdminDomainBlock,
  putAdminDomainBlock,
} from "../../../src/api/endpoints/adminFederation";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { SERVERS, recordingClient, type Recorded } from "./recordingClient";

const masto = (file: string) => readFixture("mastodon-docs", file);

describeWithFixtures("domain blocks and allows, Mastodon flavour", () => {
  it("lists, creates, updates and deletes blocks at /admin/domain_blocks", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? [masto("entities-Admin_DomainBlock-1.json")]
          : call.method === "DELETE"
            ? masto("methods-admin-domain_blocks-12.json")
            : masto("methods-admin-domain_blocks-5.json"),
    }));
    const server = SERVERS.mastodon;
    const page = await getAdminDomainBlocks(client, server);
    const created = await postAdminDomainBlock(client, server, {
      domain: "example.com",
      severity: "suspend",
      reject_media: true,
      public_comment: "Harassment",
    });
    await putAdminDomainBlock(client, server, "1", {
      domain: "example.com",
      severity: "silence",
    });
    await deleteAdminDomainBlock(client, server, "1");
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v1/admin/domain_blocks", { limit: "100" }, undefined],
      [
        "POST",
        "/api/v1/admin/domain_blocks",
        {},
        {
          domain: "example.com",
          severity: "suspend",
          reject_media: true,
          public_comment: "Harassment",
        },
      ],
      ["PUT", "/api/v1/admin/domain_blocks/1", {}, { severity: "silence" }],
      ["DELETE", "/api/v1/admin/domain_blocks/1", {}, undefined],
    ]);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: "1",
        domain: "example.com",
        severity: "noop",
        obfuscate: false,
        digest:
          "a379a6f6eeafb9a55e378c118034e2751e682fab9f2d30ab13d2125586ce1947",
      }),
    ]);
    expect(created?.domain).toBeTruthy();
  });

  it("lists, creates and deletes allows at /admin/domain_allows", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? masto("methods-admin-domain_allows-1.json")
          : call.method === "POST"
            ? masto("methods-admin-domain_allows-6.json")
            : masto("methods-admin-domain_allows-9.json"),
    }));
    const page = await getAdminDomainAllows(client, SERVERS.gotosocial);
    const allowed = await postAdminDomainAllow(
      client,
      SERVERS.gotosocial,
      "mastodon.social",
    );
    await deleteAdminDomainAllow(client, SERVERS.mastodon, "1");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/admin/domain_allows", undefined],
      ["POST", "/api/v1/admin/domain_allows", { domain: "mastodon.social" }],
      ["DELETE", "/api/v1/admin/domain_allows/1", undefined],
    ]);
    expect(page.items.length).toBeGreaterThan(0);
    expect(allowed?.domain).toBe("mastodon.social");
  });
});

/** A Pleroma config server: answers GET from `configs` and records each POST. */
function pleromaConfigServer(configs: unknown[]) {
  return recordingClient((call: Recorded) => ({
    body:
      call.method === "GET"
        ? { configs, need_reboot: false }
        : { configs: (call.body as { configs: unknown[] }).configs },
  }));
}

const mrfSimple = (value: unknown[]) => ({
  group: ":pleroma",
  key: ":mrf_simple",
  value,
});
const tuple = (key: string, value: unknown) => ({ tuple: [key, value] });

describe("domain blocks and allows, Pleroma flavour (the :mrf_simple emulation)", () => {
  const configs = [
    mrfSimple([
      tuple(":reject", [tuple("spam.example", "Spam")]),
      tuple(":federated_timeline_removal", [tuple("loud.example", "")]),
      tuple(":media_removal", [
        tuple("loud.example", ""),
        tuple("spam.example", ""),
      ]),
      tuple(":report_removal", []),
      tuple(":media_nsfw", [tuple("art.example", "")]),
      tuple(":accept", ["friend.example"]),
    ]),
    {
      group: ":pleroma",
      key: ":mrf",
      value: [tuple(":policies", ["Pleroma.Web.ActivityPub.MRF.TagPolicy"])],
    },
    { group: ":pleroma", key: ":instance", value: [tuple(":name", "Pot")] },
  ];

  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "reads $software's blocks and allows from the config, one page, the domain as id",
    async (server) => {
      const { client, calls } = pleromaConfigServer(configs);
      const blocks = await getAdminDomainBlocks(client, server);
      const allows = await getAdminDomainAllows(client, server);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        "GET /api/v1/pleroma/admin/config",
        "GET /api/v1/pleroma/admin/config",
      ]);
      expect(blocks).toMatchObject({ next: null, total: 2 });
      expect(blocks.items).toEqual([
        expect.objectContaining({
          id: "spam.example",
          severity: "suspend",
          reject_media: true,
          public_comment: "Spam",
        }),
        expect.objectContaining({
          id: "loud.example",
          severity: "silence",
          reject_media: true,
          reject_reports: false,
          public_comment: null,
        }),
      ]);
      expect(allows.items.map((a) => a.id)).toEqual(["friend.example"]);
    },
  );

  it("blocks a new domain by writing only the lists it joins, and the SimplePolicy", async () => {
    const { client, calls } = pleromaConfigServer(configs);
    const block = await postAdminDomainBlock(client, SERVERS.pleroma, {
      domain: "Bad.Example",
      severity: "suspend",
      reject_reports: true,
      public_comment: "Harassment",
    });
    expect(calls.map((c) => c.method)).toEqual(["GET", "POST"]);
    expect(calls[1]).toMatchObject({ path: "/api/v1/pleroma/admin/config" });
    expect(calls[1]?.body).toEqual({
      configs: [
        mrfSimple([
          tuple(":reject", [
            tuple("spam.example", "Spam"),
            tuple("bad.example", "Harassment"),
          ]),
          tuple(":report_removal", [tuple("bad.example", "Harassment")]),
        ]),
        {
          group: ":pleroma",
          key: ":mrf",
          value: [
            tuple(":policies", [
              "Pleroma.Web.ActivityPub.MRF.TagPolicy",
              "Pleroma.Web.ActivityPub.MRF.SimplePolicy",
            ]),
          ],
        },
      ],
    });
    expect(block).toMatchObject({
      id: "bad.example",
      severity: "suspend",
      reject_reports: true,
      reject_media: false,
      public_comment: "Harassment",
    });
  });

  it("changes a block's severity by moving it between lists, keeping the others' entries", async () => {
    const { client, calls } = pleromaConfigServer(configs);
    const block = await putAdminDomainBlock(
      client,
      SERVERS.akkoma,
      "loud.example",
      {
        domain: "loud.example",
        severity: "suspend",
        reject_media: true,
      },
    );
    expect(calls[1]?.body).toEqual({
      configs: [
        mrfSimple([
          tuple(":reject", [
            tuple("spam.example", "Spam"),
            tuple("loud.example", ""),
          ]),
          tuple(":federated_timeline_removal", []),
        ]),
        expect.objectContaining({ key: ":mrf" }),
      ],
    });
    expect(block?.severity).toBe("suspend");
  });

  it("unblocks by taking the domain off every list it is on; nothing to change sends nothing", async () => {
    const { client, calls } = pleromaConfigServer(configs);
    await deleteAdminDomainBlock(client, SERVERS.pleroma, "spam.example");
    expect(calls[1]?.body).toEqual({
      configs: [
        mrfSimple([
          tuple(":reject", []),
          tuple(":media_removal", [tuple("loud.example", "")]),
        ]),
      ],
    });
    await deleteAdminDomainBlock(client, SERVERS.pleroma, "never.example");
    expect(calls.map((c) => c.method)).toEqual(["GET", "POST", "GET"]);
  });

  it("allows and disallows through :accept, in the form the list uses", async () => {
    const { client, calls } = pleromaConfigServer(configs);
    const allow = await postAdminDomainAllow(
      client,
      SERVERS.pleroma,
      "new.example",
    );
    await deleteAdminDomainAllow(client, SERVERS.akkoma, "friend.example");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual(
      [
        {
          configs: [
            mrfSimple([tuple(":accept", ["friend.example", "new.example"])]),
            expect.objectContaining({ key: ":mrf" }),
          ],
        },
        { configs: [mrfSimple([tuple(":accept", [])])] },
      ],
    );
    expect(allow).toEqual({
      id: "new.example",
      domain: "new.example",
      created_at: null,
    });
  });
});

describeWithFixtures(
  "the :mrf_simple emulation on a real Pleroma config",
  () => {
    it("blocks a domain on the config Pleroma/Rebased sent, touching no other setting", async () => {
      const real = readFixture("real", "pleroma-admin-config.json") as {
        configs: unknown[];
      };
      const { client, calls } = pleromaConfigServer(real.configs);
      expect(
        (await getAdminDomainBlocks(client, SERVERS.pleroma)).items,
      ).toEqual([]);
      await postAdminDomainBlock(client, SERVERS.pleroma, {
        domain: "bad.example",
        severity: "silence",
      });
      const posted = calls[2]?.body as {
        configs: { key: string; value: unknown }[];
      };
      expect(posted.configs.map((c) => c.key)).toEqual([":mrf_simple"]);
      expect(posted.configs[0]?.value).toEqual([
        tuple(":federated_timeline_removal", [tuple("bad.example", "")]),
      ]);
    });
  },
);
