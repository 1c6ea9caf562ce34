// The server side of the browser benchmarks: the demo server serving dist/,
// with a longer local timeline, behind a compressing proxy.
//
// - The homepage is the *local* public timeline, which the default data set
//   fills with about 700 posts; scrolling 1,000 needs more. The bench data set
//   is the default one (symlinked) with generate.json asking for 2,400
//   generated posts (about 1,400 of them local), same seed and author mix.
// - The demo server sends every body uncompressed, which a real deployment
//   does not (nginx, Caddy and Mastodon itself gzip JavaScript and JSON).
//   Under slow-4G emulation that would triple the transfer, so the page talks
//   to a small proxy that gzips text responses (level 6, the usual server
//   default) and passes the streaming WebSocket through untouched.
// - A long report queue. The staff's queue holds 2,000 open reports (the
//   default data's cases, repeated), for the admin section.
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_DATA_DIR, startDemoServer } from "../demo-server/server.mjs";

export const GENERATED_POSTS = 2400;
/** The staff's report queue (admin.json `reports`), all open: the admin section's 2,000. */
export const QUEUE_REPORTS = 2000;
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/** A temporary data directory: the default data with a longer generated history. */
function benchDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "potluck-bench-data-"));
  for (const name of readdirSync(DEFAULT_DATA_DIR)) {
    if (name === "generate.json" || name === "admin.json") continue;
    symlinkSync(path.join(DEFAULT_DATA_DIR, name), path.join(dir, name));
  }
  const generate = JSON.parse(
    readFileSync(path.join(DEFAULT_DATA_DIR, "generate.json"), "utf8"),
  );
  writeFileSync(
    path.join(dir, "generate.json"),
    JSON.stringify({ ...generate, count: GENERATED_POSTS }),
  );
  const admin = JSON.parse(
    readFileSync(path.join(DEFAULT_DATA_DIR, "admin.json"), "utf8"),
  );
  admin.reports = {
    ...admin.reports,
    count: QUEUE_REPORTS,
    open: QUEUE_REPORTS,
  };
  writeFileSync(path.join(dir, "admin.json"), JSON.stringify(admin));
  return dir;
}

/** Proxies HTTP to `target` (gzipping text when asked) and pipes WebSocket upgrades. */
function startGzipProxy(targetPort) {
  const cache = new Map();
  const proxy = createServer((req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (reply) => {
        const type = String(reply.headers["content-type"] ?? "");
        const wantsGzip = /\bgzip\b/.test(
          String(req.headers["accept-encoding"]),
        );
        if (!wantsGzip || !COMPRESSIBLE.test(type) || req.method === "HEAD") {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
          return;
        }
        const chunks = [];
        reply.on("data", (chunk) => chunks.push(chunk));
        reply.on("end", () => {
          const body = Buffer.concat(chunks);
          // Built files are immutable (content hashes): compress them once.
          const isBuilt = /\/js\/[^/]+\.[0-9a-f]{10}\.js$/.test(req.url ?? "");
          let gz = isBuilt ? cache.get(req.url) : undefined;
          if (!gz) {
            gz = gzipSync(body);
            if (isBuilt) cache.set(req.url, gz);
          }
          const headers = { ...reply.headers };
          // The body is sent whole, with its length: never also chunked.
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          res.writeHead(reply.statusCode ?? 502, {
            ...headers,
            "content-encoding": "gzip",
            "content-length": gz.length,
            vary: "Accept-Encoding",
          });
          res.end(gz);
        });
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  proxy.on("upgrade", (req, socket, head) => {
    const upstream = connect(targetPort, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on("error", end);
    socket.on("error", end);
  });
  return new Promise((resolve) => {
    proxy.listen(0, "127.0.0.1", () => resolve(proxy));
  });
}

/**
 * Starts the demo server (serving `staticDir` under `basePath`) behind the
 * proxy. `url` is the proxy's origin: the app, its API calls and its socket
 * all go through it. `setConfig` replaces the config.js overrides, always
 * keeping `baseUrl` on the proxy.
 */
export async function startBenchServer({ staticDir, basePath }) {
  const dataDir = benchDataDir();
  const demo = await startDemoServer({
    port: 0,
    dataDir,
    staticDir,
    basePath,
    family: "mastodon",
    quiet: true,
  });
  const proxy = await startGzipProxy(demo.port);
  const url = `http://127.0.0.1:${proxy.address().port}`;
  const setConfig = (overrides = {}) =>
    demo.control.config({ baseUrl: url, ...overrides });
  setConfig();
  return {
    url,
    control: demo.control,
    setConfig,
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await demo.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
