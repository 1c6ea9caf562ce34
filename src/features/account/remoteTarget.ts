/**
 * What a visitor types to interact from their own server: a handle
 * (`@me@my.server`, `me@my.server`) or just the server (`my.server`, with or
 * without https://).
 */
export type RemoteTarget =
  | { kind: "handle"; username: string; domain: string }
  | { kind: "server"; domain: string };

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** A host name with at least one dot (or localhost), optionally a port. */
const DOMAIN = new RegExp(
  `^(?:(?:${LABEL}\\.)+${LABEL}|localhost)(?::\\d{1,5})?$`,
  "i",
);
const HANDLE = /^@?([\w.-]+)@([^@\s/]+)$/;

/** The handle or server in the input, or null when it is neither. */
export function parseRemoteTarget(input: string): RemoteTarget | null {
  const text = input.trim();
  const handle = HANDLE.exec(text);
  if (handle) {
    const [, username = "", domain = ""] = handle;
    return DOMAIN.test(domain)
      ? { kind: "handle", username, domain: domain.toLowerCase() }
      : null;
  }
  const server = text.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  return DOMAIN.test(server)
    ? { kind: "server", domain: server.toLowerCase() }
    : null;
}

/** The page on the visitor's server (Mastodon and most others) that completes an interaction. */
export function authorizeInteractionUrl(domain: string, uri: string): string {
  return `https://${domain}/authorize_interaction?uri=${encodeURIComponent(uri)}`;
}
