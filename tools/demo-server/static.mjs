// Files: seed media and uploads under /media/, and (with a static directory)
// the app's build under the base path with history fallback to index.html and
// a config.js that points the app at this server unless the operator's own
// config.js sets baseUrl.
import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Media every data set may use without shipping it (the missing-avatar pictures). */
const BUILT_IN_MEDIA = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "data",
  "media",
);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

const typeOf = (file) =>
  TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

/** Resolves `rel` inside `root`, or null if it escapes it or is not a file. */
function safeFile(root, rel) {
  const file = path.resolve(root, `.${path.posix.normalize(`/${rel}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const META_CSP =
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\s*\/?>/i;

/**
 * The headers README.md ("Security headers") asks operators to send with
 * index.html: the page's own policy (from its meta element, which the build
 * writes), with what only a header can say: no framing.
 */
function pageHeaders(html) {
  const policy = META_CSP.exec(html.toString("utf8"))?.[1];
  if (!policy) return {};
  return {
    "Content-Security-Policy": `${policy.replaceAll("&#39;", "'")}; frame-ancestors 'none'`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

function send(req, res, status, type, body, cache, headers = {}) {
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": body.length,
    "Cache-Control": cache,
    "Access-Control-Allow-Origin": "*",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {{ staticDir: string | null, basePath: string, dataDir: string, context: () => { store: any }, configOverrides: Record<string, unknown> }} options
 */
export function createStatic({
  staticDir,
  basePath,
  dataDir,
  context,
  configOverrides,
}) {
  const base = basePath === "/" ? "" : basePath.replace(/\/+$/, "");
  const mediaRoot = path.join(dataDir, "media");

  function configJs() {
    const own =
      staticDir && existsSync(path.join(staticDir, "config.js"))
        ? readFileSync(path.join(staticDir, "config.js"), "utf8")
        : "";
    const { origin } = context().store;
    return Buffer.from(
      `${own}\n;(function () {\n  // Added by the Potluck demo server: use this server unless config.js names one.\n` +
        `  var c = (window.POTLUCK_CONFIG = window.POTLUCK_CONFIG || {});\n` +
        `  if (!c.baseUrl) c.baseUrl = ${JSON.stringify(origin)};\n` +
        `  Object.assign(c, ${JSON.stringify(configOverrides)});\n})();\n`,
    );
  }

  async function serveApp(req, res, rel) {
    if (rel === "/config.js")
      return send(
        req,
        res,
        200,
        "text/javascript; charset=utf-8",
        configJs(),
        "no-cache",
      );
    const file = safeFile(staticDir, rel === "/" ? "index.html" : rel.slice(1));
    if (file) {
      const hashed = /\.[0-9a-f]{10}\./.test(path.basename(file));
      const cache = hashed ? "public, max-age=31536000, immutable" : "no-cache";
      const body = await readFile(file);
      const headers = file.endsWith(".html") ? pageHeaders(body) : {};
      return send(req, res, 200, typeOf(file), body, cache, headers);
    }
    // A missing asset is a 404; an app route falls back to index.html, even
    // when it looks like a file name (`/@lena@kueche.example`).
    if (TYPES[path.extname(rel).toLowerCase()] && !rel.includes("/@"))
      return send(
        req,
        res,
        404,
        "text/plain; charset=utf-8",
        Buffer.from("Not found\n"),
        "no-cache",
      );
    const index = safeFile(staticDir, "index.html");
    if (!index)
      return send(
        req,
        res,
        404,
        "text/plain; charset=utf-8",
        Buffer.from(
          `No index.html in ${staticDir}: build the app first (npm run build).\n`,
        ),
        "no-cache",
      );
    const page = await readFile(index);
    return send(
      req,
      res,
      200,
      typeOf(index),
      page,
      "no-cache",
      pageHeaders(page),
    );
  }

  /** @returns {Promise<boolean>} whether the request was answered */
  return async function handle(req, res, url) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    if (pathname.startsWith("/media/")) {
      const rel = pathname.slice("/media/".length);
      const upload = context().store.uploads.get(rel);
      if (upload)
        return (
          send(req, res, 200, upload.mime, upload.data, "public, max-age=3600"),
          true
        );
      const file =
        safeFile(mediaRoot, rel) ??
        (/^(avatar|header)-missing\.svg$/.test(rel)
          ? safeFile(BUILT_IN_MEDIA, rel)
          : null);
      if (!file)
        return (
          send(
            req,
            res,
            404,
            "text/plain; charset=utf-8",
            Buffer.from("Not found\n"),
            "no-cache",
          ),
          true
        );
      return (
        send(
          req,
          res,
          200,
          typeOf(file),
          await readFile(file),
          "public, max-age=3600",
        ),
        true
      );
    }
    if (!staticDir) return false;
    if (base && (pathname === "/" || pathname === base)) {
      res.writeHead(302, { Location: `${base}/` }).end();
      return true;
    }
    // Profile, post and tag URLs in API entities point at the server root, as on
    // a real server; send them to the app.
    if (base && /^\/(@|tags\/)/.test(pathname)) {
      res
        .writeHead(302, { Location: `${base}${url.pathname}${url.search}` })
        .end();
      return true;
    }
    if (base && !pathname.startsWith(`${base}/`)) return false;
    await serveApp(req, res, pathname.slice(base.length));
    return true;
  };
}
