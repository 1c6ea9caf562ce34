import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { adminRuleSchema, type AdminRule } from "../schemas/adminRule";
import { adminOne, adminRoute, adminSend } from "./adminCall";

/**
 * Server rules as staff edit them (GoToSocial; Pleroma 2.7 with hints and a
 * priority that orders them). Text is all GoToSocial keeps: it is not sent
 * the rest.
 */

export interface RuleParams {
  readonly text?: string;
  readonly hint?: string;
  readonly priority?: number;
}

export async function getAdminRules(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<AdminRule[]> {
  const route = adminRoute(server, "adminRules");
  const page = await client.list(route.path, adminRuleSchema, { signal });
  return page.items;
}

export const postAdminRule = (
  client: ApiClient,
  server: DetectedServer,
  rule: RuleParams,
): Promise<AdminRule> =>
  adminOne(client, server, "adminCreateRule", adminRuleSchema, {
    values: { ...rule },
  });

export const patchAdminRule = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
  rule: RuleParams,
): Promise<AdminRule> =>
  adminOne(client, server, "adminUpdateRule", adminRuleSchema, {
    params: { id },
    values: { ...rule },
  });

export async function deleteAdminRule(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> {
  await adminSend(client, server, "adminDeleteRule", { params: { id } });
}
