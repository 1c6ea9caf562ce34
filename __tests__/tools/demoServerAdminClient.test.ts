/** @jest-environment node */
import { ApiClient } from "../../src/api/client";
import {
  getAdminAccounts,
  postAdminApproveAccount,
} from "../../src/api/endpoints/adminAccounts";
import { postAdminAccountAction } from "../../src/api/endpoints/adminAccountActions";
import {
  deleteAdminDomainBlock,
  getAdminDomainBlocks,
  postAdminDomainBlock,
} from "../../src/api/endpoints/adminFederation";
import { getAdminModerationLog } from "../../src/api/endpoints/adminLog";
import {
  getAdminReport,
  getAdminReports,
  postAdminResolveReport,
} from "../../src/api/endpoints/adminReports";
import type { DetectedServer, Features } from "../../src/api/features";
import { credentialAccountSchema } from "../../src/api/schemas/credentialAccount";
import { instanceSchema } from "../../src/api/schemas/instance";
import { detectServer, getFeatures } from "../../src/api/serverFeatures";
import { staffRole } from "../../src/api/staffRole";
import { startDemoServerProcess, type DemoServer } from "./demoServerProcess";

/**
 * The staff console's API layer against the demo server, one flavour after
 * the other: what the client sends is what the server reads, and back.
 */

let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServerProcess();
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "mastodon" });
  await server.control("reset");
});

async function connect(username: string) {
  const client = new ApiClient({
    baseUrl: server.url,
    accessToken: await server.tokenFor(username),
  });
  const raw = await client.request("GET", "/api/v1/instance");
  const instance = instanceSchema.parse(raw.json);
  const serverInfo: DetectedServer = detectServer(instance);
  const features: Features = getFeatures(instance);
  const me = credentialAccountSchema.parse(
    (await client.request("GET", "/api/v1/accounts/verify_credentials")).json,
  );
  return { client, server: serverInfo, features, me };
}

describe.each(["mastodon", "gotosocial", "pleroma", "akkoma"])(
  "the %s flavour",
  (family) => {
    beforeEach(async () => {
      await server.control("family", { family });
    });

    it("gives the admin every section the family has, the moderator fewer", async () => {
      const admin = await connect("maren");
      const moderator = await connect("mod");
      const sections = staffRole(admin.me, admin.features);
      expect(sections.kind).toBe("admin");
      expect(sections.sections).toEqual(
        expect.arrayContaining(["reports", "accounts", "federation"]),
      );
      const mod = staffRole(moderator.me, moderator.features);
      // GoToSocial's admin API answers admins only.
      if (family === "gotosocial") expect(mod.kind).toBeNull();
      else {
        expect(mod.sections).toContain("reports");
        expect(mod.sections).not.toContain("federation");
      }
      expect(
        staffRole((await connect("alice")).me, admin.features).kind,
      ).toBeNull();
    });

    it("works the report queue: open page, one report, resolve, resolved page", async () => {
      const { client, server: info } = await connect("maren");
      const open = await getAdminReports(client, info, { state: "open" });
      expect(open.items.length).toBeGreaterThan(10);
      expect(open.items.every((r) => r.state === "open")).toBe(true);
      const first = open.items[0];
      expect(first?.target_account.nickname).toBeTruthy();
      const id = first?.id ?? "";
      expect((await getAdminReport(client, info, id)).comment).toBe(
        first?.comment,
      );
      await postAdminResolveReport(client, info, id, "Done");
      expect((await getAdminReport(client, info, id)).state).toBe("resolved");
      const resolved = await getAdminReports(client, info, {
        state: "resolved",
      });
      expect(resolved.items.map((r) => r.id)).toContain(id);
    });

    it("blocks and unblocks a domain (on Pleroma, through the config)", async () => {
      const { client, server: info } = await connect("maren");
      const block = await postAdminDomainBlock(client, info, {
        domain: "client.example",
        severity: "suspend",
        reject_media: true,
        public_comment: "Spam",
      });
      expect(block).toMatchObject({
        domain: "client.example",
        severity: "suspend",
      });
      const listed = await getAdminDomainBlocks(client, info);
      expect(listed.items.map((b) => b.domain)).toContain("client.example");
      await deleteAdminDomainBlock(client, info, block?.id ?? "");
      const after = await getAdminDomainBlocks(client, info);
      expect(after.items.map((b) => b.domain)).not.toContain("client.example");
      expect(after.items.length).toBe(listed.items.length - 1);
    });
  },
);

describe("accounts across flavours", () => {
  it.each(["mastodon", "pleroma"])(
    "approves a pending sign-up and suspends an account on %s",
    async (family) => {
      await server.control("family", { family });
      const { client, server: info } = await connect("maren");
      const pending = await getAdminAccounts(client, info, {
        status: "pending",
      });
      expect(pending.items).toHaveLength(15);
      const newcomer = pending.items[0];
      if (!newcomer) throw new Error("no pending sign-up");
      await postAdminApproveAccount(client, info, newcomer);
      const left = await getAdminAccounts(client, info, { status: "pending" });
      expect(left.items.map((a) => a.id)).not.toContain(newcomer.id);
      const [target] = (
        await getAdminAccounts(client, info, { username: "tidebot" })
      ).items;
      if (!target) throw new Error("no tidebot");
      await postAdminAccountAction(client, info, target, "suspend", {
        text: "Spam",
      });
      const [after] = (
        await getAdminAccounts(client, info, { username: "tidebot" })
      ).items;
      expect(after?.suspended).toBe(true);
    },
  );

  it("reads Pleroma's moderation log by 50 with the actions just taken", async () => {
    await server.control("family", { family: "pleroma" });
    const { client, server: info } = await connect("maren");
    const [target] = (
      await getAdminAccounts(client, info, { query: "tidebot" })
    ).items;
    if (!target) throw new Error("no tidebot");
    await postAdminAccountAction(client, info, target, "silence");
    const log = await getAdminModerationLog(client, info);
    expect(log.items[0]).toMatchObject({
      action: "tag",
      actor: { nickname: "maren" },
    });
    // The six seed entries and this one.
    expect(log.total).toBe(7);
  });
});
