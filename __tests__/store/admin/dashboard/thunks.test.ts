import { selectAdminDashboard } from "../../../../src/store/admin/dashboard/slice";
import {
  fetchMetrics,
  fetchOpenReportCount,
  fetchPendingCount,
  windowOf,
} from "../../../../src/store/admin/dashboard/thunks";
import { sectionsStore } from "../collection/storeSupport";

describe("dashboard", () => {
  it("counts a full first page as more, and Pleroma's totals as they are", async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({
      id: String(i + 1),
      username: `u${i}`,
      account: null,
    }));
    const masto = sectionsStore("mastodon", {
      "GET /api/v2/admin/accounts": {
        body: full,
        link: '<https://example.social/api/v2/admin/accounts?max_id=1>; rel="next"',
      },
    });
    await masto.store.dispatch(fetchPendingCount());
    expect(selectAdminDashboard(masto.store.getState()).pending).toEqual({
      count: 100,
      more: true,
    });

    const pleroma = sectionsStore("pleroma", {
      "GET /api/v1/pleroma/admin/reports": {
        body: { total: 42, reports: [] },
      },
    });
    await pleroma.store.dispatch(fetchOpenReportCount());
    expect(selectAdminDashboard(pleroma.store.getState()).openReports).toEqual({
      count: 42,
      more: false,
    });
  });

  it("asks for the last 30 days' measures and six months of retention", async () => {
    const { store, calls } = sectionsStore("mastodon", {
      "POST /api/v1/admin/measures": {
        body: [
          {
            key: "new_users",
            total: "3",
            previous_total: "1",
            data: [{ date: "2025-01-01T00:00:00Z", value: "3" }],
          },
        ],
      },
      "POST /api/v1/admin/dimensions": { body: [] },
      "POST /api/v1/admin/retention": { body: [] },
    });
    const now = Date.parse("2025-01-30T12:00:00Z");
    expect(windowOf(now, 30)).toEqual({
      start_at: "2025-01-01",
      end_at: "2025-01-30",
    });
    await store.dispatch(fetchMetrics({ now }));
    expect(calls.find((c) => c.path.endsWith("/retention"))?.body).toEqual({
      start_at: "2024-08-02",
      end_at: "2025-01-30",
      frequency: "month",
    });
    expect(selectAdminDashboard(store.getState()).measures[0]).toMatchObject({
      key: "new_users",
      total: 3,
    });
  });
});
