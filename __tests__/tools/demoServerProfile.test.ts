/** @jest-environment node */
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/** The member's profile, preferences and notification settings on the demo server (issue 18). */

interface Account {
  id: string;
  display_name: string;
  avatar: string;
  header: string;
  fields: { name: string; value: string }[];
  source?: { privacy: string; sensitive: boolean; note: string };
  pleroma?: {
    notification_settings: { block_from_strangers: boolean };
  };
}

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

const json = (method: string, body?: object) => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: body ? JSON.stringify(body) : undefined,
});
const update = async (token: string, body: object | FormData) =>
  server.api<Record<string, unknown>>("/api/v1/accounts/update_credentials", {
    token,
    ...(body instanceof FormData
      ? { method: "PATCH", body }
      : json("PATCH", body)),
  });
const image = (bytes: number, type = "image/png") =>
  new Blob([new Uint8Array(bytes)], { type });

describe("update_credentials", () => {
  it("changes the profile everywhere at once: the account, its posts, the source", async () => {
    const alice = await server.tokenFor("alice");
    const saved = await update(alice, {
      display_name: "Alice in the garden",
      note: "Beans & bees",
      fields_attributes: [{ name: "Plot", value: "https://plot.example" }],
      source: { privacy: "unlisted", sensitive: true },
    });
    expect(saved.status).toBe(200);
    const id = state.accounts.alice ?? "";
    const seen = await server.api<Account>(`/api/v1/accounts/${id}`);
    expect(seen.body.display_name).toBe("Alice in the garden");
    expect(seen.body.fields[0]?.value).toContain('href="https://plot.example"');
    const posts = await server.api<{ account: Account }[]>(
      `/api/v1/accounts/${id}/statuses?limit=1`,
    );
    expect(posts.body[0]?.account.display_name).toBe("Alice in the garden");
    const me = await server.api<Account>(
      "/api/v1/accounts/verify_credentials",
      { token: alice },
    );
    expect(me.body.source).toMatchObject({
      privacy: "unlisted",
      sensitive: true,
      note: "Beans & bees",
    });
    const prefs = await server.api<Record<string, unknown>>(
      "/api/v1/preferences",
      { token: alice },
    );
    expect(prefs.body).toMatchObject({
      "posting:default:visibility": "unlisted",
      "posting:default:sensitive": true,
    });
  });

  it("takes multipart with an avatar and serves the new image", async () => {
    const alice = await server.tokenFor("alice");
    const form = new FormData();
    form.append("display_name", "Alice");
    form.append("avatar", image(64), "me.png");
    form.append("fields_attributes[0][name]", "Garden");
    form.append("fields_attributes[0][value]", "Plot 7");
    const saved = await update(alice, form);
    expect(saved.status).toBe(200);
    const avatar = String(saved.body.avatar);
    expect(avatar).toMatch(/\/media\/uploads\/.+\/me\.png$/);
    const served = await fetch(avatar);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await served.arrayBuffer()).byteLength).toBe(64);
    const removed = await server.api<Account>("/api/v1/profile/avatar", {
      token: alice,
      method: "DELETE",
    });
    expect(removed.body.avatar).toMatch(/avatar-missing\.svg$/);
  });

  it("refuses as Mastodon does: 422 with details per parameter", async () => {
    const alice = await server.tokenFor("alice");
    const form = new FormData();
    form.append("display_name", "x".repeat(31));
    form.append("header", image(2 * 1024 * 1024 + 1, "image/jpeg"), "h.jpg");
    const refused = await update(alice, form);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error:
        "Validation failed: Display name is too long (maximum is 30 characters), Header file size must be less than 2 MB",
      details: {
        display_name: [
          {
            error: "ERR_TOO_LONG",
            description: "is too long (maximum is 30 characters)",
          },
        ],
        header: [
          {
            error: "ERR_TOO_LARGE",
            description: "file size must be less than 2 MB",
          },
        ],
      },
    });
    const me = await server.api<Account>(
      "/api/v1/accounts/verify_credentials",
      { token: alice },
    );
    expect(me.body.display_name).not.toBe("x".repeat(31));
  });

  it.each([
    {
      family: "pleroma",
      what: "a long name",
      body: { display_name: "x".repeat(101) },
      status: 413,
      error: "Name is too long",
    },
    {
      family: "pleroma",
      what: "five fields",
      body: { fields_attributes: Array(5).fill({ name: "a", value: "b" }) },
      status: 413,
      error: "Too many field entries",
    },
    {
      family: "gotosocial",
      what: "a long name",
      body: { display_name: "x".repeat(31) },
      status: 400,
      error:
        "Bad Request: display name should be no more than 30 chars but was 31",
    },
    {
      family: "gotosocial",
      what: "a long bio",
      body: { note: "x".repeat(5001) },
      status: 400,
      error: "Bad Request: note should be no more than 5000 chars but was 5001",
    },
  ])(
    "refuses $what as $family does",
    async ({ family, body, status, error }) => {
      await server.control("family", { family });
      const refused = await update(await server.tokenFor("alice"), body);
      expect(refused).toMatchObject({ status, body: { error } });
    },
  );

  it("refuses a large or non-image avatar as Pleroma and GoToSocial do", async () => {
    await server.control("family", { family: "pleroma" });
    const alice = await server.tokenFor("alice");
    const big = new FormData();
    big.append("avatar", image(2 * 1024 * 1024 + 1), "big.png");
    expect(await update(alice, big)).toMatchObject({
      status: 413,
      body: { error: "File is too large" },
    });
    await server.control("family", { family: "gotosocial" });
    const text = new FormData();
    text.append("avatar", new Blob(["hi"], { type: "text/plain" }), "a.txt");
    expect(await update(alice, text)).toMatchObject({
      status: 400,
      body: {
        error: "Bad Request: avatar must be a png, jpeg, gif or webp image",
      },
    });
  });
});

