import {
  deleteAdminCanonicalEmailBlock,
  deleteAdminEmailDomainBlock,
  deleteAdminIpBlock,
  getAdminCanonicalEmailBlocks,
  getAdminEmailDomainBlocks,
  getAdminIpBlocks,
  postAdminCanonicalEmailBlock,
  postAdminEmailDomainBlock,
  postAdminIpBlock,
  postAdminTestCanonicalEmail,
  putAdminIpBlock,
} from "../../../src/api/endpoints/adminBlocks";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { SERVERS, recordingClient } from "./recordingClient";

const masto = (file: string) => readFixture("mastodon-docs", file);
const server = SERVERS.mastodon;

describeWithFixtures("sign-up blocks (Mastodon 4.0)", () => {
  it("lists, creates, updates and deletes IP blocks", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? [masto("entities-Admin_IpBlock-1.json"), { id: "2", ip: "no" }]
          : call.method === "PUT"
            ? masto("methods-admin-ip_blocks-8.json")
            : call.method === "POST"
              ? masto("methods-admin-ip_blocks-5.json")
              : masto("methods-admin-ip_blocks-10.json"),
      link:
        call.method === "GET"
          ? '<https://example.social/api/v1/admin/ip_blocks?max_id=1>; rel="next"'
          : undefined,
    }));
    const page = await getAdminIpBlocks(client, server);
    const created = await postAdminIpBlock(client, server, {
      ip: "8.8.8.8/32",
      severity: "no_access",
      comment: "",
      expires_in: 86400,
    });
    const updated = await putAdminIpBlock(client, server, "1", {
      ip: "8.8.4.4/32",
    });
    await deleteAdminIpBlock(client, server, "1");
    await getAdminIpBlocks(client, server, { url: page.next ?? "" });
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v1/admin/ip_blocks", { limit: "100" }, undefined],
      [
        "POST",
        "/api/v1/admin/ip_blocks",
        {},
        {
          ip: "8.8.8.8/32",
          severity: "no_access",
          comment: "",
          expires_in: 86400,
        },
      ],
      ["PUT", "/api/v1/admin/ip_blocks/1", {}, { ip: "8.8.4.4/32" }],
      ["DELETE", "/api/v1/admin/ip_blocks/1", {}, undefined],
      ["GET", "/api/v1/admin/ip_blocks", { max_id: "1" }, undefined],
    ]);
    expect(page.items).toEqual([
      {
        id: "1",
        ip: "8.8.8.8/32",
        severity: "no_access",
        comment: "",
        created_at: "2022-11-16T07:22:00.501Z",
        expires_at: null,
      },
    ]);
    expect(page.dropped).toBe(1);
    expect(created.ip).toBe("8.8.8.8/32");
    expect(updated.ip).toBe("8.8.4.4/32");
  });

  it("lists, creates and deletes e-mail domain blocks with their history", async () => {
    const { client, calls } = recordingClient((call) => ({
      body:
        call.method === "GET"
          ? [masto("entities-Admin_EmailDomainBlock-1.json")]
          : call.method === "POST"
            ? masto("methods-admin-email_domain_blocks-5.json")
            : masto("methods-admin-email_domain_blocks-9.json"),
    }));
    const page = await getAdminEmailDomainBlocks(client, server);
    const created = await postAdminEmailDomainBlock(client, server, "foo");
    await deleteAdminEmailDomainBlock(client, server, "1");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/admin/email_domain_blocks", undefined],
      ["POST", "/api/v1/admin/email_domain_blocks", { domain: "foo" }],
      ["DELETE", "/api/v1/admin/email_domain_blocks/1", undefined],
    ]);
    expect(page.items[0]?.history[0]).toEqual({
      day: "1668556800",
      accounts: 0,
      uses: 0,
    });
    expect(created.domain).toBe("foo");
  });

  it("lists, creates, tests and deletes canonical e-mail blocks", async () => {
    const { client, calls } = recordingClient((call) => ({
      body: call.path.endsWith("/test")
        ? masto("methods-admin-canonical_email_blocks-5.json")
        : call.method === "GET"
          ? [masto("entities-Admin_CanonicalEmailBlock-1.json")]
          : call.method === "POST"
            ? masto("methods-admin-canonical_email_blocks-7.json")
            : masto("methods-admin-canonical_email_blocks-10.json"),
    }));
    const page = await getAdminCanonicalEmailBlocks(client, server);
    const created = await postAdminCanonicalEmailBlock(
      client,
      server,
      "Bad.Guy+spam@example.com",
    );
    const matches = await postAdminTestCanonicalEmail(
      client,
      server,
      "bad.guy@example.com",
    );
    await deleteAdminCanonicalEmailBlock(client, server, "1");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/admin/canonical_email_blocks", undefined],
      [
        "POST",
        "/api/v1/admin/canonical_email_blocks",
        { email: "Bad.Guy+spam@example.com" },
      ],
      [
        "POST",
        "/api/v1/admin/canonical_email_blocks/test",
        { email: "bad.guy@example.com" },
      ],
      ["DELETE", "/api/v1/admin/canonical_email_blocks/1", undefined],
    ]);
    expect(page.items[0]?.id).toBe("2");
    expect(created.canonical_email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(matches.map((m) => m.id)).toEqual(["1"]);
  });
});

describe("sign-up blocks elsewhere", () => {
  it.each([SERVERS.gotosocial, SERVERS.pleroma, SERVERS.akkoma])(
    "are not asked of $software",
    async (other) => {
      const { client, calls } = recordingClient();
      await expect(getAdminIpBlocks(client, other)).rejects.toThrow(
        "adminIpBlocks",
      );
      await expect(
        postAdminTestCanonicalEmail(client, other, "a@b.c"),
      ).rejects.toThrow("adminTestCanonicalEmailBlock");
      expect(calls).toEqual([]);
    },
  );
});
