import { statusSchema } from "../../../src/api/schemas/status";
import { normalizeStatuses } from "../../../src/store/normalize";
import { shownPinned } from "../../../src/store/accounts/pinnedStatuses";
import { rawAccount, rawStatus, sid } from "../factories";

const ME = "9001";
const me = rawAccount(ME, { username: "me", acct: "me" });

/** Held statuses by id, as the store keeps them. */
function held(raws: Record<string, unknown>[]) {
  const { entities } = normalizeStatuses(
    raws.map((raw) => statusSchema.parse(raw)),
  );
  return entities.statuses ?? {};
}

describe("the pinned posts shown on one's own profile", () => {
  it("puts posts pinned meanwhile on top, newest first, by time where ids are UUIDs", () => {
    // By text the newer post's id (0…) sorts below the older one's (f…).
    const older = "f0000000-0000-4000-8000-000000000001";
    const newer = "00000000-0000-4000-8000-000000000002";
    const own = (id: string, at: string) =>
      rawStatus(id, { account: me, pinned: true, created_at: at });
    const byId = held([
      own(older, "2026-03-01T10:00:00.000Z"),
      own(newer, "2026-03-01T11:00:00.000Z"),
      own(sid(1), "2026-02-01T10:00:00.000Z"),
    ]);
    const fetched = { ids: [sid(1)], flagged: true };
    expect(shownPinned(byId, fetched, ME, true)).toEqual([
      newer,
      older,
      sid(1),
    ]);
  });
});
