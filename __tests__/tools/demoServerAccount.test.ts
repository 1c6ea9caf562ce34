/** @jest-environment node */
import { createHmac } from "node:crypto";
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/** Security, sessions and the member's data on the demo server (issue 18). */

let server: DemoServer;
let state: ControlState;

beforeAll(async () => {
  server = await startDemoServerProcess();
  state = await server.control<ControlState>("state");
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "mastodon" });
  await server.control("reset");
});

const call = <T = Record<string, unknown>>(
  token: string,
  method: string,
  path: string,
  body?: object | FormData,
) =>
  server.api<T>(path, {
    token,
    method,
    ...(body instanceof FormData
      ? { body }
      : body
        ? {
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          }
        : {}),
  });
const signIn = async (family: string, username = "alice") => {
  await server.control("family", { family });
  return server.tokenFor(username);
};
const file = (text: string) => new Blob([text], { type: "text/csv" });
const form = (entries: Record<string, string | Blob>) => {
  const out = new FormData();
  for (const [key, value] of Object.entries(entries)) out.append(key, value);
  return out;
};
const accts = async (token: string, path: string) =>
  (await call<{ acct: string }[]>(token, "GET", path)).body.map((a) => a.acct);

/** RFC 6238 with SHA-1, 30 s steps, 6 digits: what an authenticator app shows. */
function totp(secret: string, time = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = Array.from(secret.matchAll(/[A-Z2-7]/g), ([c]) => c)
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(
    (bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1e6).padStart(
    6,
    "0",
  );
}

describe("passwords and e-mail", () => {
  it("Pleroma: wrong password 403, mismatched confirmation 400, then a change", async () => {
    const alice = await signIn("pleroma");
    const change = (password: string, next: string, again = next) =>
      call(alice, "POST", "/api/pleroma/change_password", {
        password,
        new_password: next,
        new_password_confirmation: again,
      });
    expect(await change("wrong", "sunflower")).toMatchObject({
      status: 403,
      body: { error: "Invalid password." },
    });
    expect(await change("potluck", "sunflower", "sunflowers")).toMatchObject({
      status: 400,
      body: { error: "New password does not match confirmation." },
    });
    expect((await change("potluck", "sunflower")).body).toEqual({
      status: "success",
    });
    expect((await change("potluck", "again")).status).toBe(403);
    expect((await change("sunflower", "potluck")).status).toBe(200);
  });

  it("GoToSocial: a wrong old password is its 401, the token still works", async () => {
    const alice = await signIn("gotosocial");
    const refused = await call(alice, "POST", "/api/v1/user/password_change", {
      old_password: "wrong",
      new_password: "sunflower-seeds",
    });
    expect(refused).toMatchObject({
      status: 401,
      body: { error: "Unauthorized: old password was incorrect" },
    });
    const me = await call(alice, "GET", "/api/v1/accounts/verify_credentials");
    expect(me.status).toBe(200);
    expect(
      (
        await call(alice, "POST", "/api/v1/user/password_change", {
          old_password: "potluck",
          new_password: "short",
        })
      ).body,
    ).toEqual({
      error: "Bad Request: insecure password, try using a longer password",
    });
  });

  it("changes the e-mail: Pleroma at once, GoToSocial pending confirmation", async () => {
    const pleroma = await signIn("pleroma");
    expect(
      await call(pleroma, "POST", "/api/pleroma/change_email", {
        email: "not-an-address",
        password: "potluck",
      }),
    ).toMatchObject({
      status: 400,
      body: { error: "Email has invalid format." },
    });
    const gts = await signIn("gotosocial");
    const changed = await call(gts, "POST", "/api/v1/user/email_change", {
      new_email: "alice@garden.example",
      password: "potluck",
    });
    expect(changed.body).toMatchObject({
      unconfirmed_email: "alice@garden.example",
    });
    expect(
      (
        await call(gts, "POST", "/api/v1/user/email_change", {
          new_email: "a@b.example",
          password: "nope",
        })
      ).status,
    ).toBe(401);
  });
});

describe("two-factor sign-in", () => {
  it("Pleroma: set up with a real TOTP code and the password, backup codes, removal", async () => {
    const alice = await signIn("pleroma");
    const setup = await call<{ key: string; provisioning_uri: string }>(
      alice,
      "GET",
      "/api/pleroma/accounts/mfa/setup/totp",
    );
    expect(setup.body.provisioning_uri).toContain(`secret=${setup.body.key}`);
    const confirm = (code: string, password = "potluck") =>
      call(alice, "POST", "/api/pleroma/accounts/mfa/confirm/totp", {
        code,
        password,
      });
    expect(await confirm(totp(setup.body.key), "wrong")).toMatchObject({
      status: 422,
      body: { error: "Invalid password." },
    });
    expect(await confirm("000000")).toMatchObject({
      status: 422,
      body: { error: "invalid_token" },
    });
    expect((await confirm(totp(setup.body.key))).status).toBe(200);
    expect(
      (await call(alice, "GET", "/api/pleroma/accounts/mfa")).body,
    ).toEqual({ settings: { enabled: true, totp: true } });
    const codes = await call<{ codes: string[] }>(
      alice,
      "GET",
      "/api/pleroma/accounts/mfa/backup_codes",
    );
    expect(codes.body.codes).toHaveLength(10);
    await call(alice, "DELETE", "/api/pleroma/accounts/mfa/totp", {
      password: "potluck",
    });
    expect(
      (await call(alice, "GET", "/api/pleroma/accounts/mfa")).body,
    ).toEqual({ settings: { enabled: false, totp: false } });
  });

  it("GoToSocial: the URI as text/plain only, codes on enable, two_factor_enabled_at", async () => {
    const alice = await signIn("gotosocial");
    const json = await server.api("/api/v1/user/2fa/qruri", {
      token: alice,
      headers: { Accept: "application/json" },
    });
    expect(json.status).toBe(406);
    const uri = await server.api<string>("/api/v1/user/2fa/qruri", {
      token: alice,
      headers: { Accept: "text/plain" },
    });
    const secret = new URL(uri.body).searchParams.get("secret") ?? "";
    const codes = await call<string[]>(
      alice,
      "POST",
      "/api/v1/user/2fa/enable",
      {
        code: totp(secret),
      },
    );
    expect(codes.body).toHaveLength(10);
    const user = await call(alice, "GET", "/api/v1/user");
    expect(user.body.two_factor_enabled_at).toEqual(expect.any(String));
    expect(
      (
        await call(alice, "POST", "/api/v1/user/2fa/disable", {
          password: "wrong",
        })
      ).status,
    ).toBe(401);
  });
});

describe("sessions", () => {
  interface Token {
    id: string;
    last_used: string | null;
    application: { name: string };
  }

  it("GoToSocial: several sessions, this one used last; revoking it ends it and its socket", async () => {
    const alice = await signIn("gotosocial");
    const sessions = await call<Token[]>(alice, "GET", "/api/v1/tokens");
    const names = sessions.body.map((t) => t.application.name);
    expect(names).toEqual(expect.arrayContaining(["Tusky", "Phanpy"]));
    const newest = [...sessions.body].sort((a, b) =>
      String(b.last_used).localeCompare(String(a.last_used)),
    )[0];
    const socket = new WebSocket(
      `${server.url.replace("http", "ws")}/api/v1/streaming?stream=user`,
      [alice],
    );
    await new Promise((resolve) => socket.once("open", resolve));
    const closed = new Promise<number>((resolve) =>
      socket.once("close", (code) => resolve(code)),
    );
    const revoked = await call(
      alice,
      "POST",
      `/api/v1/tokens/${newest?.id ?? ""}/invalidate`,
    );
    expect(revoked.status).toBe(200);
    expect(await closed).toBe(1008);
    expect(
      (await call(alice, "GET", "/api/v1/accounts/verify_credentials")).status,
    ).toBe(401);
  });

  it("Pleroma: numeric ids; revoking another session leaves this one", async () => {
    const alice = await signIn("pleroma");
    const list = await call<{ id: number; app_name: string }[]>(
      alice,
      "GET",
      "/api/oauth_tokens",
    );
    const tusky = list.body.find((t) => t.app_name === "Tusky");
    expect(typeof tusky?.id).toBe("number");
    await call(alice, "DELETE", `/api/oauth_tokens/${String(tusky?.id)}`);
    const after = await call<{ app_name: string }[]>(
      alice,
      "GET",
      "/api/oauth_tokens",
    );
    expect(after.body.map((t) => t.app_name)).not.toContain("Tusky");
    expect(
      (await call(alice, "DELETE", "/api/oauth_tokens/999999")).status,
    ).toBe(404);
  });

  it("is not offered on Mastodon", async () => {
    const alice = await server.tokenFor("alice");
    expect((await call(alice, "GET", "/api/oauth_tokens")).status).toBe(404);
    expect((await call(alice, "GET", "/api/v1/tokens")).status).toBe(404);
  });
});

describe("exports and imports", () => {
  it("GoToSocial: exports blocks as CSV, imports them back, overwrite replaces", async () => {
    const alice = await signIn("gotosocial");
    const csv = (name: string, accept = "text/csv") =>
      server.api<string>(`/api/v1/exports/${name}`, {
        token: alice,
        headers: { Accept: accept },
      });
    expect((await csv("blocks.csv", "application/json")).status).toBe(406);
    const following = await csv("following.csv");
    expect(following.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(following.body.split("\n")[0]).toBe(
      "Account address,Show boosts,Notify on new posts,Languages",
    );
    expect(following.body).toContain("chen@");
    const before = await accts(alice, "/api/v1/blocks");
    const imported = await call(
      alice,
      "POST",
      "/api/v1/import",
      form({ data: file("tidebot\nchen\n"), type: "blocks", mode: "merge" }),
    );
    expect(imported.status).toBe(202);
    expect(await accts(alice, "/api/v1/blocks")).toEqual(
      expect.arrayContaining([...before, "tidebot", "chen"]),
    );
    const exported = (await csv("blocks.csv")).body;
    expect(exported).toContain("tidebot@");
    await call(
      alice,
      "POST",
      "/api/v1/import",
      form({ data: file("chen\n"), type: "blocks", mode: "overwrite" }),
    );
    expect(await accts(alice, "/api/v1/blocks")).toEqual(["chen"]);
    expect(
      (
        await call(
          alice,
          "POST",
          "/api/v1/import",
          form({ data: file("x"), type: "domain_blocks" }),
        )
      ).body,
    ).toEqual({
      error: "Bad Request: import type domain_blocks not supported",
    });
  });

  it("Pleroma: follow, block and mute imports apply at once", async () => {
    const alice = await signIn("pleroma");
    const send = (path: string, list: string) =>
      call(alice, "POST", path, form({ list: file(list) }));
    expect((await send("/api/pleroma/blocks_import", "tidebot\n")).body).toBe(
      "job started",
    );
    expect(await accts(alice, "/api/v1/blocks")).toContain("tidebot");
    await send("/api/pleroma/mutes_import", "bakers");
    expect(await accts(alice, "/api/v1/mutes")).toContain("bakers");
    await send("/api/pleroma/follow_import", "Account address\npotluckclub\n");
    const id = state.accounts.alice ?? "";
    expect(
      await accts(alice, `/api/v1/accounts/${id}/following?limit=80`),
    ).toContain("potluckclub");
  });
});

describe("backups, aliases, moving and leaving", () => {
  it("Pleroma: a backup is pending, then complete and downloads as a ZIP", async () => {
    const alice = await signIn("pleroma");
    interface Backup {
      processed: boolean;
      state: string;
      url: string;
      file_size: number;
    }
    const requested = await call<Backup[]>(
      alice,
      "POST",
      "/api/v1/pleroma/backups",
    );
    expect(requested.body[0]).toMatchObject({
      processed: false,
      state: "pending",
    });
    let backup: Backup | undefined;
    const deadline = Date.now() + 5000;
    while (!backup?.processed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      backup = (await call<Backup[]>(alice, "GET", "/api/v1/pleroma/backups"))
        .body[0];
    }
    expect(backup).toMatchObject({ processed: true, state: "complete" });
    const download = await fetch(backup?.url ?? "");
    expect(download.headers.get("content-type")).toBe("application/zip");
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(backup?.file_size);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.includes("actor.json")).toBe(true);
  });

  it("Pleroma: moves only to an account that lists this one as an alias", async () => {
    const alice = await signIn("pleroma");
    const chen = await server.tokenFor("chen");
    const move = (password = "potluck") =>
      call(alice, "POST", "/api/pleroma/move_account", {
        password,
        target_account: "chen",
      });
    expect((await move("wrong")).status).toBe(403);
    expect(await move()).toMatchObject({
      status: 400,
      body: { error: "Target account must have the origin in its aliases" },
    });
    await call(chen, "PUT", "/api/pleroma/aliases", { alias: "alice" });
    expect(
      (await call<{ aliases: string[] }>(chen, "GET", "/api/pleroma/aliases"))
        .body.aliases,
    ).toEqual([expect.stringMatching(/^alice@/)]);
    expect((await move()).body).toEqual({ status: "success" });
    const id = state.accounts.alice ?? "";
    const moved = await server.api<{ moved?: { acct: string } }>(
      `/api/v1/accounts/${id}`,
    );
    expect(moved.body.moved?.acct).toBe("chen");
  });

  it("Pleroma disables and GoToSocial deletes with the password, signing out everywhere", async () => {
    const pleroma = await signIn("pleroma", "bob");
    expect(
      (
        await call(pleroma, "POST", "/api/pleroma/disable_account", {
          password: "x",
        })
      ).body,
    ).toEqual({ error: "Invalid password." });
    await call(pleroma, "POST", "/api/pleroma/disable_account", {
      password: "potluck",
    });
    expect(
      (await call(pleroma, "GET", "/api/v1/accounts/verify_credentials"))
        .status,
    ).toBe(401);
    const gts = await signIn("gotosocial", "chen");
    expect(
      (await call(gts, "POST", "/api/v1/accounts/delete", { password: "x" }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(gts, "POST", "/api/v1/accounts/delete", {
          password: "potluck",
        })
      ).status,
    ).toBe(202);
    expect(
      (await call(gts, "GET", "/api/v1/accounts/verify_credentials")).status,
    ).toBe(401);
  });
});
