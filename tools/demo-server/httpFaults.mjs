// Replies of a failing server or proxy, for /__control/http-fault (issue 21):
// each is what the client meets in the wild, byte for byte where it matters.
// /__control/fail is the same fault with kind "refusal": the server refusing
// one request with its status and error (a post it will not take).
import { CORS_HEADERS, sendJson } from "./http.mjs";

const HTML_502 =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

/** How long a "timeout" request is held before the socket is dropped, unanswered. */
export const HELD_MS = 120_000;

export const HTTP_FAULT_KINDS = [
  "refusal",
  "500",
  "502-html",
  "503",
  "truncated",
  "empty",
  "timeout",
];

/** The fault no request meets: none left, the rest as a fault's defaults. */
export const NO_FAULT = {
  remaining: 0,
  kind: "500",
  path: null,
  exact: false,
  method: null,
  status: 422,
  error: "Validation failed",
};

/** Whether `fault` covers this request (its path, or the paths below it, and method). */
export function covers(fault, method, pathname) {
  if (fault.remaining <= 0) return false;
  if (fault.method !== null && method !== fault.method) return false;
  if (fault.path === null) return true;
  return fault.exact
    ? pathname === fault.path
    : pathname.startsWith(fault.path);
}

/** Sends `fault` (its kind, and a refusal's status and error) as the reply to this request. */
export function sendFault(res, { kind, status, error }) {
  const json = { ...CORS_HEADERS, "Content-Type": "application/json" };
  switch (kind) {
    case "refusal":
      sendJson(res, status, { error });
      return;
    case "500":
      res.writeHead(500, json).end('{"error":"Internal server error"}');
      return;
    case "502-html":
      res
        .writeHead(502, { ...CORS_HEADERS, "Content-Type": "text/html" })
        .end(HTML_502);
      return;
    case "503":
      res
        .writeHead(503, { ...json, "Retry-After": "1" })
        .end('{"error":"Service unavailable"}');
      return;
    case "truncated":
      // A JSON array cut off mid-string, as a proxy that dropped the upstream sends it.
      res.writeHead(200, json).end('[{"id":"1","content":"<p>half a po');
      return;
    case "empty":
      res.writeHead(200, json).end();
      return;
    case "timeout": {
      const timer = setTimeout(() => {
        res.destroy();
      }, HELD_MS);
      res.on("close", () => {
        clearTimeout(timer);
      });
      return;
    }
    default:
      res.writeHead(500, json).end(`{"error":"Unknown fault ${kind}"}`);
  }
}
