import { accountSchema } from "../../../src/api/schemas/account";
import {
  selectIsStaff,
  selectMayUseSection,
  selectStaffPrivileges,
  selectStaffRole,
} from "../../../src/store/admin/selectors";
import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { normalizeAccount } from "../../../src/store/normalize";
import { sessionStarted } from "../../../src/store/events";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { instanceFetched, rawAccount, testReducer } from "../factories";

/** Mastodon's stock Moderator role (demo server's `mod`): dashboard, audit log, users, reports, taxonomies. */
const MODERATOR_BITS = "1308";

function signedIn(
  instanceFile: string,
  account: Record<string, unknown>,
  staff: {
    role?: Record<string, unknown> | null;
    privileges?: string[] | null;
  },
) {
  const { reduce, initial } = testReducer();
  const parsed = accountSchema.parse(account);
  const withInstance = reduce(
    initial,
    instanceFetched(readFixture("real", instanceFile)),
  );
  return reduce(
    withInstance,
    fetchOwnAccount.fulfilled(
      {
        ...normalizeAccount(parsed),
        fetchedAt: 1,
        source: null,
        notificationSettings: null,
        postingDefaults: null,
        staff: {
          role: staff.role
            ? {
                id: "1",
                name: "Moderator",
                color: "",
                permissions: "0",
                highlighted: true,
                ...staff.role,
              }
            : null,
          privileges: staff.privileges ?? null,
        },
      },
      "own",
      undefined,
    ),
  );
}

describeWithFixtures("selectStaffRole", () => {
  it("reads a Mastodon moderator's permission bits: reports, not federation", () => {
    const state = signedIn("mastodon-instance-v2.json", rawAccount("7"), {
      role: { permissions: MODERATOR_BITS },
    });
    const role = selectStaffRole(state);
    expect(role.kind).toBe("moderator");
    expect(role.sections).toEqual(
      expect.arrayContaining(["dashboard", "reports", "accounts"]),
    );
    expect(selectMayUseSection(state, "federation")).toBe(false);
    expect(selectIsStaff(state)).toBe(true);
  });

  it("says a member with no staff bits is not staff, with no sections", () => {
    const state = signedIn("mastodon-instance-v2.json", rawAccount("7"), {
      role: { permissions: "0", name: "" },
    });
    expect(selectStaffRole(state)).toEqual({ kind: null, sections: [] });
    expect(selectIsStaff(state)).toBe(false);
  });

  it("reads Pleroma's moderator flag and privileges from the session", () => {
    const state = signedIn(
      "pleroma-instance.json",
      rawAccount("7", { pleroma: { is_moderator: true, is_admin: false } }),
      { privileges: ["reports_manage_reports", "messages_delete"] },
    );
    expect(selectStaffRole(state).kind).toBe("moderator");
    expect(selectMayUseSection(state, "reports")).toBe(true);
    expect(selectMayUseSection(state, "config")).toBe(false);
    expect(selectStaffPrivileges(state)).toEqual([
      "reports_manage_reports",
      "messages_delete",
    ]);
  });

  it("gives a Pleroma admin the config section", () => {
    const state = signedIn(
      "pleroma-instance.json",
      rawAccount("7", { pleroma: { is_admin: true } }),
      {},
    );
    expect(selectStaffRole(state).kind).toBe("admin");
    expect(selectMayUseSection(state, "config")).toBe(true);
  });

  it("knows nobody as staff before verify_credentials has answered", () => {
    const { reduce, initial } = testReducer();
    const state = reduce(
      reduce(
        initial,
        instanceFetched(readFixture("real", "mastodon-instance-v2.json")),
      ),
      sessionStarted({ accessToken: "token" }),
    );
    expect(selectIsStaff(state)).toBe(false);
  });

  it("keeps the staff role a verified sign-in brings", () => {
    const { reduce, initial } = testReducer();
    const parsed = accountSchema.parse(rawAccount("7"));
    const state = reduce(
      reduce(
        initial,
        instanceFetched(readFixture("real", "mastodon-instance-v2.json")),
      ),
      sessionStarted({
        accessToken: "token",
        me: "7",
        ...normalizeAccount(parsed),
        staff: {
          role: {
            id: "3",
            name: "Admin",
            color: "",
            permissions: "1048575",
            highlighted: true,
          },
          privileges: null,
        },
      }),
    );
    expect(selectStaffRole(state).kind).toBe("admin");
    expect(selectMayUseSection(state, "federation")).toBe(true);
  });
});
