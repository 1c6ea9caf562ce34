import { selectAdminInvites } from "../../../../src/store/admin/invites/slice";
import {
  createInvite,
  fetchInvites,
  revokeInvite,
} from "../../../../src/store/admin/invites/thunks";
import { sectionsStore } from "../collection/storeSupport";

const ADMIN = "/api/v1/pleroma/admin/users";
const invite = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  token: `token${id}`,
  used: false,
  expires_at: null,
  uses: 0,
  max_use: null,
  invite_type: "one_time",
  ...over,
});

describe("invites", () => {
  it("lists newest first, adds one with its limits, and marks a revoked one used", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${ADMIN}/invites`]: {
        body: { invites: [invite("1"), invite("2")] },
      },
      [`POST ${ADMIN}/invite_token`]: {
        body: invite("3", {
          max_use: 5,
          expires_at: "2030-01-01",
          invite_type: "reusable_date_limited",
        }),
      },
      [`POST ${ADMIN}/revoke_invite`]: { body: invite("1", { used: true }) },
    });
    await store.dispatch(fetchInvites());
    expect(selectAdminInvites(store.getState()).invites.ids).toEqual([
      "2",
      "1",
    ]);
    await store.dispatch(
      createInvite({ params: { max_use: 5, expires_at: "2030-01-01" } }),
    );
    expect(calls.at(-1)?.body).toEqual({
      max_use: 5,
      expires_at: "2030-01-01",
    });
    await store.dispatch(revokeInvite({ id: "1", token: "token1" }));
    expect(calls.at(-1)?.body).toEqual({ token: "token1" });
    const { invites } = selectAdminInvites(store.getState());
    expect(invites.ids).toEqual(["3", "2", "1"]);
    expect(invites.byId["1"]?.used).toBe(true);
  });

  it("un-revokes an invite the server would not revoke", async () => {
    const { store } = sectionsStore("pleroma", {
      [`GET ${ADMIN}/invites`]: { body: { invites: [invite("1")] } },
      [`POST ${ADMIN}/revoke_invite`]: { status: 404, body: {} },
    });
    await store.dispatch(fetchInvites());
    await store.dispatch(revokeInvite({ id: "1", token: "token1" }));
    expect(selectAdminInvites(store.getState()).invites.byId["1"]?.used).toBe(
      false,
    );
  });
});
