import {
  deleteAlias,
  getAliases,
  getBackups,
  getExport,
  postBackup,
  postDeleteAccount,
  postDisableAccount,
  postImport,
  postMoveAccount,
  putAlias,
} from "../../../src/api/endpoints/accountData";
import { CurrentPasswordError } from "../../../src/api/endpoints/settingsCall";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  AKKOMA,
  GOTOSOCIAL,
  PLEROMA,
  serverOf,
} from "../../support/recordingClient";
import { csvFile, settingsClient } from "./settingsRecording";

const MITRA = serverOf("Mitra", "4.13.0");
const CSV = "Account address,Show boosts\nbob@social.example,true\n";

describe("exports", () => {
  it.each([
    ["follows", "/api/v1/exports/following.csv"],
    ["followers", "/api/v1/exports/followers.csv"],
    ["lists", "/api/v1/exports/lists.csv"],
    ["blocks", "/api/v1/exports/blocks.csv"],
    ["mutes", "/api/v1/exports/mutes.csv"],
  ] as const)("GoToSocial %s: GET %s as CSV text", async (kind, path) => {
    const { client, only } = settingsClient({ [`GET ${path}`]: { text: CSV } });
    expect(await getExport(client, GOTOSOCIAL, kind)).toBe(CSV);
    expect(only().headers.Accept).toMatch(/^text\/csv/);
  });

  it.each([
    ["follows", "/api/v1/settings/export_follows"],
    ["followers", "/api/v1/settings/export_followers"],
  ] as const)("Mitra %s: GET %s", async (kind, path) => {
    const { client, only } = settingsClient({ [`GET ${path}`]: { text: CSV } });
    expect(await getExport(client, MITRA, kind)).toBe(CSV);
    expect(only().path).toBe(path);
  });
});

describe("imports", () => {
  it.each([
    ["follows", "/api/pleroma/follow_import"],
    ["blocks", "/api/pleroma/blocks_import"],
    ["mutes", "/api/pleroma/mutes_import"],
  ] as const)("Pleroma %s: multipart `list` to %s", async (kind, path) => {
    const { client, only } = settingsClient();
    await postImport(client, PLEROMA, kind, csvFile(CSV));
    expect(only()).toMatchObject({
      method: "POST",
      path,
      form: [["list", `file text/csv ${CSV.length}`]],
    });
  });

  it.each([
    ["follows", "following"],
    ["blocks", "blocks"],
    ["mutes", "mutes"],
  ] as const)(
    "GoToSocial %s: /api/v1/import with type %s and the mode",
    async (kind, type) => {
      const { client, only } = settingsClient();
      await postImport(client, GOTOSOCIAL, kind, csvFile(CSV), {
        overwrite: true,
      });
      expect(only()).toMatchObject({
        method: "POST",
        path: "/api/v1/import",
        form: [
          ["type", type],
          ["mode", "overwrite"],
          ["data", `file text/csv ${CSV.length}`],
        ],
      });
    },
  );

  it("Mitra: the CSV as text in a JSON body", async () => {
    const { client, only } = settingsClient();
    await postImport(client, MITRA, "follows", csvFile(CSV));
    expect(only()).toMatchObject({
      path: "/api/v1/settings/import_follows",
      body: { follows_csv: CSV },
      form: null,
    });
  });
});

describe("backups and aliases (Pleroma, Akkoma)", () => {
  it("lists and requests backups, telling the state from `processed`", async () => {
    const backup = {
      content_type: "application/zip",
      file_size: 0,
      inserted_at: "2020-09-10T16:18:03.000Z",
      processed: false,
      url: "https://social.example/media/backups/archive.zip",
    };
    const { client, calls } = settingsClient({
      "GET /api/v1/pleroma/backups": {
        body: [{ ...backup, processed: true, file_size: 55457 }],
      },
      "POST /api/v1/pleroma/backups": { body: [backup] },
    });
    const listed = await getBackups(client, AKKOMA);
    const requested = await postBackup(client, AKKOMA);
    expect(listed[0]).toMatchObject({ state: "complete", file_size: 55457 });
    expect(requested[0]).toMatchObject({ state: "pending", id: null });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v1/pleroma/backups",
      "POST /api/v1/pleroma/backups",
    ]);
  });

  it("reads, adds and removes aliases with `alias`", async () => {
    const { client, calls } = settingsClient({
      "GET /api/pleroma/aliases": {
        body: { aliases: ["old@elsewhere.example", 3, ""] },
      },
    });
    expect(await getAliases(client, PLEROMA)).toEqual([
      "old@elsewhere.example",
    ]);
    await putAlias(client, PLEROMA, "new@elsewhere.example");
    await deleteAlias(client, PLEROMA, "old@elsewhere.example");
    expect(calls.slice(1).map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", "/api/pleroma/aliases", { alias: "new@elsewhere.example" }],
      ["DELETE", "/api/pleroma/aliases", { alias: "old@elsewhere.example" }],
    ]);
  });
});

describe("moving, disabling and deleting the account", () => {
  it("Pleroma: each with the password", async () => {
    const { client, calls } = settingsClient();
    await postMoveAccount(client, PLEROMA, {
      target: "alice@new.example",
      password: "pw",
    });
    await postDisableAccount(client, PLEROMA, "pw");
    await postDeleteAccount(client, PLEROMA, "pw");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "POST",
        "/api/pleroma/move_account",
        { password: "pw", target_account: "alice@new.example" },
      ],
      ["POST", "/api/pleroma/disable_account", { password: "pw" }],
      ["POST", "/api/pleroma/delete_account", { password: "pw" }],
    ]);
  });

  it("GoToSocial deletes at /api/v1/accounts/delete; Mitra without a password", async () => {
    const { client, calls } = settingsClient();
    await postDeleteAccount(client, GOTOSOCIAL, "pw");
    await postDeleteAccount(client, serverOf("Mitra", "2.14.0"), "pw");
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/v1/accounts/delete", { password: "pw" }],
      ["/api/v1/settings/delete_account", null],
    ]);
  });

  it("raises Pleroma's error field: a wrong password and a refused move", async () => {
    const { client } = settingsClient({
      "POST /api/pleroma/delete_account": {
        body: { error: "Invalid password." },
      },
      "POST /api/pleroma/move_account": {
        body: { error: "Target account must have the origin in its aliases" },
      },
    });
    await expect(
      postDeleteAccount(client, PLEROMA, "bad"),
    ).rejects.toBeInstanceOf(CurrentPasswordError);
    const move = postMoveAccount(client, PLEROMA, {
      target: "x@y.example",
      password: "pw",
    });
    await expect(move).rejects.toThrow("must have the origin in its aliases");
    await expect(move).rejects.not.toBeInstanceOf(CurrentPasswordError);
  });
});

describeWithFixtures("backups on the documented replies", () => {
  it.each([
    ["pleroma-pleroma_api-7.json", "pending"],
    ["pleroma-pleroma_api-8.json", "complete"],
    ["akkoma-pleroma_api-6.json", "pending"],
    ["akkoma-pleroma_api-7.json", "complete"],
  ])("%s reads as %s", async (file, state) => {
    const { client } = settingsClient({
      "GET /api/v1/pleroma/backups": {
        body: readFixture("pleroma-docs", file),
      },
    });
    const [backup] = await getBackups(client, PLEROMA);
    expect(backup).toMatchObject({
      state,
      content_type: "application/zip",
      inserted_at: "2020-09-10T16:18:03.000Z",
    });
    expect(backup?.url).toMatch(/^https:\/\/example\.com\/media\/backups\//);
  });
});
