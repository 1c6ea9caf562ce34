import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import { circleSchema, type Circle } from "../schemas/circle";
import { statusSchema, type Status } from "../schemas/status";
import type { StatusBody } from "./statuses";

/**
 * kmyblue circles (gate `circles`): who a `circle` post reaches, managed
 * like lists. Routes and parameters as syaku/kmyblue config/routes/api.rb
 * and app/controllers/api/v1/circles_controller.rb (`title`),
 * circles/accounts_controller.rb (`account_ids`) and
 * circles/statuses_controller.rb (the circle's posts, Link-paged) serve
 * them. A post reaches a circle with visibility `circle` and `circle_id`
 * (app/services/post_status_service.rb `load_circle`); it comes back as
 * visibility `private` with `visibility_ex` `limited` and `limited_scope`
 * `circle` (app/serializers/rest/status_serializer.rb).
 */

const circlePath = (id: string, rest = "") =>
  `/api/v1/circles/${encodeURIComponent(id)}${rest}`;

/** The viewer's circles (the composer's audiences and `/circles`). */
export function getCircles(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<Circle>> {
  return client.list("/api/v1/circles", circleSchema, { signal });
}

export function getCircle(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Circle> {
  return client.one("GET", circlePath(id), circleSchema, { signal });
}

export function postCircle(client: ApiClient, title: string): Promise<Circle> {
  return client.one("POST", "/api/v1/circles", circleSchema, {
    body: { title },
  });
}

/** Renames a circle. */
export function putCircle(
  client: ApiClient,
  id: string,
  title: string,
): Promise<Circle> {
  return client.one("PUT", circlePath(id), circleSchema, { body: { title } });
}

export async function deleteCircle(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", circlePath(id));
}

export function getCircleAccounts(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(circlePath(id, "/accounts"), accountSchema, paging, {
    signal,
  });
}

export async function postCircleAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  await client.request("POST", circlePath(id, "/accounts"), {
    body: { account_ids: accountIds },
  });
}

export async function deleteCircleAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  await client.request("DELETE", circlePath(id, "/accounts"), {
    body: { account_ids: accountIds },
  });
}

/** The member's own posts addressed to the circle, newest first. */
export function getCircleStatuses(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.page(circlePath(id, "/statuses"), statusSchema, paging, {
    signal,
  });
}

/** The member's circles that hold an account (for a profile's menu). */
export function getAccountCircles(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<Circle>> {
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/circles`,
    circleSchema,
    { signal },
  );
}

/**
 * What a post to a circle adds to its body for postStatus: kmyblue's
 * PostStatusService takes visibility `circle` with the circle's id.
 */
export const circleAudience = (
  circleId: string,
): Pick<StatusBody, "visibility" | "circle_id"> => ({
  visibility: "circle",
  circle_id: circleId,
});
