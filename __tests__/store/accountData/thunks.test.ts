import { selectAliases } from "../../../src/store/accountData/selectors";
import {
  exportData,
  fetchAliases,
  importData,
  removeAlias,
} from "../../../src/store/accountData/thunks";
import { ME, settingsMember } from "../security/support";

const account = (id: string, acct: string) => ({
  id,
  username: acct.split("@")[0],
  acct,
  url: `https://example.net/@${acct}`,
});

describe("account data thunks", () => {
  it("takes GoToSocial's own export file as it is", async () => {
    const app = await settingsMember("gotosocial", {
      "GET /api/v1/exports/blocks.csv": () => ({
        body: "chen@gts.example\n",
      }),
    });
    const outcome = await app.store.dispatch(exportData({ kind: "blocks" }));
    expect(outcome.payload).toEqual({
      kind: "blocks",
      csv: JSON.stringify("chen@gts.example\n"),
    });
    expect(app.calls[0]?.url.pathname).toBe("/api/v1/exports/blocks.csv");
  });

  it("makes the file from every page of the list where the server writes none", async () => {
    const app = await settingsMember("pleroma", {
      "GET /api/v1/accounts/9001/following": (call) =>
        call.url.searchParams.get("max_id") === null
          ? {
              body: [account("1", "chen"), account("2", "yuki@hoshi.example")],
              headers: {
                Link: `<https://potluck.test/api/v1/accounts/${ME}/following?max_id=2>; rel="next"`,
              },
            }
          : { body: [account("3", 'odd,"name"@far.example')] },
    });
    const outcome = await app.store.dispatch(exportData({ kind: "follows" }));
    expect(outcome.payload).toEqual({
      kind: "follows",
      csv: [
        "Account address",
        "chen@pleroma.example",
        "yuki@hoshi.example",
        '"odd,""name""@far.example"',
        "",
      ].join("\n"),
    });
  });

  it("sends an import where the family takes it, and counts the accounts named", async () => {
    const app = await settingsMember("gotosocial", {
      "POST /api/v1/import": () => ({ status: 202, body: {} }),
    });
    const csv = "Account address\nchen@gts.example\nyuki@hoshi.example\n";
    // jsdom's File has no text(); browsers' has.
    const file = Object.assign(new File([csv], "mutes.csv"), {
      text: () => Promise.resolve(csv),
    });
    const outcome = await app.store.dispatch(
      importData({ kind: "mutes", file, overwrite: true }),
    );
    expect(outcome.payload).toEqual({ kind: "mutes", count: 2 });
  });

  it("takes an alias off at once and puts it back if the server refuses", async () => {
    const app = await settingsMember("pleroma", {
      "GET /api/pleroma/aliases": () => ({
        body: { aliases: ["old@elsewhere.example", "other@far.example"] },
      }),
      "DELETE /api/pleroma/aliases": () => ({
        status: 404,
        body: { error: "Account has no such alias." },
      }),
    });
    await app.store.dispatch(fetchAliases());
    const pending = app.store.dispatch(
      removeAlias({ alias: "old@elsewhere.example" }),
    );
    expect(selectAliases(app.store.getState())).toEqual(["other@far.example"]);
    await pending;
    expect(selectAliases(app.store.getState())).toEqual([
      "other@far.example",
      "old@elsewhere.example",
    ]);
    expect(app.calls.at(-1)?.body).toEqual({ alias: "old@elsewhere.example" });
  });
});
