import { normalize, schema } from "normalizr";
import type { AccountWarning } from "../../api/schemas/accountWarning";
import type { ChatMessage } from "../../api/schemas/chat";
import type { Notification } from "../../api/schemas/notification";
import type {
  GroupedNotificationsResults,
  NotificationGroup,
} from "../../api/schemas/notificationGroup";
import type { NotificationRequest } from "../../api/schemas/notificationPolicy";
import type { NotificationType } from "../../api/schemas/notificationType";
import type { RelationshipSeveranceEvent } from "../../api/schemas/relationshipSeveranceEvent";
import type { Report } from "../../api/schemas/report";
import {
  accountEntity,
  finish,
  normalizeMany,
  normalizeOne,
  statusEntity,
  type Normalized,
  type RawEntities,
} from "../normalize";

/**
 * Notifications as cached (spec 01 "Notification"): the actor, status and
 * move target are ids; `account_ids` lists the actors the notification
 * stands for (its group's sample when it heads one); `duplicate` marks a
 * notification folded into a group headed by a newer one.
 */
export interface StoredNotification {
  id: string;
  type: NotificationType;
  created_at: string;
  group_key: string;
  is_muted: boolean;
  is_seen: boolean | null;
  account_id: string;
  account_ids: string[];
  status_id: string | null;
  target_id: string | null;
  chat_message_id: string | null;
  emoji: string | null;
  emoji_url: string | null;
  subtype: "reply" | "status" | null;
  participation_message: string | null;
  report: Report | null;
  event: RelationshipSeveranceEvent | null;
  moderation_warning: AccountWarning | null;
  duplicate: boolean;
}

/**
 * A notification group, from the server (`/api/v2/notifications`) or built
 * here from single notifications. `oldest_notification_at` bounds the time a
 * client-built group spans.
 */
export type StoredNotificationGroup = NotificationGroup & {
  oldest_notification_at: string | null;
  /** Built by the client from single notifications. */
  client: boolean;
};

export type StoredChatMessage = ChatMessage;

/** A field only some notification types have, or null. */
function field(n: Notification, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(n, key)
    ? Reflect.get(n, key)
    : null;
}

/** The stored shape with nested objects still in place; normalizr swaps them for ids. */
function toStoredShape(n: Notification) {
  return {
    id: n.id,
    type: n.type,
    created_at: n.created_at,
    group_key: n.group_key,
    is_muted: n.is_muted,
    is_seen: n.is_seen,
    account_id: n.account,
    account_ids: [n.account.id],
    status_id: field(n, "status"),
    target_id: field(n, "target"),
    chat_message_id: field(n, "chat_message"),
    emoji: field(n, "emoji"),
    emoji_url: field(n, "emoji_url"),
    subtype: field(n, "subtype"),
    participation_message: field(n, "participation_message"),
    report: field(n, "report"),
    event: field(n, "event"),
    moderation_warning: field(n, "moderation_warning"),
    duplicate: false,
  };
}

const chatMessageEntity = new schema.Entity("chatMessages");

export const notificationEntity = new schema.Entity(
  "notifications",
  {
    account_id: accountEntity,
    status_id: statusEntity,
    target_id: accountEntity,
    chat_message_id: chatMessageEntity,
  },
  { processStrategy: toStoredShape },
);

const notificationGroupEntity = new schema.Entity(
  "notificationGroups",
  {},
  {
    idAttribute: "group_key",
    processStrategy: (group: NotificationGroup) => ({
      ...group,
      oldest_notification_at: null,
      client: false,
    }),
  },
);

export function normalizeNotifications(
  notifications: readonly Notification[],
): Normalized<string[]> {
  return normalizeMany(notifications, notificationEntity);
}

export function normalizeNotification(
  notification: Notification,
): Normalized<string> {
  return normalizeOne(notification, notificationEntity);
}

/** A page of server groups; `result` holds the group keys in server order. */
export function normalizeGroupedNotifications(
  page: GroupedNotificationsResults,
): Normalized<string[]> {
  const out = normalize<unknown, RawEntities, { groups: string[] }>(
    {
      accounts: page.accounts,
      statuses: page.statuses,
      groups: page.notification_groups,
    },
    {
      accounts: [accountEntity],
      statuses: [statusEntity],
      groups: [notificationGroupEntity],
    },
  );
  return { result: out.result.groups, entities: finish(out.entities) };
}

/** A filtered-notifications request (spec 01 "Notification request") with ids for its account and last post. */
export interface StoredNotificationRequest {
  id: string;
  created_at: string;
  updated_at: NotificationRequest["updated_at"];
  account_id: string;
  notifications_count: number;
  last_status_id: string | null;
}

const notificationRequestEntity = new schema.Entity(
  "notificationRequests",
  { account_id: accountEntity, last_status_id: statusEntity },
  {
    processStrategy: (request: NotificationRequest) => ({
      id: request.id,
      created_at: request.created_at,
      updated_at: request.updated_at,
      account_id: request.account,
      notifications_count: request.notifications_count,
      last_status_id: request.last_status,
    }),
  },
);

/** Requests in server order as `result`; their accounts and posts as entities. */
export function normalizeNotificationRequests(
  requests: readonly NotificationRequest[],
): Normalized<StoredNotificationRequest[]> {
  const out = normalize<
    unknown,
    RawEntities & {
      notificationRequests?: Record<string, StoredNotificationRequest>;
    },
    string[]
  >(requests, [notificationRequestEntity]);
  const { notificationRequests = {}, ...entities } = out.entities;
  const result = out.result.flatMap((id) => {
    const request = notificationRequests[id];
    return request ? [request] : [];
  });
  return { result, entities: finish(entities) };
}
