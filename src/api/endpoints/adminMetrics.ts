import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import type { AdminOperation } from "../adminPaths";
import {
  adminCohortSchema,
  adminDimensionSchema,
  adminMeasureSchema,
  type AdminCohort,
  type AdminDimension,
  type AdminMeasure,
} from "../schemas/adminMetrics";
import type * as z from "zod/mini";
import { adminRequest, adminRoute } from "./adminCall";

/**
 * Mastodon's dashboard data (3.5; spec 02 section 6: dimensions, measures,
 * retention), each for a time window of calendar dates.
 */

export interface MetricsWindow {
  /** ISO dates or date-times. */
  readonly start_at: string;
  readonly end_at: string;
}

async function metrics<S extends z.ZodMiniType>(
  client: ApiClient,
  server: DetectedServer,
  operation: AdminOperation,
  schema: S,
  body: Readonly<Record<string, string | number | readonly string[]>>,
  signal?: AbortSignal,
): Promise<z.output<S>[]> {
  const route = adminRoute(server, operation);
  const { path } = adminRequest(route);
  const page = await client.list(path, schema, {
    method: route.method,
    body,
    signal,
  });
  return page.items;
}

/** Quantities over the window, e.g. `new_users`, `active_users`, `opened_reports`. */
export const postAdminMeasures = (
  client: ApiClient,
  server: DetectedServer,
  keys: readonly string[],
  window: MetricsWindow,
  signal?: AbortSignal,
): Promise<AdminMeasure[]> =>
  metrics(
    client,
    server,
    "adminMeasures",
    adminMeasureSchema,
    { keys, ...window },
    signal,
  );

/** Breakdowns over the window, e.g. `languages`, `servers`, `software_versions`. */
export const postAdminDimensions = (
  client: ApiClient,
  server: DetectedServer,
  keys: readonly string[],
  window: MetricsWindow & { limit?: number },
  signal?: AbortSignal,
): Promise<AdminDimension[]> =>
  metrics(
    client,
    server,
    "adminDimensions",
    adminDimensionSchema,
    { keys, ...window },
    signal,
  );

/** Sign-up cohorts and how many stayed active, by day or by month. */
export const postAdminRetention = (
  client: ApiClient,
  server: DetectedServer,
  window: MetricsWindow & { frequency: "day" | "month" },
  signal?: AbortSignal,
): Promise<AdminCohort[]> =>
  metrics(
    client,
    server,
    "adminRetention",
    adminCohortSchema,
    { ...window },
    signal,
  );
