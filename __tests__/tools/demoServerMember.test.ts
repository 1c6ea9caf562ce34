/** @jest-environment node */
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/** A member's everyday tools on the demo server (issue 17). */

interface Frame {
  stream: string[];
  event: string;
  payload?: string;
}

let server: DemoServer;
let state: ControlState;
let alice: string;

beforeAll(async () => {
  server = await startDemoServerProcess();
  state = await server.control<ControlState>("state");
  alice = await server.tokenFor("alice");
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
const send = (method: string, path: string, body?: object, token = alice) =>
  server.api<Record<string, unknown>>(path, {
    method,
    token,
    headers: { "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
const get = <T>(path: string, token = alice) =>
  server.api<T>(path, { token }).then((r) => r.body);

/** Alice's user stream, keeping every frame. */
async function userStream(token = alice) {
  const frames: Frame[] = [];
  const ws = new WebSocket(
    `${server.url.replace("http", "ws")}/api/v1/streaming?stream=user`,
    [token],
  );
  ws.on("message", (data: Buffer) =>
    frames.push(JSON.parse(data.toString()) as Frame),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const next = async (event: string) => {
    const deadline = Date.now() + 3000;
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${event} frame`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { frames, next, close: () => ws.close() };
}

interface Status {
  id: string;
  account: { acct: string };
  filtered: {
    filter: { title: string; filter_action: string };
    keyword_matches: string[] | null;
  }[];
  pleroma?: { bookmark_folder: string | null };
}

describe("lists", () => {
  it("keeps members of an exclusive list out of the owner's home", async () => {
    const byChen = async (path: string) =>
      (await get<Status[]>(path)).filter((s) => s.account.acct === "chen");
    expect(await byChen("/api/v1/timelines/home?limit=40")).not.toEqual([]);
    const list = await send("POST", "/api/v1/lists", {
      title: "Tea",
      exclusive: true,
    });
    const listId = String(list.body.id);
    await send("POST", `/api/v1/lists/${listId}/accounts`, {
      account_ids: [id("chen")],
    });
    expect(await byChen("/api/v1/timelines/home?limit=40")).toEqual([]);
    expect(await byChen(`/api/v1/timelines/list/${listId}`)).not.toEqual([]);
  });

  it("favourites a list where favourite lists are advertised, and not on Pleroma", async () => {
    const lists =
      await get<{ id: string; title: string; favourite: boolean }[]>(
        "/api/v1/lists",
      );
    expect(lists.map((l) => [l.title, l.favourite])).toEqual([
      ["Allotment people", false],
      ["Harbour news", true],
    ]);
    const favourite = await send("POST", "/api/v1/lists/1/favourite");
    expect(favourite.body).toMatchObject({ id: "1", favourite: true });
    await server.control("family", { family: "pleroma" });
    expect((await send("POST", "/api/v1/lists/1/favourite")).status).toBe(404);
  });
});

describe("filters", () => {
  it("serves the seeded filters in v2 and as one v1 filter per keyword", async () => {
    const v2 =
      await get<{ title: string; filter_action: string }[]>("/api/v2/filters");
    expect(v2.map((f) => [f.title, f.filter_action])).toEqual([
      ["Kitchen gadgets", "hide"],
      ["Harbour works", "warn"],
      ["Night sky photos", "blur"],
    ]);
    const v1 =
      await get<{ phrase: string; irreversible: boolean }[]>("/api/v1/filters");
    expect(v1.map((f) => [f.phrase, f.irreversible])).toEqual([
      ["kettle", true],
      ["terrace", false],
      ["slipway", false],
      ["Milky Way", false],
    ]);
  });

  it("marks matching posts as filtered for their owner only", async () => {
    const kettle = await get<Status>(`/api/v1/statuses/${post("kettle")}`);
    expect(kettle.filtered).toHaveLength(1);
    expect(kettle.filtered[0]).toMatchObject({
      filter: { title: "Kitchen gadgets", filter_action: "hide" },
      keyword_matches: ["kettle"],
    });
    const byStatus = await get<Status>(`/api/v1/statuses/${post("trail")}`);
    expect(byStatus.filtered[0]?.filter.title).toBe("Night sky photos");
    const bob = await server.tokenFor("bob");
    expect(
      (await get<Status>(`/api/v1/statuses/${post("kettle")}`, bob)).filtered,
    ).toEqual([]);
  });

  it("creates, edits and deletes a v2 filter, telling the user stream each time", async () => {
    const stream = await userStream();
    const created = await send("POST", "/api/v2/filters", {
      title: "Tides",
      context: ["home"],
      filter_action: "hide",
      keywords_attributes: [{ keyword: "high water", whole_word: false }],
    });
    expect(created.status).toBe(200);
    await stream.next("filters_changed");
    const tides = await get<Status>(`/api/v1/statuses/${post("tides-1")}`);
    expect(tides.filtered.map((f) => f.filter.title)).toEqual(["Tides"]);
    const filterId = String(created.body.id);
    stream.frames.length = 0;
    await send("PUT", `/api/v2/filters/${filterId}`, { filter_action: "warn" });
    await stream.next("filters_changed");
    stream.frames.length = 0;
    await send("DELETE", `/api/v2/filters/${filterId}`);
    const frame = await stream.next("filters_changed");
    expect(frame.payload).toBeUndefined();
    stream.close();
    expect(
      (await get<Status>(`/api/v1/statuses/${post("tides-1")}`)).filtered,
    ).toEqual([]);
  });

  it("refuses a filter without context; v2 is absent on Pleroma, v1 works there", async () => {
    expect((await send("POST", "/api/v2/filters", { title: "x" })).status).toBe(
      422,
    );
    await server.control("family", { family: "pleroma" });
    expect((await server.api("/api/v2/filters", { token: alice })).status).toBe(
      404,
    );
    const made = await send("POST", "/api/v1/filters", {
      phrase: "rye",
      context: ["home"],
      irreversible: true,
    });
    expect(made.body).toMatchObject({
      phrase: "rye",
      irreversible: true,
      whole_word: true,
    });
  });
});

describe("bookmark folders", () => {
  it("Mastodon-style categories: list, add, read and remove statuses", async () => {
    const folders = await get<{ id: string; title: string }[]>(
      "/api/v1/bookmark_categories",
    );
    expect(folders.map((f) => f.title)).toEqual(["Recipes", "Supper plans"]);
    const made = await send("POST", "/api/v1/bookmark_categories", {
      title: "Tea",
    });
    const folder = String(made.body.id);
    await send(
      "POST",
      `/api/v1/bookmark_categories/${folder}/statuses?status_ids[]=${post("kettle")}`,
    );
    const inFolder = await get<Status[]>(
      `/api/v1/bookmark_categories/${folder}/statuses`,
    );
    expect(inFolder.map((s) => s.id)).toEqual([post("kettle")]);
    await send(
      "DELETE",
      `/api/v1/bookmark_categories/${folder}/statuses?status_ids[]=${post("kettle")}`,
    );
    expect(
      await get<Status[]>(`/api/v1/bookmark_categories/${folder}/statuses`),
    ).toEqual([]);
  });

  it("Pleroma folders: create with a name, bookmark into one, read by folder_id", async () => {
    await server.control("family", { family: "pleroma" });
    expect(
      (await server.api("/api/v1/bookmark_categories", { token: alice }))
        .status,
    ).toBe(404);
    const made = await send("POST", "/api/v1/pleroma/bookmark_folders", {
      name: "Tea",
      emoji: "🍵",
    });
    expect(made.body).toMatchObject({ name: "Tea", emoji: "🍵" });
    const folder = String(made.body.id);
    const bookmarked = await send(
      "POST",
      `/api/v1/statuses/${post("kettle")}/bookmark`,
      {
        folder_id: folder,
      },
    );
    expect(
      (bookmarked.body as unknown as Status).pleroma?.bookmark_folder,
    ).toBe(folder);
    const inFolder = await get<Status[]>(
      `/api/v1/bookmarks?folder_id=${folder}`,
    );
    expect(inFolder.map((s) => s.id)).toEqual([post("kettle")]);
    const recipes = await get<{ id: string; name: string }[]>(
      "/api/v1/pleroma/bookmark_folders",
    );
    const recipesId = recipes.find((f) => f.name === "Recipes")?.id ?? "";
    await send("POST", `/api/v1/statuses/${post("kettle")}/bookmark`, {
      folder_id: recipesId,
    });
    expect(
      await get<Status[]>(`/api/v1/bookmarks?folder_id=${folder}`),
    ).toEqual([]);
  });
});

describe("conversations, scheduled posts, mutes and domain blocks", () => {
  interface Conversation {
    id: string;
    unread: boolean;
    accounts: { acct: string }[];
  }

  it("lists seeded conversations, marks one read and streams new direct posts", async () => {
    const list = await get<Conversation[]>("/api/v1/conversations");
    const group = list.find((c) => c.accounts.length === 2);
    expect(group?.accounts.map((a) => a.acct).sort()).toEqual(["bob", "chen"]);
    expect(group?.unread).toBe(true);
    const read = await send(
      "POST",
      `/api/v1/conversations/${group?.id ?? ""}/read`,
    );
    expect(read.body).toMatchObject({ id: group?.id, unread: false });
    const again = await get<Conversation[]>("/api/v1/conversations");
    expect(again.find((c) => c.id === group?.id)?.unread).toBe(false);
  });

  it("seeds scheduled posts that can be retimed and cancelled", async () => {
    const list = await get<{ id: string; params: { text: string } }[]>(
      "/api/v1/scheduled_statuses",
    );
    expect(list.map((s) => s.params.text)).toEqual([
      expect.stringContaining("Courgette giveaway"),
      expect.stringContaining("winter lettuce"),
    ]);
    const first = list[0]?.id ?? "";
    const later = new Date(Date.now() + 3 * 86400000).toISOString();
    const moved = await send("PUT", `/api/v1/scheduled_statuses/${first}`, {
      scheduled_at: later,
    });
    expect(moved.body.scheduled_at).toBe(later);
    await send("DELETE", `/api/v1/scheduled_statuses/${first}`);
    expect(await get<unknown[]>("/api/v1/scheduled_statuses")).toHaveLength(1);
  });

  it("lists mutes with their expiry and mutes for a while by either name", async () => {
    const mutes = () =>
      get<{ acct: string; mute_expires_at: string | null }[]>("/api/v1/mutes");
    const seeded = await mutes();
    expect(
      seeded.find((m) => m.acct === "tidebot")?.mute_expires_at,
    ).toBeNull();
    expect(seeded.find((m) => m.acct === "sam_old")?.mute_expires_at).toEqual(
      expect.any(String),
    );
    await send("POST", `/api/v1/accounts/${id("bob")}/mute`, {
      duration: 3600,
    });
    await send("POST", `/api/v1/accounts/${id("chen")}/mute`, {
      expires_in: 7200,
    });
    const ends = async (acct: string) =>
      Date.parse(
        (await mutes()).find((m) => m.acct === acct)?.mute_expires_at ?? "",
      );
    expect((await ends("bob")) - Date.now()).toBeGreaterThan(3500_000);
    expect((await ends("chen")) - Date.now()).toBeGreaterThan(7100_000);
  });

  it("blocks and unblocks domains", async () => {
    expect(await get<string[]>("/api/v1/domain_blocks")).toEqual([
      "ads.example",
      "spam.example",
    ]);
    await send("POST", "/api/v1/domain_blocks", { domain: "Loud.Example" });
    await send("DELETE", "/api/v1/domain_blocks?domain=spam.example");
    expect(await get<string[]>("/api/v1/domain_blocks")).toEqual([
      "ads.example",
      "loud.example",
    ]);
    expect(
      (await send("POST", "/api/v1/domain_blocks", { domain: "nope" })).status,
    ).toBe(422);
  });
});

describe("discovery and reports", () => {
  interface Tag {
    name: string;
    history: { uses: string }[];
  }

  it("trends links with a week of history, and dismisses suggestions", async () => {
    const links = await get<{ url: string; history: unknown[] }[]>(
      "/api/v1/trends/links",
    );
    expect(links[0]?.history).toHaveLength(7);
    const before = await get<{ account: { id: string } }[]>(
      "/api/v2/suggestions",
    );
    const first = before[0]?.account.id ?? "";
    expect((await send("DELETE", `/api/v1/suggestions/${first}`)).status).toBe(
      200,
    );
    const after = await get<{ account: { id: string } }[]>(
      "/api/v2/suggestions",
    );
    expect(after.map((s) => s.account.id)).not.toContain(first);
  });

  it("features and unfeatures a hashtag, and follows one", async () => {
    const made = await send("POST", "/api/v1/featured_tags", { name: "#Jam" });
    expect(made.body).toMatchObject({ id: "jam", name: "jam" });
    expect(
      (await send("POST", "/api/v1/featured_tags", { name: "jam" })).status,
    ).toBe(422);
    await send("DELETE", "/api/v1/featured_tags/jam");
    const names = (await get<Tag[]>("/api/v1/featured_tags")).map(
      (t) => t.name,
    );
    expect(names).not.toContain("jam");
    await send("POST", "/api/v1/tags/seaweed/follow");
    expect(
      (await get<Tag[]>("/api/v1/followed_tags")).map((t) => t.name),
    ).toContain("seaweed");
  });

  it("endorses with Mastodon 4.4's verbs and the older pin", async () => {
    await send("POST", `/api/v1/accounts/${id("yuki@hoshi.example")}/endorse`);
    const mine = await get<{ acct: string }[]>("/api/v1/endorsements");
    expect(mine.map((a) => a.acct)).toContain("yuki@hoshi.example");
    await send("POST", `/api/v1/accounts/${id("yuki@hoshi.example")}/unpin`);
    expect(
      (await get<{ acct: string }[]>("/api/v1/endorsements")).map(
        (a) => a.acct,
      ),
    ).not.toContain("yuki@hoshi.example");
  });

  it("files a report with category, rules and posts of the account", async () => {
    const made = await send("POST", "/api/v1/reports", {
      account_id: id("chen"),
      status_ids: [post("kettle")],
      category: "violation",
      rule_ids: ["1"],
      comment: "Too loud",
      forward: true,
    });
    expect(made.body).toMatchObject({
      category: "violation",
      rule_ids: ["1"],
      status_ids: [post("kettle")],
      comment: "Too loud",
      forwarded: false,
      target_account: { acct: "chen" },
    });
    const wrong = await send("POST", "/api/v1/reports", {
      account_id: id("chen"),
      status_ids: [post("trail")],
    });
    expect(wrong.status).toBe(422);
  });
});

describe("announcements", () => {
  interface Announcement {
    id: string;
    read: boolean;
    content: string;
    reactions: { name: string; count: number; me: boolean; url?: string }[];
  }
  const list = () => get<Announcement[]>("/api/v1/announcements");

  it("lists them with reactions, dismisses and reacts", async () => {
    const [supper, welcome] = await list();
    expect(supper?.content).toContain("Midsummer");
    expect(welcome?.reactions).toHaveLength(2);
    expect(welcome?.reactions[0]).toEqual({ name: "🍞", count: 3, me: false });
    expect(welcome?.reactions[1]).toMatchObject({
      name: "potluck",
      count: 1,
      me: true,
    });
    expect(welcome?.reactions[1]?.url).toMatch(/^http/);
    await send("POST", `/api/v1/announcements/${welcome?.id ?? ""}/dismiss`);
    await send(
      "PUT",
      `/api/v1/announcements/${welcome?.id ?? ""}/reactions/🍞`,
    );
    const after = (await list()).find((a) => a.id === welcome?.id);
    expect(after?.read).toBe(true);
    expect(after?.reactions[0]).toEqual({ name: "🍞", count: 4, me: true });
    expect(
      (
        await send(
          "PUT",
          `/api/v1/announcements/${welcome?.id ?? ""}/reactions/nope`,
        )
      ).status,
    ).toBe(422);
  });

  it("streams announcement, announcement.reaction and announcement.delete from the control API", async () => {
    const stream = await userStream();
    const made = await server.control<{ id: string }>("announcement", {
      text: "Boathouse opens at six.",
    });
    const published = await stream.next("announcement");
    expect(JSON.parse(published.payload ?? "{}")).toMatchObject({
      id: made.id,
      read: false,
    });
    await server.control("announcement", {
      action: "react",
      id: made.id,
      name: "🎉",
      account: "bob",
    });
    const reaction = await stream.next("announcement.reaction");
    expect(JSON.parse(reaction.payload ?? "{}")).toEqual({
      name: "🎉",
      count: 1,
      announcement_id: made.id,
    });
    await server.control("announcement", { action: "delete", id: made.id });
    expect((await stream.next("announcement.delete")).payload).toBe(made.id);
    stream.close();
  });

  it("has no announcement reactions on Pleroma", async () => {
    await server.control("family", { family: "pleroma" });
    const [first] = await list();
    expect(
      (
        await send(
          "PUT",
          `/api/v1/announcements/${first?.id ?? ""}/reactions/🍞`,
        )
      ).status,
    ).toBe(404);
  });
});
