import { defineMessages } from "react-intl";

export const dashboardMessages = defineMessages({
  openReports: {
    id: "admin.dashboard.openReports",
    defaultMessage: "Open reports",
  },
  pending: {
    id: "admin.dashboard.pending",
    defaultMessage: "Sign-ups waiting",
  },
  atLeast: { id: "admin.dashboard.atLeast", defaultMessage: "{count}+" },
  lastDays: {
    id: "admin.dashboard.lastDays",
    defaultMessage: "Last 30 days",
  },
  chart: {
    id: "admin.dashboard.chart",
    defaultMessage: "{name}: {total} in the last 30 days",
  },
  retention: {
    id: "admin.dashboard.retention",
    defaultMessage: "Members still active, by month they joined",
  },
  reportsForbidden: {
    id: "admin.dashboard.reportsForbidden",
    defaultMessage: "see reports",
  },
});

/** Mastodon's measures and dimensions the dashboard shows, by key. */
export const metricNames = defineMessages({
  new_users: { id: "admin.dashboard.newUsers", defaultMessage: "New members" },
  active_users: {
    id: "admin.dashboard.activeUsers",
    defaultMessage: "Active members",
  },
  interactions: {
    id: "admin.dashboard.interactions",
    defaultMessage: "Interactions",
  },
  opened_reports: {
    id: "admin.dashboard.openedReports",
    defaultMessage: "Reports filed",
  },
  resolved_reports: {
    id: "admin.dashboard.resolvedReports",
    defaultMessage: "Reports resolved",
  },
  languages: { id: "admin.dashboard.languages", defaultMessage: "Languages" },
  servers: { id: "admin.dashboard.servers", defaultMessage: "Servers" },
});
