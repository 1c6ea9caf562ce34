import {
  createDomainBlock,
  deleteDomainBlock,
  fetchDomainBlocks,
  updateDomainBlock,
} from "../../../../src/store/admin/federation/thunks";
import {
  selectDomainBlocks,
  selectHasFullDomainBlocks,
} from "../../../../src/store/admin/federation/selectors";
import { flush, sectionsStore } from "../collection/storeSupport";

const block = (id: string, domain: string, severity = "suspend") => ({
  id,
  domain,
  severity,
  reject_media: false,
  reject_reports: false,
  private_comment: null,
  public_comment: null,
  obfuscate: false,
  created_at: "2024-01-01T00:00:00.000Z",
});

const BLOCKS = "GET /api/v1/admin/domain_blocks";

describe("domain blocks, Mastodon-style", () => {
  it("lists the blocks, and a removal the server refuses comes back in place with a toast", async () => {
    const { store, hold, release, notices } = sectionsStore("mastodon", {
      [BLOCKS]: {
        body: [block("1", "a.example"), block("2", "b.example")],
      },
      "DELETE /api/v1/admin/domain_blocks/1": {
        status: 403,
        body: { error: "This action is not allowed" },
      },
    });
    await store.dispatch(fetchDomainBlocks());
    expect(selectDomainBlocks(store.getState()).ids).toEqual(["1", "2"]);

    hold("DELETE /api/v1/admin/domain_blocks/1");
    const removal = store.dispatch(deleteDomainBlock({ id: "1" }));
    await flush();
    expect(selectDomainBlocks(store.getState()).ids).toEqual(["2"]);
    release("DELETE /api/v1/admin/domain_blocks/1");
    await removal;

    expect(selectDomainBlocks(store.getState()).ids).toEqual(["1", "2"]);
    expect(notices().items).toEqual([
      expect.objectContaining({
        kind: "error",
        status: 403,
        source: "adminFederation/unblock",
      }),
    ]);
  });

  it("shows a new block at once and then as the server saved it", async () => {
    const { store, hold, release, calls } = sectionsStore("mastodon", {
      [BLOCKS]: { body: [block("1", "a.example")] },
      "POST /api/v1/admin/domain_blocks": {
        body: block("7", "new.example", "silence"),
      },
    });
    await store.dispatch(fetchDomainBlocks());
    hold("POST /api/v1/admin/domain_blocks");
    const creation = store.dispatch(
      createDomainBlock({
        params: {
          domain: " New.Example ",
          severity: "silence",
          public_comment: "spam",
        },
      }),
    );
    await flush();
    const shown = selectDomainBlocks(store.getState());
    expect(shown.ids).toHaveLength(2);
    expect(shown.byId[shown.ids[0]!]).toMatchObject({
      domain: "new.example",
      severity: "silence",
      public_comment: "spam",
    });
    release("POST /api/v1/admin/domain_blocks");
    await creation;
    expect(selectDomainBlocks(store.getState()).ids).toEqual(["7", "1"]);
    expect(calls.at(-1)?.body).toMatchObject({
      domain: " New.Example ",
      severity: "silence",
    });
  });

  it("undoes a change the server refuses", async () => {
    const { store } = sectionsStore("mastodon", {
      [BLOCKS]: { body: [block("1", "a.example")] },
      "PUT /api/v1/admin/domain_blocks/1": { status: 500, body: {} },
    });
    await store.dispatch(fetchDomainBlocks());
    await store.dispatch(
      updateDomainBlock({
        id: "1",
        params: { domain: "a.example", severity: "noop" },
      }),
    );
    expect(selectDomainBlocks(store.getState()).byId["1"]?.severity).toBe(
      "suspend",
    );
  });

  it("keeps private comments and obfuscation where the family has them", () => {
    expect(
      selectHasFullDomainBlocks(sectionsStore("mastodon").store.getState()),
    ).toBe(true);
    expect(
      selectHasFullDomainBlocks(sectionsStore("pleroma").store.getState()),
    ).toBe(false);
  });
});

describe("domain blocks, Pleroma-style (:mrf_simple)", () => {
  const config = (reject: string[]) => ({
    configs: [
      {
        group: ":pleroma",
        key: ":mrf_simple",
        value: [
          {
            tuple: [":reject", reject.map((d) => ({ tuple: [d, "spam"] }))],
          },
        ],
        db: [":reject"],
      },
    ],
    need_reboot: false,
  });

  it("reads blocks from the config and removes one by writing its list back", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      "GET /api/v1/pleroma/admin/config": {
        body: config(["a.example", "b.example"]),
      },
      "POST /api/v1/pleroma/admin/config": { body: config(["b.example"]) },
    });
    await store.dispatch(fetchDomainBlocks());
    expect(selectDomainBlocks(store.getState()).ids).toEqual([
      "a.example",
      "b.example",
    ]);
    await store.dispatch(deleteDomainBlock({ id: "a.example" }));
    expect(selectDomainBlocks(store.getState()).ids).toEqual(["b.example"]);
    const write = calls.find((c) => c.method === "POST");
    expect(JSON.stringify(write?.body)).toContain("b.example");
    expect(JSON.stringify(write?.body)).not.toContain("a.example");
  });
});
