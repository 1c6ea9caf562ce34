/** @jest-environment node */
import { notificationReceived } from "../../../src/store/events";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { fetchStaffCounts } from "../../../src/store/admin/counts/thunks";
import {
  selectStaffCount,
  selectStaffCountHasMore,
} from "../../../src/store/admin/counts/selectors";
import type { StagedChange } from "../../../src/store/admin/reports/changes";
import { DEFAULT_REPORT_FILTERS } from "../../../src/store/admin/reports/queue";
import {
  makeSelectQueueIds,
  selectAdminReports,
  selectReportDetail,
  selectReportSummary,
} from "../../../src/store/admin/reports/selectors";
import {
  reportChangeStaged,
  reportChangeUndone,
} from "../../../src/store/admin/reports/slice";
import {
  fetchAdminReport,
  fetchAdminReports,
  sendReportChange,
} from "../../../src/store/admin/reports/thunks";
import { personOfAccount } from "../../../src/store/admin/reports/summary";
import { createAppStore } from "../../../src/store/index";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { normalizeNotification } from "../../../src/store/notifications/normalize";
import { selectSignedInAccount } from "../../../src/store/session/selectors";
import {
  startDemoServerProcess,
  type DemoServer,
} from "../../tools/demoServerProcess";

/*
 * The report queue's thunks with the real store against the demo server,
 * on a Mastodon-style and a Pleroma-style family: what a moderator sees
 * while a change is on its way, what the server answers, and what is put
 * back when it refuses.
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

/** A fetch that can hold the next matching request until released, or fail it. */
function gatedFetch() {
  let hold: { match: RegExp; release: Promise<void> } | null = null;
  let failure: { match: RegExp; status: number } | null = null;
  const fetch: FetchLike = async (input, init) => {
    const url = input;
    const line = `${init.method ?? "GET"} ${new URL(url).pathname}`;
    if (failure?.match.test(line)) {
      const { status } = failure;
      failure = null;
      return new Response(JSON.stringify({ error: "Something broke" }), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (hold?.match.test(line)) {
      const { release } = hold;
      hold = null;
      await release;
    }
    return globalThis.fetch(input, init);
  };
  return {
    fetch,
    /** Holds the next request matching `match`; call the result to let it go. */
    hold(match: RegExp): () => void {
      let open: () => void = () => undefined;
      const release = new Promise<void>((resolve) => {
        open = resolve;
      });
      hold = { match, release };
      return open;
    },
    fail(match: RegExp, status: number) {
      failure = { match, status };
    },
  };
}

async function storeFor(username: string) {
  const gate = gatedFetch();
  const client = new ApiClient({
    baseUrl: server.url,
    accessToken: await server.tokenFor(username),
    fetch: gate.fetch,
  });
  const store = createAppStore({ client, production: false, recorder: null });
  await store.dispatch(fetchInstance());
  await store.dispatch(fetchOwnAccount());
  return { store, gate, client };
}

type Store = Awaited<ReturnType<typeof storeFor>>["store"];

const OPEN = { state: "open" } as const;

async function openQueue(store: Store): Promise<string[]> {
  await store.dispatch(fetchAdminReports({ query: OPEN, all: false }));
  const ids = makeSelectQueueIds()(
    store.getState(),
    "open::",
    DEFAULT_REPORT_FILTERS,
  );
  return [...ids];
}

let stages = 0;
function staged(store: Store, change: StagedChange["change"]): StagedChange {
  const me = selectSignedInAccount(store.getState());
  if (!me) throw new Error("not signed in");
  stages += 1;
  return {
    stageId: `stage-${stages}`,
    change,
    me: personOfAccount(me),
    at: new Date().toISOString(),
  };
}

const summary = (store: Store, id: string) => {
  const found = selectReportSummary(store.getState(), id);
  if (!found) throw new Error(`report ${id} is not held`);
  return found;
};

describe.each(["mastodon", "pleroma"])("the report queue on %s", (family) => {
  beforeEach(async () => {
    await server.control("family", { family });
  });

  it("loads the open queue newest first, oldest first reversed, and filters here what the server did not", async () => {
    const { store } = await storeFor("mod");
    const ids = await openQueue(store);
    expect(ids.length).toBeGreaterThan(20);
    const dates = ids.map((id) => summary(store, id).created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = makeSelectQueueIds()(store.getState(), "open::", {
      ...DEFAULT_REPORT_FILTERS,
      order: "oldest",
    });
    expect(oldest).toEqual([...ids].reverse());
    const remote = makeSelectQueueIds()(store.getState(), "open::", {
      ...DEFAULT_REPORT_FILTERS,
      origin: "remote",
    });
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.length).toBeLessThan(ids.length);
    expect(
      remote.every((id) => summary(store, id).target.domain !== null),
    ).toBe(true);
  });

  it("shows a staged resolve at once, puts it back on undo, and sends nothing", async () => {
    const { store } = await storeFor("mod");
    const [id = ""] = await openQueue(store);
    const change = staged(store, { kind: "resolve", id });
    store.dispatch(reportChangeStaged(change));
    expect(summary(store, id).state).toBe("resolved");
    // It stays in the open queue, marked, so the queue does not move.
    expect(
      makeSelectQueueIds()(store.getState(), "open::", DEFAULT_REPORT_FILTERS),
    ).toContain(id);
    store.dispatch(reportChangeUndone({ stageId: change.stageId }));
    expect(summary(store, id).state).toBe("open");
    await store.dispatch(fetchAdminReport({ id }));
    expect(summary(store, id).state).toBe("open");
  });

  it("assigns optimistically while the call is on its way, then holds the server's answer", async () => {
    const { store, gate } = await storeFor("mod");
    const ids = await openQueue(store);
    const id = ids.find((each) => summary(store, each).assignee === null) ?? "";
    const release = gate.hold(/^POST .*(assign|reports\/assign_account)/);
    const sending = store.dispatch(
      sendReportChange(staged(store, { kind: "assign", id })),
    );
    await Promise.resolve();
    expect(summary(store, id).assignee?.nickname).toBe("mod");
    release();
    const outcome = await sending;
    expect(outcome.meta.requestStatus).toBe("fulfilled");
    expect(summary(store, id).assignee?.nickname).toBe("mod");
    expect(selectAdminReports(store.getState()).staged).toEqual({});
  });

  it("puts a refused resolve back, keeps the refusal on the report and toasts it by name", async () => {
    const { store, gate } = await storeFor("mod");
    const [id = ""] = await openQueue(store);
    gate.fail(/^(POST|PATCH) .*reports/, 500);
    const outcome = await store.dispatch(
      sendReportChange(staged(store, { kind: "resolve", id })),
    );
    expect(outcome.meta.requestStatus).toBe("rejected");
    expect(summary(store, id).state).toBe("open");
    expect(selectAdminReports(store.getState()).refused[id]).toMatchObject({
      change: "resolve",
      failure: { status: 500 },
    });
    expect(store.getState().notices.items).toEqual([
      expect.objectContaining({
        kind: "error",
        source: "adminReports/resolve",
        status: 500,
      }),
    ]);
  });

  it("shows the server's answer for a report another moderator resolved meanwhile", async () => {
    const { store } = await storeFor("mod");
    const [id = ""] = await openQueue(store);
    const other = await storeFor("maren");
    await other.store.dispatch(fetchAdminReport({ id }));
    await other.store.dispatch(
      sendReportChange(staged(other.store, { kind: "resolve", id })),
    );
    const outcome = await store.dispatch(
      sendReportChange(staged(store, { kind: "resolve", id })),
    );
    expect(outcome.meta.requestStatus).toBe("fulfilled");
    expect(summary(store, id).state).toBe("resolved");
    // Mastodon names who resolved it; Pleroma's reports do not say.
    if (family === "mastodon")
      expect(summary(store, id).resolvedBy?.nickname).toBe("maren");
  });

  it("counts open reports for the badge, and one fewer once resolved", async () => {
    const { store } = await storeFor("mod");
    await store.dispatch(fetchStaffCounts());
    const before = selectStaffCount(store.getState());
    expect(before).toBeGreaterThan(10);
    expect(selectStaffCountHasMore(store.getState())).toBe(false);
    const [id = ""] = await openQueue(store);
    await store.dispatch(
      sendReportChange(staged(store, { kind: "resolve", id })),
    );
    expect(selectStaffCount(store.getState())).toBe(before - 1);
  });

  it("adds a report filed now to the top of the open queue and to the badge", async () => {
    const { store } = await storeFor("mod");
    await store.dispatch(fetchStaffCounts());
    const before = await openQueue(store);
    const count = selectStaffCount(store.getState());
    const { id } = await server.control<{ id: string }>("report", {
      comment: "Filed just now",
    });
    const token = await server.tokenFor("mod");
    const { body } = await server.api<unknown[]>(
      "/api/v1/notifications?limit=5",
      { token },
    );
    const notification = body
      .map((raw) => notificationSchema.safeParse(raw))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .find((n) => n.type === "admin.report");
    if (!notification) throw new Error("no admin.report notification");
    const { result, entities } = normalizeNotification(notification);
    store.dispatch(notificationReceived({ id: result, entities }));
    const after = makeSelectQueueIds()(
      store.getState(),
      "open::",
      DEFAULT_REPORT_FILTERS,
    );
    expect(after).toEqual([id, ...before]);
    expect(summary(store, id).comment).toBe("Filed just now");
    expect(selectStaffCount(store.getState())).toBe(count + 1);
  });
});

describe("actions from a report", () => {
  it("suspends on Mastodon with a message to the member, resolving the report", async () => {
    const { store } = await storeFor("mod");
    const [id = ""] = await openQueue(store);
    await store.dispatch(fetchAdminReport({ id }));
    const change = staged(store, {
      kind: "act",
      id,
      action: "suspend",
      message: "Repeated spam",
      notify: true,
    });
    const sending = store.dispatch(sendReportChange(change));
    expect(selectReportDetail(store.getState(), id)?.flags.suspended).toBe(
      true,
    );
    expect((await sending).meta.requestStatus).toBe("fulfilled");
    expect(summary(store, id).state).toBe("resolved");
    expect(selectReportDetail(store.getState(), id)?.flags.suspended).toBe(
      true,
    );
  });

  it("explains in place, without a toast, that a Pleroma moderator may not suspend", async () => {
    await server.control("family", { family: "pleroma" });
    const { store } = await storeFor("mod");
    const [id = ""] = await openQueue(store);
    await store.dispatch(fetchAdminReport({ id }));
    const outcome = await store.dispatch(
      sendReportChange(staged(store, { kind: "act", id, action: "suspend" })),
    );
    expect(outcome.meta.requestStatus).toBe("rejected");
    expect(summary(store, id).state).toBe("open");
    expect(selectReportDetail(store.getState(), id)?.flags.suspended).toBe(
      false,
    );
    expect(selectAdminReports(store.getState()).refused[id]).toMatchObject({
      change: "suspend",
      failure: { status: 403 },
    });
    expect(store.getState().notices.items).toEqual([]);
  });

  it("deletes the reported posts on Pleroma with a note to the team, and resolves", async () => {
    await server.control("family", { family: "pleroma" });
    const { store } = await storeFor("mod");
    const ids = await openQueue(store);
    const id = ids.find((each) => summary(store, each).statusCount > 0) ?? "";
    await store.dispatch(fetchAdminReport({ id }));
    const posts = selectReportDetail(store.getState(), id)?.status_ids ?? [];
    expect(posts.length).toBeGreaterThan(0);
    const outcome = await store.dispatch(
      sendReportChange(
        staged(store, {
          kind: "act",
          id,
          action: "deletePosts",
          note: "Spam links, removed",
        }),
      ),
    );
    expect(outcome.meta.requestStatus).toBe("fulfilled");
    const detail = selectReportDetail(store.getState(), id);
    expect(detail?.postsDeleted).toBe(true);
    expect(detail?.notes.map((note) => note.content)).toContain(
      "Spam links, removed",
    );
    expect(summary(store, id).state).toBe("resolved");
    for (const post of posts)
      expect(store.getState().statuses.byId[post]).toBeUndefined();
  });
});
