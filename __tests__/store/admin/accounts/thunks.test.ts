import { normalizeNotification } from "../../../../src/store/notifications/normalize";
import { notificationSchema } from "../../../../src/api/schemas/notification";
import {
  selectAccountCapabilities,
  selectAdminAccountById,
  selectAdminAccountsList,
  selectSignUpArrivals,
} from "../../../../src/store/admin/accounts/selectors";
import {
  approveAccount,
  changeAccountRole,
  fetchAdminAccounts,
  fetchSignUp,
  moderateAccount,
  rejectAccount,
  tagAccount,
} from "../../../../src/store/admin/accounts/thunks";
import { rawAccount, rawNotification } from "../../factories";
import { flush, sectionsStore } from "../collection/storeSupport";
import { mastodonAdminAccount, pleromaUser } from "./support";
import { notificationReceived } from "../../../../src/store/events";

const V2 = "GET /api/v2/admin/accounts";
const pending = (id: string) =>
  mastodonAdminAccount(id, {
    approved: false,
    invite_request: `Let me in, I am ${id}`,
  });

describe("admin accounts, Mastodon-style", () => {
  it("asks for pending sign-ups and approves one in place, off the pending list", async () => {
    const { store, calls, hold, release } = sectionsStore("mastodon", {
      [V2]: { body: [pending("1"), pending("2")] },
      "POST /api/v1/admin/accounts/1/approve": {
        body: mastodonAdminAccount("1"),
      },
    });
    await store.dispatch(fetchAdminAccounts({ status: "pending" }));
    expect(calls[0]?.query).toEqual({ status: "pending", limit: "100" });
    expect(selectAdminAccountsList(store.getState()).ids).toEqual(["1", "2"]);

    hold("POST /api/v1/admin/accounts/1/approve");
    const approval = store.dispatch(approveAccount({ id: "1" }));
    await flush();
    expect(selectAdminAccountsList(store.getState()).ids).toEqual(["2"]);
    release("POST /api/v1/admin/accounts/1/approve");
    await approval;
    expect(selectAdminAccountsList(store.getState()).ids).toEqual(["2"]);
    expect(selectAdminAccountById(store.getState(), "1")?.approved).toBe(true);
  });

  it("puts a rejected sign-up back where it was when the server refuses, with a toast", async () => {
    const { store, notices } = sectionsStore("mastodon", {
      [V2]: { body: [pending("1"), pending("2"), pending("3")] },
      "POST /api/v1/admin/accounts/2/reject": {
        status: 403,
        body: { error: "This action is not allowed" },
      },
    });
    await store.dispatch(fetchAdminAccounts({ status: "pending" }));
    await store.dispatch(rejectAccount({ id: "2" }));
    expect(selectAdminAccountsList(store.getState()).ids).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(notices().items[0]).toMatchObject({
      source: "adminAccounts/reject",
      status: 403,
    });
  });

  it("suspends at once and keeps the flag when the server answers with nothing", async () => {
    const { store, hold, release } = sectionsStore("mastodon", {
      [V2]: { body: [mastodonAdminAccount("1")] },
      "POST /api/v1/admin/accounts/1/action": { body: {} },
    });
    await store.dispatch(fetchAdminAccounts({}));
    hold("POST /api/v1/admin/accounts/1/action");
    const action = store.dispatch(moderateAccount.suspend({ id: "1" }));
    await flush();
    expect(selectAdminAccountById(store.getState(), "1")?.suspended).toBe(true);
    release("POST /api/v1/admin/accounts/1/action");
    await action;
    expect(selectAdminAccountById(store.getState(), "1")?.suspended).toBe(true);
  });

  it("adds a sign-up the stream announces to the open pending list", async () => {
    const { store } = sectionsStore("mastodon", {
      [V2]: { body: [pending("1")] },
      "GET /api/v1/admin/accounts/9": { body: pending("9") },
    });
    await store.dispatch(fetchAdminAccounts({ status: "pending" }));
    const notification = notificationSchema.parse(
      rawNotification("n1", "admin.sign_up", { account: rawAccount("9") }),
    );
    store.dispatch(
      notificationReceived({
        ...normalizeNotification(notification),
        id: notification.id,
      }),
    );
    expect(selectSignUpArrivals(store.getState())).toEqual(["9"]);
    await store.dispatch(fetchSignUp({ id: "9" }));
    expect(selectSignUpArrivals(store.getState())).toEqual([]);
    expect(selectAdminAccountsList(store.getState()).ids).toEqual(["9", "1"]);
    expect(selectAdminAccountById(store.getState(), "9")?.invite_request).toBe(
      "Let me in, I am 9",
    );
  });

  it("leaves a search's list alone when a sign-up arrives", async () => {
    const { store } = sectionsStore("mastodon", {
      [V2]: { body: [pending("1")] },
      "GET /api/v1/admin/accounts/9": { body: pending("9") },
    });
    await store.dispatch(fetchAdminAccounts({ username: "user1" }));
    await store.dispatch(fetchSignUp({ id: "9" }));
    expect(selectAdminAccountsList(store.getState()).ids).toEqual(["1"]);
  });

  it("offers Mastodon's moderation and searches, without Pleroma's tools", () => {
    const { store } = sectionsStore("mastodon");
    const can = selectAccountCapabilities(store.getState());
    expect(can.moderation).toEqual([
      "disable",
      "silence",
      "sensitive",
      "suspend",
      "enable",
      "unsilence",
      "unsuspend",
      "unsensitive",
    ]);
    expect(can.searchFields).toContain("ip");
    expect(can.staffFilters).toEqual(["staff"]);
    expect(can).toMatchObject({ tags: false, roles: false, suggest: false });
  });
});

