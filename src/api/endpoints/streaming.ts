/**
 * The streaming socket's address (spec 02 section 7.9). The socket itself is
 * the streaming middleware's; this only says where it goes.
 */

/**
 * The WebSocket URL at a streaming origin (`https://…` or `wss://…`, as the
 * instance advertises it), with the token as the `access_token` query
 * parameter when one is given.
 */
export function streamingSocketUrl(
  origin: string,
  accessToken: string | null,
): string {
  const base = origin.replace(/\/+$/, "").replace(/^http/, "ws");
  const url = new URL(`${base}/api/v1/streaming`);
  if (accessToken) url.searchParams.set("access_token", accessToken);
  return url.toString();
}
