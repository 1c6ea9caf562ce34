// Replies of a failing server or proxy, for /__control/http-fault (issue 21):
// each is what the client meets in the wild, byte for byte where it matters.
import { CORS_HEADERS } from "./http.mjs";

const HTML_502 =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

/** How long a "timeout" request is held before the socket is dropped, unanswered. */
export const HELD_MS = 120_000;

export const HTTP_FAULT_KINDS = [
  "500",
  "502-html",
  "503",
  "truncated",
  "empty",
  "timeout",
];

/** Sends the fault `kind` as the reply to this request. */
export function sendFault(res, kind) {
  const json = { ...CORS_HEADERS, "Content-Type": "application/json" };
  switch (kind) {
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