describe("preferences and removal of images per family", () => {
  it("answers preferences on Mastodon and GoToSocial, not Pleroma; image removal on Mastodon only", async () => {
    const alice = await server.tokenFor("alice");
    const status = async (path: string, method = "GET") =>
      (await server.api(path, { token: alice, method })).status;
    expect(await status("/api/v1/preferences")).toBe(200);
    await server.control("family", { family: "gotosocial" });
    expect(await status("/api/v1/preferences")).toBe(200);
    expect(await status("/api/v1/profile/header", "DELETE")).toBe(404);
    await server.control("family", { family: "pleroma" });
    expect(await status("/api/v1/preferences")).toBe(404);
  });
});

describe("notification settings", () => {
  it("keeps the v2 policy and refuses an unknown value", async () => {
    const alice = await server.tokenFor("alice");
    const patch = (body: object) =>
      server.api<Record<string, unknown>>("/api/v2/notifications/policy", {
        token: alice,
        ...json("PATCH", body),
      });
    expect((await patch({ for_new_accounts: "drop" })).body).toMatchObject({
      for_new_accounts: "drop",
    });
    expect(await patch({ for_not_following: "maybe" })).toMatchObject({
      status: 422,
      body: {
        error:
          "Validation failed: For not following is not included in the list",
      },
    });
    const read = await server.api<Record<string, unknown>>(
      "/api/v2/notifications/policy",
      { token: alice },
    );
    expect(read.body).toMatchObject({
      for_new_accounts: "drop",
      for_not_following: "accept",
    });
  });

  it("answers Mastodon 4.3's v1 policy in booleans over the same policy", async () => {
    const alice = await server.tokenFor("alice");
    const path = "/api/v1/notifications/policy";
    const saved = await server.api<Record<string, unknown>>(path, {
      token: alice,
      ...json("PATCH", { filter_not_following: true }),
    });
    expect(saved.body).toMatchObject({
      filter_not_following: true,
      filter_new_accounts: false,
      filter_private_mentions: true,
    });
    const v2 = await server.api<Record<string, unknown>>(
      "/api/v2/notifications/policy",
      { token: alice },
    );
    expect(v2.body).toMatchObject({ for_not_following: "filter" });
    await server.control("family", { family: "gotosocial" });
    expect((await server.api(path, { token: alice })).status).toBe(404);
  });

  it("keeps Pleroma's notification settings on the account", async () => {
    await server.control("family", { family: "pleroma" });
    const alice = await server.tokenFor("alice");
    const put = await server.api("/api/pleroma/notification_settings", {
      token: alice,
      ...json("PUT", { block_from_strangers: true }),
    });
    expect(put.body).toEqual({ status: "success" });
    const me = await server.api<Account>(
      "/api/v1/accounts/verify_credentials",
      { token: alice },
    );
    expect(me.body.pleroma?.notification_settings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: false,
    });
  });

  it("keeps GoToSocial's default interaction policies, resetting a visibility left out", async () => {
    await server.control("family", { family: "gotosocial" });
    const alice = await server.tokenFor("alice");
    const path = "/api/v1/interaction_policies/defaults";
    const rule = { always: ["followers", "me"], with_approval: ["public"] };
    await server.api(path, {
      token: alice,
      ...json("PATCH", { public: { can_reply: rule } }),
    });
    const saved = await server.api<
      Record<string, Record<string, { always: string[] }>>
    >(path, {
      token: alice,
      ...json("PATCH", { unlisted: { can_reply: rule } }),
    });
    expect(saved.body.unlisted?.can_reply).toEqual(rule);
    expect(saved.body.public?.can_reply?.always).toEqual(["public", "me"]);
    const refused = await server.api(path, {
      token: alice,
      ...json("PATCH", { direct: { can_reply: { always: ["everyone"] } } }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error:
          "Bad Request: direct.can_reply: 'everyone' is not a recognized audience",
      },
    });
    const reset = await server.api<
      Record<string, Record<string, { always: string[] }>>
    >(path, { token: alice, ...json("PATCH", {}) });
    expect(reset.body.unlisted?.can_reply?.always).toEqual(["public", "me"]);
    expect(reset.body.private?.can_reblog?.always).toEqual(["me"]);
  });
});
