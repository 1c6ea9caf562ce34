/** @jest-environment node */
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/**
 * The rest of the families' own features on the demo server (issue 19):
 * switches, kmyblue circles and antennas, Truth Social-style groups, the
 * Iceshrimp.NET drive, Mitra subscriptions, RSS feeds and scrobbles.
 */

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

const id = (acct: string) => state.accounts[acct] ?? "";
const post = (key: string) => state.statuses[key] ?? "";
const send = <T = Record<string, unknown>>(
  token: string,
  method: string,
  path: string,
  body?: object,
) =>
  server.api<T>(path, {
    method,
    token,
    headers: { "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
const get = <T>(path: string, token: string) =>
  server.api<T>(path, { token }).then((r) => r.body);

describe("switches", () => {
  it("turns circles and antennas on and off, advertised as Fedibird capabilities", async () => {
    const alice = await server.tokenFor("alice");
    expect((await server.api("/api/v1/circles", { token: alice })).status).toBe(
      404,
    );
    const on = await server.control<{
      fedibird: string[];
      capabilities: string[];
    }>("extensions", { circles: true, antennas: true });
    expect(on.fedibird).toEqual(
      expect.arrayContaining(["kmyblue_circle_history", "kmyblue_antenna"]),
    );
    const instance = await get<{ fedibird_capabilities: string[] }>(
      "/api/v2/instance",
      alice,
    );
    expect(instance.fedibird_capabilities).toEqual(
      expect.arrayContaining(["kmyblue_circle_history", "kmyblue_antenna"]),
    );
    expect((await server.api("/api/v1/circles", { token: alice })).status).toBe(
      200,
    );
    await server.control("extensions", { circles: false });
    expect((await server.api("/api/v1/circles", { token: alice })).status).toBe(
      404,
    );
    expect(
      (await server.api("/api/v1/antennas", { token: alice })).status,
    ).toBe(200);
  });

  it("refuses an unknown switch", async () => {
    await expect(
      server.control("extensions", { teleport: true }),
    ).rejects.toThrow(/unknown switch/);
  });
});

describe("kmyblue circles", () => {
  beforeEach(async () => {
    await server.control("extensions", { circles: true });
  });

  it("a circle post reaches the circle's members only", async () => {
    const alice = await server.tokenFor("alice");
    const circles = await get<{ id: string; title: string }[]>(
      "/api/v1/circles",
      alice,
    );
    const neighbours = circles.find((c) => c.title === "Allotment neighbours");
    const posted = await send<{
      id: string;
      visibility: string;
      visibility_ex?: string;
      limited_scope?: string;
    }>(alice, "POST", "/api/v1/statuses", {
      status: "Spare netting by the shed",
      visibility: "circle",
      circle_id: neighbours?.id,
    });
    // As kmyblue answers it: private for other clients, the circle beside.
    expect(posted.body).toMatchObject({
      visibility: "private",
      visibility_ex: "limited",
      limited_scope: "circle",
    });
    const chen = await server.tokenFor("chen");
    const bob = await server.tokenFor("bob");
    expect(
      (await server.api(`/api/v1/statuses/${posted.body.id}`, { token: chen }))
        .status,
    ).toBe(200);
    expect(
      (await server.api(`/api/v1/statuses/${posted.body.id}`, { token: bob }))
        .status,
    ).toBe(404);
    expect(
      (await server.api(`/api/v1/statuses/${posted.body.id}`)).status,
    ).toBe(404);
    const own = await get<{ id: string }[]>(
      `/api/v1/circles/${neighbours?.id}/statuses`,
      alice,
    );
    expect(own.map((s) => s.id)).toEqual([posted.body.id]);
    const other = await send(chen, "POST", "/api/v1/statuses", {
      status: "not mine",
      visibility: "circle",
      circle_id: neighbours?.id,
    });
    expect(other.status).toBe(404);
  });

  it("creates, renames and fills a circle; an account's circles", async () => {
    const alice = await server.tokenFor("alice");
    const made = await send<{ id: string }>(alice, "POST", "/api/v1/circles", {
      title: "Choir",
    });
    await send(alice, "PUT", `/api/v1/circles/${made.body.id}`, {
      title: "Harbour choir",
    });
    await send(alice, "POST", `/api/v1/circles/${made.body.id}/accounts`, {
      account_ids: [id("bob"), id("maren")],
    });
    await send(alice, "DELETE", `/api/v1/circles/${made.body.id}/accounts`, {
      account_ids: [id("maren")],
    });
    const members = await get<{ acct: string }[]>(
      `/api/v1/circles/${made.body.id}/accounts`,
      alice,
    );
    expect(members.map((a) => a.acct)).toEqual(["bob"]);
    const bobs = await get<{ title: string }[]>(
      `/api/v1/accounts/${id("bob")}/circles`,
      alice,
    );
    expect(bobs.map((c) => c.title)).toEqual(["Supper crew", "Harbour choir"]);
    expect(
      (await send(alice, "POST", "/api/v1/circles", { title: " " })).status,
    ).toBe(422);
  });
});

describe("kmyblue antennas", () => {
  it("catches posts by keyword and account, and leaves out exclusions", async () => {
    await server.control("extensions", { antennas: true });
    const alice = await server.tokenFor("alice");
    const made = await send<{ id: string; keywords_count: number }>(
      alice,
      "POST",
      "/api/v1/antennas",
      { title: "Lighthouse", ignore_reblog: true },
    );
    const rules = `/api/v1/antennas/${made.body.id}`;
    await send(alice, "POST", `${rules}/keywords`, {
      keywords: ["lighthouse"],
    });
    const timeline = () =>
      get<{ id: string }[]>(`/api/v1/timelines/antenna/${made.body.id}`, alice);
    expect((await timeline()).map((s) => s.id)).toContain(post("book-cw"));
    await send(alice, "POST", `${rules}/exclude_accounts`, {
      account_ids: [id("bob")],
    });
    expect((await timeline()).map((s) => s.id)).not.toContain(post("book-cw"));
    expect(await get(`${rules}/keywords`, alice)).toEqual({
      keywords: ["lighthouse"],
      exclude_keywords: [],
    });
    const excluded = await get<{ acct: string }[]>(
      `${rules}/exclude_accounts`,
      alice,
    );
    expect(excluded.map((a) => a.acct)).toEqual(["bob"]);
    const antenna = await get<{ keywords_count: number }>(rules, alice);
    expect(antenna.keywords_count).toBe(1);
    const seeded = await get<{ title: string }[]>("/api/v1/antennas", alice);
    expect(seeded.map((a) => a.title)).toEqual([
      "Tea talk",
      "Harbour news",
      "Lighthouse",
    ]);
  });
});

interface Group {
  id: string;
  display_name: string;
  members_count: number;
  relationship: { member: boolean; role: string; requested: boolean } | null;
}

describe("groups (pleroma)", () => {
  beforeEach(async () => {
    await server.control("family", { family: "pleroma" });
  });

  it("joins, posts, and the owner promotes, kicks and blocks", async () => {
    const maren = await server.tokenFor("maren");
    const bob = await server.tokenFor("bob");
    const [cooks] = await get<Group[]>("/api/v1/groups", maren);
    expect(cooks?.display_name).toBe("Harbour Cooks");
    const found = await get<{ groups: Group[] }>(
      "/api/v2/search?q=oven&type=groups",
      bob,
    );
    expect(found.groups.map((g) => g.id)).toEqual([cooks?.id]);
    const group = `/api/v1/groups/${cooks?.id}`;
    const outsider = await send(bob, "POST", "/api/v1/statuses", {
      status: "Hello cooks",
      group_id: cooks?.id,
    });
    expect(outsider.status).toBe(403);
    const joined = await send<{ member: boolean; role: string }>(
      bob,
      "POST",
      `${group}/join`,
    );
    expect(joined.body).toMatchObject({ member: true, role: "user" });
    const posted = await send<{ id: string }>(bob, "POST", "/api/v1/statuses", {
      status: "Hello cooks",
      group_id: cooks?.id,
    });
    const timeline = await get<{ id: string }[]>(
      `/api/v1/timelines/group/${cooks?.id}`,
      bob,
    );
    expect(timeline[0]?.id).toBe(posted.body.id);
    expect(timeline).toHaveLength(3);

    const promoted = await send<{ account: { acct: string }; role: string }[]>(
      maren,
      "POST",
      `${group}/promote`,
      { account_ids: [id("bob")], role: "admin" },
    );
    expect(promoted.body.map((m) => [m.account.acct, m.role])).toEqual([
      ["bob", "admin"],
    ]);
    const admins = await get<{ account: { acct: string } }[]>(
      `${group}/memberships?role=admin`,
      maren,
    );
    expect(admins.map((m) => m.account.acct).sort()).toEqual(["alice", "bob"]);
    expect(
      (await send(bob, "POST", `${group}/kick`, { account_ids: [id("alice")] }))
        .status,
    ).toBe(422);
    await send(bob, "POST", `${group}/kick`, { account_ids: [id("chen")] });
    await send(maren, "POST", `${group}/blocks`, { account_ids: [id("sam")] });
    const blocked = await get<{ acct: string }[]>(`${group}/blocks`, maren);
    expect(blocked.map((a) => a.acct)).toEqual(["sam"]);
    const sam = await server.tokenFor("sam");
    expect((await send(sam, "POST", `${group}/join`)).status).toBe(403);
    const members = await get<{ account: { acct: string } }[]>(
      `${group}/memberships`,
      maren,
    );
    expect(members.map((m) => m.account.acct)).toEqual([
      "maren",
      "alice",
      "bob",
    ]);
    const demoted = await send(maren, "POST", `${group}/demote`, {
      account_ids: [id("bob")],
      role: "user",
    });
    expect(demoted.status).toBe(200);
  });

  it("a locked group takes requests and keeps its posts to members; staff see every group", async () => {
    const alice = await server.tokenFor("alice");
    const maren = await server.tokenFor("maren");
    const all = await get<Group[]>("/api/v1/admin/groups", maren);
    // Newest first, as the groups branch's GroupFilter orders them.
    expect(all.map((g) => g.display_name)).toEqual([
      "Darkroom Club",
      "Harbour Cooks",
    ]);
    expect(
      (await server.api("/api/v1/admin/groups", { token: alice })).status,
    ).toBe(403);
    const ids = all.map((g) => `id[]=${g.id}`).join("&");
    const relationships = await get<{ id: string; requested: boolean }[]>(
      `/api/v1/groups/relationships?${ids}`,
      alice,
    );
    const darkroom = relationships.find((r) => r.requested);
    expect(darkroom?.id).toBe(all[0]?.id);
    expect(
      (
        await server.api(`/api/v1/timelines/group/${darkroom?.id}`, {
          token: alice,
        })
      ).status,
    ).toBe(403);
    await send(maren, "POST", `/api/v1/admin/groups/${darkroom?.id}/suspend`);
    expect(
      (await server.api(`/api/v1/groups/${darkroom?.id}`, { token: alice }))
        .status,
    ).toBe(404);
    const suspended = await get<Group[]>(
      "/api/v1/admin/groups?status=suspended",
      maren,
    );
    // Its name and note blank, as the branch's GroupSerializer sends them.
    expect(suspended.map((g) => [g.id, g.display_name])).toEqual([
      [darkroom?.id, ""],
    ]);
    const active = await get<Group[]>(
      "/api/v1/admin/groups?status=active&display_name=harb",
      maren,
    );
    expect(active.map((g) => g.display_name)).toEqual(["Harbour Cooks"]);
  });
});

interface DriveFile {
  id: string;
  filename: string;
  contentType: string;
}
interface DriveFolder {
  id: string | null;
  name: string | null;
  files: DriveFile[];
  folders: { id: string; name: string }[];
}

describe("Iceshrimp.NET drive", () => {
  it("browses folders, uploads into one, and posts a drive file as an attachment", async () => {
    await server.control("family", { family: "iceshrimp" });
    const alice = await server.tokenFor("alice");
    const root = await get<DriveFolder>("/api/iceshrimp/drive/folder", alice);
    expect(root.folders.map((f) => f.name)).toEqual(["Garden", "Harbour"]);
    expect(root.files.map((f) => f.filename)).toContain("loaf.png");
    const harbour = root.folders.find((f) => f.name === "Harbour");
    const form = new FormData();
    form.append(
      "file",
      new Blob(["GIF89a"], { type: "image/gif" }),
      "buoy.gif",
    );
    const uploaded = await server.api<DriveFile>(
      `/api/iceshrimp/drive?folderId=${harbour?.id}`,
      { method: "POST", token: alice, body: form },
    );
    expect(uploaded.body).toMatchObject({
      filename: "buoy.gif",
      contentType: "image/gif",
    });
    const inside = await get<DriveFolder>(
      `/api/iceshrimp/drive/folder/${harbour?.id}`,
      alice,
    );
    expect(inside.files.map((f) => f.filename)).toEqual([
      "harbour-at-dusk.png",
      "night-sky.png",
      "buoy.gif",
    ]);
    const attachment = await get<{ id: string; type: string }>(
      `/api/v1/media/${uploaded.body.id}`,
      alice,
    );
    expect(attachment).toMatchObject({ id: uploaded.body.id, type: "image" });
    const posted = await send<{ media_attachments: { id: string }[] }>(
      alice,
      "POST",
      "/api/v1/statuses",
      { status: "The buoy", media_ids: [uploaded.body.id] },
    );
    expect(posted.body.media_attachments.map((m) => m.id)).toEqual([
      uploaded.body.id,
    ]);
    const refused = await send(
      alice,
      "DELETE",
      `/api/iceshrimp/drive/${uploaded.body.id}`,
    );
    expect(refused.status).toBe(422);
    const bob = await server.tokenFor("bob");
    expect(
      (
        await server.api(`/api/iceshrimp/drive/${uploaded.body.id}`, {
          token: bob,
        })
      ).status,
    ).toBe(404);
    await server.control("family", { family: "mastodon" });
    expect(
      (await server.api("/api/iceshrimp/drive/folder", { token: alice }))
        .status,
    ).toBe(404);
  });
});

interface Invoice {
  id: string;
  status: string;
  amount: number;
  payment_address: string;
}

describe("Mitra subscriptions", () => {
  it("an invoice opens, is completed into a subscription, and an open one is cancelled", async () => {
    await server.control("family", { family: "mitra" });
    const alice = await server.tokenFor("alice");
    const chen = await server.tokenFor("chen");
    const [option] = await get<{ chain_id: string; price: number }[]>(
      "/api/v1/subscriptions/options",
      chen,
    );
    const find = () =>
      server.api<{ id: string; expires_at: string }>(
        `/api/v1/subscriptions/find?sender_id=${id("alice")}&recipient_id=${id("chen")}`,
      );
    expect((await find()).status).toBe(404);
    const invoice = await send<Invoice>(
      alice,
      "POST",
      "/api/v1/subscriptions/invoices",
      {
        sender_id: id("alice"),
        recipient_id: id("chen"),
        chain_id: option?.chain_id,
        amount: (option?.price ?? 0) * 86400 * 30,
      },
    );
    expect(invoice.body.status).toBe("open");
    await server.control("invoice", { id: invoice.body.id, status: "paid" });
    await server.control("invoice", {
      id: invoice.body.id,
      status: "completed",
    });
    expect(
      (
        await get<Invoice>(
          `/api/v1/subscriptions/invoices/${invoice.body.id}`,
          alice,
        )
      ).status,
    ).toBe("completed");
    const found = await find();
    expect(found.status).toBe(200);
    const days = (Date.parse(found.body.expires_at) - Date.now()) / 86400000;
    expect(Math.round(days)).toBe(30);
    const subscribers = await get<{ sender: { acct: string } }[]>(
      `/api/v1/accounts/${id("chen")}/subscribers`,
      chen,
    );
    expect(subscribers.map((s) => s.sender.acct)).toEqual(["bob", "alice"]);

    const second = await send<Invoice>(
      alice,
      "POST",
      "/api/v1/subscriptions/invoices",
      {
        sender_id: id("alice"),
        recipient_id: id("chen"),
        chain_id: option?.chain_id,
        amount: 5000,
      },
    );
    const cancelled = await send<Invoice>(
      alice,
      "DELETE",
      `/api/v1/subscriptions/invoices/${second.body.id}`,
    );
    expect(cancelled.body.status).toBe("cancelled");
    expect(
      (
        await send(
          alice,
          "DELETE",
          `/api/v1/subscriptions/invoices/${second.body.id}`,
        )
      ).status,
    ).toBe(400);
  });
});

describe("Pleroma RSS feeds and scrobbles", () => {
  it("follows and drops a feed, and lists an account's scrobbles", async () => {
    await server.control("family", { family: "pleroma" });
    await server.control("extensions", { rss_feeds: true });
    const alice = await server.tokenFor("alice");
    const path = "/api/v1/pleroma/rss_feed_subscriptions";
    await send(alice, "POST", path, { url: "https://ferry.example/times.rss" });
    await send(alice, "DELETE", path, {
      url: "https://tides.example/feed.xml",
    });
    expect(await get(path, alice)).toEqual([
      { url: "https://allotment-society.example/news.atom" },
      { url: "https://ferry.example/times.rss" },
    ]);
    expect(
      (await send(alice, "POST", path, { url: "ftp://nope" })).status,
    ).toBe(422);
    const scrobbles = await get<{ title: string; account: { acct: string } }[]>(
      `/api/v1/pleroma/accounts/${id("alice")}/scrobbles`,
      alice,
    );
    expect(scrobbles.map((s) => s.title)).toEqual([
      "Sea Shanty No. 2",
      "Rain on the Allotment",
    ]);
  });
});
