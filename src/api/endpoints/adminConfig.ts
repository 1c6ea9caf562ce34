import { parseItems, type ApiClient } from "../client";
import type { DetectedServer } from "../features";
import {
  configDescriptionSchema,
  configReplySchema,
  type ConfigDescription,
  type ConfigReply,
} from "../schemas/adminConfig";
import { adminOne, adminRoute } from "./adminCall";

/**
 * Pleroma and Akkoma's configuration (spec 02 section 7.12). It answers only
 * where the server keeps its configuration in the database; elsewhere these
 * calls fail with 400 and a message saying so.
 */

/** A change: the setting's new value, merged by Pleroma with the saved one key by key. */
export interface ConfigChange {
  readonly group: string;
  readonly key: string;
  readonly value?: unknown;
  /** Deletes the setting, or only these subkeys of it. */
  readonly delete?: boolean;
  readonly subkeys?: readonly string[];
}

/** Every setting, defaults merged with what the database holds. */
export function getAdminConfig(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<ConfigReply> {
  return adminOne(client, server, "adminConfig", configReplySchema, { signal });
}

/**
 * Saves `configs`. Pleroma merges a keyword-list value with the saved one by
 * subkey but replaces lists whole, so a caller sends only the subkeys it
 * changes (adminMrf.ts does, for domain blocks).
 */
export function postAdminConfig(
  client: ApiClient,
  server: DetectedServer,
  configs: readonly ConfigChange[],
): Promise<ConfigReply> {
  const route = adminRoute(server, "adminUpdateConfig");
  return client.one(route.method, route.path, configReplySchema, {
    body: { configs },
  });
}

/** What each setting means and takes (`config/descriptions`). */
export async function getAdminConfigDescriptions(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<ConfigDescription[]> {
  const route = adminRoute(server, "adminConfigDescriptions");
  const raw = await client.request(route.method, route.path, { signal });
  return parseItems(raw.json, configDescriptionSchema).items;
}
