import { selectAdminBlocks } from "../../../../src/store/admin/blocks/slice";
import {
  createIpBlock,
  deleteIpBlock,
  fetchIpBlocks,
  testCanonicalEmail,
} from "../../../../src/store/admin/blocks/thunks";
import { flush, sectionsStore } from "../collection/storeSupport";

const IP = "/api/v1/admin/ip_blocks";
const ipBlock = (id: string, ip: string) => ({
  id,
  ip,
  severity: "no_access",
  comment: "",
  created_at: "2024-01-01T00:00:00.000Z",
  expires_at: null,
});

describe("sign-up blocks", () => {
  it("shows a new IP block at once with its expiry, then the server's", async () => {
    const { store, hold, release, calls } = sectionsStore("mastodon", {
      [`GET ${IP}`]: { body: [ipBlock("1", "192.0.2.0/24")] },
      [`POST ${IP}`]: { body: ipBlock("2", "198.51.100.7/32") },
    });
    await store.dispatch(fetchIpBlocks());
    hold(`POST ${IP}`);
    const at = Date.parse("2025-01-01T00:00:00.000Z");
    const creation = store.dispatch(
      createIpBlock({
        params: {
          ip: "198.51.100.7",
          severity: "sign_up_block",
          comment: "spam wave",
          expires_in: 86_400,
        },
        at,
      }),
    );
    await flush();
    const { ip } = selectAdminBlocks(store.getState());
    expect(ip.byId[ip.ids[0]!]).toMatchObject({
      ip: "198.51.100.7",
      expires_at: "2025-01-02T00:00:00.000Z",
    });
    release(`POST ${IP}`);
    await creation;
    expect(selectAdminBlocks(store.getState()).ip.ids).toEqual(["2", "1"]);
    expect(calls.at(-1)?.body).toEqual({
      ip: "198.51.100.7",
      severity: "sign_up_block",
      comment: "spam wave",
      expires_in: 86_400,
    });
  });

  it("keeps an IP block the server would not remove", async () => {
    const { store } = sectionsStore("mastodon", {
      [`GET ${IP}`]: { body: [ipBlock("1", "192.0.2.0/24")] },
      [`DELETE ${IP}/1`]: { status: 403, body: { error: "Forbidden" } },
    });
    await store.dispatch(fetchIpBlocks());
    await store.dispatch(deleteIpBlock({ id: "1" }));
    expect(selectAdminBlocks(store.getState()).ip.ids).toEqual(["1"]);
  });

  it("tells which blocks an address falls under", async () => {
    const hash = "a".repeat(64);
    const { store } = sectionsStore("mastodon", {
      "POST /api/v1/admin/canonical_email_blocks/test": {
        body: [{ id: "5", canonical_email_hash: hash }],
      },
    });
    await store.dispatch(testCanonicalEmail({ email: " x@mail.example " }));
    expect(selectAdminBlocks(store.getState()).test).toEqual({
      email: "x@mail.example",
      matches: [hash],
    });
  });
});