describe("admin accounts, Pleroma-style", () => {
  const USERS = "/api/v1/pleroma/admin/users";

  it("asks with Pleroma's filters and approves by nickname", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${USERS}`]: {
        body: {
          count: 1,
          page_size: 100,
          users: [
            pleromaUser("1", {
              nickname: "newbie",
              is_approved: false,
              registration_reason: "hello",
            }),
          ],
        },
      },
      [`PATCH ${USERS}/approve`]: {
        body: { users: [pleromaUser("1", { nickname: "newbie" })] },
      },
    });
    await store.dispatch(
      fetchAdminAccounts({ status: "pending", origin: "local" }),
    );
    expect(calls[0]?.query).toMatchObject({
      filters: "local,need_approval",
      page: "1",
      page_size: "100",
    });
    expect(selectAdminAccountsList(store.getState()).total).toBe(1);
    await store.dispatch(approveAccount({ id: "1" }));
    expect(calls[1]).toMatchObject({
      method: "PATCH",
      body: { nicknames: ["newbie"] },
    });
    expect(selectAdminAccountsList(store.getState())).toMatchObject({
      ids: [],
      total: 0,
    });
  });

  it("makes a moderator an admin: the moderator role goes first", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${USERS}`]: {
        body: {
          count: 1,
          users: [
            pleromaUser("1", { roles: { admin: false, moderator: true } }),
          ],
        },
      },
    });
    await store.dispatch(fetchAdminAccounts({}));
    await store.dispatch(changeAccountRole({ id: "1", role: "admin" }));
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE ${USERS}/permission_group/moderator`,
      `POST ${USERS}/permission_group/admin`,
    ]);
    expect(selectAdminAccountById(store.getState(), "1")).toMatchObject({
      is_admin: true,
      is_moderator: false,
    });
  });

  it("takes a refused tag off again", async () => {
    const { store } = sectionsStore("pleroma", {
      [`GET ${USERS}`]: { body: { count: 1, users: [pleromaUser("1")] } },
      [`PUT ${USERS}/tag`]: { status: 500, body: {} },
    });
    await store.dispatch(fetchAdminAccounts({}));
    await store.dispatch(tagAccount({ id: "1", tag: "verified", add: true }));
    expect(selectAdminAccountById(store.getState(), "1")?.tags).toEqual([]);
  });

  it("offers deactivation once, as suspension, and Pleroma's tools", () => {
    const { store } = sectionsStore("pleroma");
    const can = selectAccountCapabilities(store.getState());
    expect(can.moderation).not.toContain("disable");
    expect(can.moderation).toContain("suspend");
    expect(can.statusFilters).not.toContain("disabled");
    expect(can.searchFields).not.toContain("ip");
    expect(can).toMatchObject({
      tags: true,
      roles: true,
      suggest: true,
      passwordReset: true,
      disableMfa: true,
    });
  });
});
