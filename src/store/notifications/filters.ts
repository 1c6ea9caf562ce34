import type { NotificationType } from "../../api/schemas/notificationType";

/**
 * The quick filters (server-families notes section 4) and the types each
 * shows; `all` asks for every type.
 */
export const NOTIFICATION_FILTERS = {
  all: null,
  mentions: ["mention", "quote"],
  likes: ["favourite", "emoji_reaction"],
  boosts: ["reblog"],
  polls: ["poll"],
  follows: ["follow", "follow_request"],
  events: ["event_reminder", "participation_request", "participation_accepted"],
} as const satisfies Record<string, readonly NotificationType[] | null>;

export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;

/** Whether a notification of `type` belongs in the list under `filter`. */
export function isShownUnder(
  filter: NotificationFilter,
  type: NotificationType,
): boolean {
  // Chat mentions belong to chats, never to the notifications list.
  if (type === "chat_mention") return false;
  const types: readonly NotificationType[] | null =
    NOTIFICATION_FILTERS[filter];
  return types === null || types.includes(type);
}
