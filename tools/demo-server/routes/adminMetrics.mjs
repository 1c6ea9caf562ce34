// Mastodon's dashboard data (`POST /api/v1/admin/measures`, `dimensions`,
// `retention`), counted from the demo's own accounts, reports and posts day
// by day over the asked window; numbers are strings, as Mastodon sends them.
import { PERMISSION, canMastodon } from "../adminState.mjs";
import { admin } from "./adminGuard.mjs";

const DAY = 86400000;
const DASHBOARD = canMastodon(PERMISSION.viewDashboard);

function days(body, clock) {
  const end = Date.parse(body.end_at ?? "") || clock.now();
  // A window of a year at most, ending where it was asked to.
  const start = Math.max(
    Date.parse(body.start_at ?? "") || end - 29 * DAY,
    end - 365 * DAY,
  );
  const first = Math.floor(start / DAY) * DAY;
  const count = Math.max(1, Math.floor((end - first) / DAY) + 1);
  return Array.from({ length: count }, (_, i) => first + i * DAY);
}

const onDay = (day) => (iso) => {
  const t = Date.parse(iso ?? "");
  return t >= day && t < day + DAY;
};

/** Per measure: a count of the things that happened on one day. */
const MEASURES = {
  new_users: (store, day) =>
    [...store.admin.accounts.values()].filter(
      (r) => !r.domain && onDay(day)(r.created_at),
    ).length,
  active_users: (store, day) =>
    new Set(
      [...store.statuses.values()]
        .filter((s) => onDay(day)(s.created_at) && store.isLocal(s.account_id))
        .map((s) => s.account_id),
    ).size,
  interactions: (store, day) =>
    [...store.statuses.values()].filter(
      (s) => onDay(day)(s.created_at) && s.in_reply_to_id,
    ).length,
  opened_reports: (store, day) =>
    [...store.admin.reports.values()].filter((r) => onDay(day)(r.created_at))
      .length,
  resolved_reports: (store, day) =>
    [...store.admin.reports.values()].filter((r) =>
      onDay(day)(r.action_taken_at),
    ).length,
};

function measure(store, key, window) {
  const count = MEASURES[key] ?? (() => 0);
  const data = window.map((day) => ({
    date: new Date(day).toISOString().replace(".000Z", "Z"),
    value: String(count(store, day)),
  }));
  const total = data.reduce((sum, point) => sum + Number(point.value), 0);
  return { key, unit: null, total: String(total), previous_total: "0", data };
}

const tally = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

const DIMENSIONS = {
  languages: (store) =>
    tally([...store.statuses.values()].map((s) => s.language ?? "en")).map(
      ([key, n]) => ({ key, human_key: key, value: String(n) }),
    ),
  servers: (store) =>
    tally(
      [...store.accounts.values()].filter((a) => a.domain).map((a) => a.domain),
    ).map(([key, n]) => ({ key, human_key: key, value: String(n) })),
  software_versions: () => [
    {
      key: "mastodon",
      human_key: "Mastodon",
      value: "4.5.0",
      human_value: "4.5.0",
    },
  ],
  space_usage: (store) => [
    {
      key: "media",
      human_key: "Media storage",
      value: String(store.media.size * 250000),
      unit: "bytes",
      human_value: `${Math.round(store.media.size * 0.25)} MB`,
    },
  ],
};

/** Members who signed up in each period and were still posting in the later ones. */
function retention(store, window, frequency) {
  const period = (t) =>
    frequency === "month"
      ? new Date(t).toISOString().slice(0, 7)
      : new Date(t).toISOString().slice(0, 10);
  const periods = [...new Set(window.map(period))];
  const locals = [...store.admin.accounts.values()].filter(
    (r) => !r.domain && !r.pending,
  );
  return periods.map((p) => {
    const cohort = locals.filter((r) => period(Date.parse(r.created_at)) <= p);
    return {
      period: `${p.length === 7 ? `${p}-01` : p}T00:00:00+00:00`,
      frequency,
      data: periods
        .filter((later) => later >= p)
        .map((later) => {
          const active = cohort.filter((r) =>
            [...store.statuses.values()].some(
              (s) =>
                s.account_id === r.id &&
                period(Date.parse(s.created_at)) === later,
            ),
          ).length;
          return {
            date: `${later.length === 7 ? `${later}-01` : later}T00:00:00+00:00`,
            rate: cohort.length ? active / cohort.length : 0,
            value: String(active),
          };
        }),
    };
  });
}

/** @param {import("../http.mjs").Router} router */
export function addMetricRoutes(router) {
  const keys = (body) => [body.keys ?? []].flat().map(String);
  router.add(
    "POST",
    "/api/v1/admin/measures",
    admin("metrics", DASHBOARD, (ctx) => {
      const window = days(ctx.body, ctx.store.clock);
      return keys(ctx.body).map((key) => measure(ctx.store, key, window));
    }),
  );
  router.add(
    "POST",
    "/api/v1/admin/dimensions",
    admin("metrics", DASHBOARD, (ctx) => {
      const limit = Number(ctx.body.limit ?? 10);
      return keys(ctx.body).map((key) => ({
        key,
        data: (DIMENSIONS[key]?.(ctx.store) ?? []).slice(0, limit),
      }));
    }),
  );
  router.add(
    "POST",
    "/api/v1/admin/retention",
    admin("metrics", DASHBOARD, (ctx) => {
      const frequency = ctx.body.frequency === "month" ? "month" : "day";
      return retention(ctx.store, days(ctx.body, ctx.store.clock), frequency);
    }),
  );
}
