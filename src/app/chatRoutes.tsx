import type { RouteObject } from "react-router-dom";
import { lazyScreen } from "./lazyScreen";

/*
 * Pleroma chats and the shoutbox (issue 19), spread into routes.tsx under
 * the session guard.
 * The list and a chat are chunks of their own; the screens say so in place
 * where the server has no chats.
 */

const Chats = lazyScreen(() =>
  import(/* webpackChunkName: "chats" */ "../features/chats/ChatsScreen").then(
    (m) => m.ChatsScreen,
  ),
);
const Chat = lazyScreen(() =>
  import(/* webpackChunkName: "chat" */ "../features/chats/ChatScreen").then(
    (m) => m.ChatScreen,
  ),
);

const Shoutbox = lazyScreen(() =>
  import(
    /* webpackChunkName: "shoutbox" */ "../features/shoutbox/ShoutboxScreen"
  ).then((m) => m.ShoutboxScreen),
);

export const memberChatRoutes: RouteObject[] = [
  { path: "chats", element: <Chats />, handle: { preload: Chats.preload } },
  { path: "chats/:id", element: <Chat />, handle: { preload: Chat.preload } },
  {
    path: "shoutbox",
    element: <Shoutbox />,
    handle: { preload: Shoutbox.preload },
  },
];
