import {
  deleteDomainBlock,
  getBlocks,
  getDomainBlocks,
  getMutes,
  postDomainBlock,
} from "../../../src/api/endpoints/blocking";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

describe("mute, block and domain block calls", () => {
  it("blocks and unblocks a domain with the domain in the body", async () => {
    const { client, calls } = recordingClient();
    await postDomainBlock(client, "spam.example");
    await deleteDomainBlock(client, "spam.example");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/api/v1/domain_blocks", { domain: "spam.example" }],
      ["DELETE", "/api/v1/domain_blocks", { domain: "spam.example" }],
    ]);
  });

  it("pages mutes, blocks and domain blocks", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/mutes": { body: [] },
      "GET /api/v1/blocks": { body: [] },
      "GET /api/v1/domain_blocks": { body: ["Spam.Example", "", 4] },
    });
    await getMutes(client, { limit: 40 });
    await getBlocks(client, { max_id: "3" });
    const domains = await getDomainBlocks(client);
    expect(domains).toMatchObject({ items: ["spam.example"], dropped: 2 });
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/mutes", { limit: "40" }],
      ["/api/v1/blocks", { max_id: "3" }],
      ["/api/v1/domain_blocks", {}],
    ]);
  });
});

describeWithFixtures("blocking on real payloads", () => {
  it("reads each mute's expiry beside the account", async () => {
    const account = readFixture("mastodon-docs", "entities-Account-1.json");
    const pleroma = readFixture("real", "pleroma-account.json");
    const { client } = recordingClient({
      "GET /api/v1/mutes": {
        body: [
          { ...(account as object), mute_expires_at: "2026-12-01T10:00:00Z" },
          pleroma,
        ],
      },
    });
    const page = await getMutes(client);
    expect(page.items.map((m) => m.mute_expires_at)).toEqual([
      "2026-12-01T10:00:00.000Z",
      null,
    ]);
    expect(page.items[0]?.account.id).toBe("23634");
  });

  it("reads blocks and domain blocks", async () => {
    const { client } = recordingClient({
      "GET /api/v1/blocks": { body: readFixture("real", "blocks.json") },
      "GET /api/v1/domain_blocks": {
        body: readFixture("mastodon-docs", "methods-domain_blocks-1.json"),
      },
    });
    expect((await getBlocks(client)).items[0]?.acct).toBe("twoods");
    expect((await getDomainBlocks(client)).items).toEqual([
      "nsfw.social",
      "artalley.social",
    ]);
  });
});
