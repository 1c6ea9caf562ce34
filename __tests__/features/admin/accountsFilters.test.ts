import {
  queryOf,
  readFilters,
  writeFilters,
} from "../../../src/features/admin/accountsFilters";
import { accountCapabilities } from "../../../src/store/admin/accounts/capabilities";
import { MASTODON, PLEROMA } from "../../support/recordingClient";

const mastodon = accountCapabilities(MASTODON);
const pleroma = accountCapabilities(PLEROMA);

describe("the accounts list's filters", () => {
  it("reads what the server can filter by from the address, and drops the rest", () => {
    const params = new URLSearchParams(
      "q= ann &by=ip&status=disabled&origin=mars&role=staff",
    );
    expect(readFilters(params, mastodon)).toEqual({
      q: "ann",
      by: "ip",
      status: "disabled",
      origin: undefined,
      role: "staff",
    });
    // Pleroma cannot search by IP, has no separate disabling, and filters
    // admins or moderators rather than staff.
    expect(readFilters(params, pleroma)).toEqual({
      q: "ann",
      by: "username",
      status: undefined,
      origin: undefined,
      role: undefined,
    });
  });

  it("writes only what is set, and the search field only with a search", () => {
    expect(
      writeFilters({
        q: "",
        by: "email",
        origin: "local",
        status: "pending",
        role: undefined,
      }).toString(),
    ).toBe("origin=local&status=pending");
  });

  it("asks Mastodon by field and Pleroma by nickname query", () => {
    const filters = {
      q: "ann",
      by: "username" as const,
      origin: "remote" as const,
      status: undefined,
      role: undefined,
    };
    expect(queryOf(filters, mastodon)).toEqual({
      origin: "remote",
      username: "ann",
    });
    expect(queryOf(filters, pleroma)).toEqual({
      origin: "remote",
      query: "ann",
    });
    expect(queryOf({ ...filters, by: "email" }, pleroma)).toEqual({
      origin: "remote",
      email: "ann",
    });
  });
});
