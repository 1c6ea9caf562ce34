import * as z from "zod/mini";
import { countSchema } from "./utils";
import { object } from "./zodInternals";

/** GET /api/v1/notifications/unread_count (Mastodon 4.3+). */
export const unreadCountSchema = object({ count: countSchema });

export type UnreadCount = z.infer<typeof unreadCountSchema>;
