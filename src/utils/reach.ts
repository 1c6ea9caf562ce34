/**
 * Which servers this page may call. The content security policy's
 * `connect-src` is written into index.html at build time (webpack.config.ts:
 * the page's own origin and POTLUCK_CONNECT_SRC), and the browser refuses
 * any connection it does not allow, with nothing the app can read but a
 * failed fetch. So a server the member names is checked against it first,
 * with CSP Level 3's matching rules (paths aside: servers are origins).
 */

/** The source lists of the page's policies (each one applies); none: no limit. */
export function pageConnectSources(doc: Document = document): string[][] {
  const metas = doc.querySelectorAll<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  );
  return Array.from(metas).flatMap((meta) => {
    const directives = meta.content
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== "");
    const find = (name: string) =>
      directives.find((words) => words[0]?.toLowerCase() === name);
    const directive = find("connect-src") ?? find("default-src");
    return directive ? [directive.slice(1)] : [];
  });
}

/** CSP 3 "scheme-part match": what an expression's scheme also lets through. */
function schemeMatches(expression: string, scheme: string): boolean {
  if (expression === scheme) return true;
  if (expression === "http") return scheme === "https";
  if (expression === "ws") return ["wss", "http", "https"].includes(scheme);
  if (expression === "wss") return scheme === "https";
  return false;
}

const DEFAULT_PORTS: Record<string, string> = {
  http: "80",
  https: "443",
  ws: "80",
  wss: "443",
};

const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\d+|\*))?(?:\/.*)?$/i;

/** Whether one source expression allows a connection to `url` from `page`. */
function sourceAllows(source: string, url: URL, page: URL): boolean {
  const scheme = url.protocol.slice(0, -1);
  const pageScheme = page.protocol.slice(0, -1);
  const lower = source.toLowerCase();
  if (lower === "*") return ["http", "https", "ws", "wss"].includes(scheme);
  if (lower === "'self'") {
    if (url.origin === page.origin) return true;
    // The page's host and port over a secure or socket scheme.
    if (url.hostname !== page.hostname || url.port !== page.port) return false;
    return pageScheme === "http"
      ? ["https", "ws", "wss"].includes(scheme)
      : scheme === "wss";
  }
  if (lower.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower))
    return schemeMatches(lower.slice(0, -1), scheme);
  const parts = HOST_SOURCE.exec(lower);
  if (!parts) return false;
  const [, sourceScheme, host = "", port] = parts;
  if (!schemeMatches(sourceScheme ?? pageScheme, scheme)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host.startsWith("*.")) {
    if (!hostname.endsWith(host.slice(1))) return false;
  } else if (host !== "*" && host !== hostname) return false;
  if (port === "*") return true;
  // URL leaves a scheme's default port out.
  if (port === undefined) return url.port === "";
  const actual = url.port || DEFAULT_PORTS[scheme];
  return actual === port || (port === "80" && actual === "443");
}

/** Whether every policy of the page lets it call `origin`. */
export function withinReach(
  origin: string,
  policies: string[][] = pageConnectSources(),
  page: string = window.location.href,
): boolean {
  const url = new URL(origin);
  const from = new URL(page);
  return policies.every((sources) =>
    sources.some((source) => sourceAllows(source, url, from)),
  );
}

/**
 * The servers the page may call, as a member reads them (hosts, the page's
 * own for 'self'); sockets and wildcards of any server are left out.
 */
export function reachableHosts(
  policies: string[][] = pageConnectSources(),
  page: string = window.location.href,
): string[] {
  const hosts = new Set<string>();
  for (const source of policies[0] ?? []) {
    if (source.toLowerCase() === "'self'") hosts.add(new URL(page).host);
    const parts = HOST_SOURCE.exec(source);
    if (!parts || source.startsWith("'")) continue;
    const [, scheme, host = "", port] = parts;
    if (scheme === "ws" || scheme === "wss" || host === "*") continue;
    hosts.add(port ? `${host}:${port}` : host);
  }
  return [...hosts];
}

const HANDLE = /^@?[\w.-]+@([^@\s/]+)$/;

/**
 * The origin of the server a member names: `example.social`, a full URL
 * (`http://` only where typed so), or a handle on it (`@me@example.social`);
 * null for anything else.
 */
export function serverOrigin(input: string): string | null {
  const text = input.trim();
  const host = HANDLE.exec(text)?.[1] ?? text;
  const withScheme = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const { hostname } = url;
  const named =
    hostname === "localhost" ||
    /^\[[0-9a-f:.]+\]$/i.test(hostname) ||
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(hostname);
  return named && url.username === "" ? url.origin : null;
}
