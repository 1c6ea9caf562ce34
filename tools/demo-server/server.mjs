// The Potluck demo server: a development and test tool that speaks the part
// of the Mastodon client API Potluck uses, on loopback only. See README.md.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ApiFailure } from "./errors.mjs";
import { createClock } from "./ids.mjs";
import { resolveFamily } from "./families.mjs";
import {
  CORS_HEADERS,
  Query,
  Reply,
  Router,
  readBody,
  sendJson,
} from "./http.mjs";
import { loadSeed } from "./seed.mjs";
import { createAuth, addAuthRoutes } from "./oauth.mjs";
import { createStreaming } from "./streaming.mjs";
import { createShoutbox } from "./shoutbox.mjs";
import { createControl } from "./control.mjs";
import { createLive } from "./live.mjs";
import { createStatic } from "./static.mjs";
import { NO_FAULT, covers, sendFault } from "./httpFaults.mjs";
import { addRoutes } from "./routes/index.mjs";
import { publishDue } from "./routes/scheduled.mjs";

export const DEFAULT_DATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "data",
);
const API_PATH = /^\/(api|oauth|nodeinfo|\.well-known)(\/|$)/;

function writeReply(res, result) {
  if (!(result instanceof Reply)) return sendJson(res, 200, result ?? {});
  if (result.json !== undefined)
    return sendJson(res, result.status, result.json, result.headers);
  const isHtml = result.html !== undefined;
  const body = isHtml ? result.html : (result.text ?? "");
  res.writeHead(result.status, {
    ...CORS_HEADERS,
    "Content-Type": isHtml
      ? "text/html; charset=utf-8"
      : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...result.headers,
  });
  res.end(body);
}

/**
 * Starts the demo server on 127.0.0.1.
 * @param {{ port?: number, dataDir?: string, family?: string, version?: string, features?: string[], apiVersions?: Record<string, number>,
 *   staticDir?: string | null, basePath?: string, streamIntervalMs?: number, now?: string, quiet?: boolean, verbose?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, control: ReturnType<typeof createControl>["api"] }>}
 */
export async function startDemoServer(options = {}) {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.quiet ? () => {} : (...args) => console.error(...args);
  const clock = createClock(options.now);
  const familySpec = {
    family: options.family ?? "mastodon",
    version: options.version,
    features: options.features,
    api_versions: options.apiVersions,
  };
  const server = {
    state: { store: null, family: null },
    configOverrides: {},
    auth: createAuth(),
  };
  // A family that spells ids or handles differently needs the seed data
  // loaded again in its shape (tokens survive: account ids do not change).
  const reshapes = (before, after) =>
    before.ids !== after.ids || before.localDomain !== after.localDomain;
  const setFamily = (spec) => {
    const before = server.state.family;
    server.state.family = resolveFamily(spec.family ?? before?.name, {
      version: spec.version,
      features: spec.features,
      api_versions: spec.api_versions,
      fedibird: spec.fedibird,
    });
    if (server.state.store && reshapes(before, server.state.family)) load();
  };
  setFamily(familySpec);
  const router = new Router();
  addAuthRoutes(router, server.auth);
  addRoutes(router);
  const context = () => server.state;
  server.streaming = createStreaming({ context, auth: server.auth });
  server.shoutbox = createShoutbox({ context });
  server.live = createLive({ context });
  const control = createControl(server);

  let serveFiles = null;
  const http = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log("demo server: request failed", error);
      if (!res.headersSent)
        sendJson(res, 500, { error: "Internal server error" });
      else res.end();
    });
  });
  // A client that reuses an idle connection in the moment the server drops it
  // fails with "other side closed". Node's 5 s default is shorter than the
  // pauses a busy machine puts between one test's calls (a unit run at load 19
  // failed that way); nginx in front of a real server keeps 75 s. Below the
  // 60 s headers timeout, which must stay the longer of the two.
  http.keepAliveTimeout = 30_000;

  /** The /__control/rate-limit fault: the next requests it covers answer 429. */
  server.rateLimit = { remaining: 0, retryAfter: "2", path: null };
  function rateLimited(url) {
    const limit = server.rateLimit;
    if (limit.remaining <= 0) return false;
    if (limit.path !== null && !url.pathname.startsWith(limit.path))
      return false;
    limit.remaining -= 1;
    return true;
  }

  /**
   * The /__control/http-fault fault (and /__control/fail, a refusal): the
   * next requests it covers answer as a failing server or proxy would.
   */
  server.httpFault = { ...NO_FAULT };
  function faulted(req, url) {
    const fault = server.httpFault;
    if (!covers(fault, req.method, url.pathname)) return null;
    fault.remaining -= 1;
    return { ...fault };
  }

  async function handle(req, res) {
    const started = Date.now();
    const { store, family } = server.state;
    const url = new URL(req.url, store.origin);
    if (options.verbose)
      res.on("finish", () =>
        log(
          `${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Date.now() - started}ms`,
        ),
      );
    if (url.pathname.startsWith("/__control"))
      return control.handle(req, res, url, readBody);
    if (req.method === "OPTIONS")
      return void res.writeHead(204, CORS_HEADERS).end();
    if (!API_PATH.test(url.pathname) && (await serveFiles(req, res, url)))
      return;
    const fault = API_PATH.test(url.pathname) ? faulted(req, url) : null;
    if (fault !== null) return sendFault(res, fault);
    if (rateLimited(url)) {
      return sendJson(
        res,
        429,
        { error: "Too many requests" },
        { "Retry-After": server.rateLimit.retryAfter },
      );
    }
    const match = router.match(req.method, url.pathname);
    if (
      !match ||
      match.methodNotAllowed ||
      (match.route.capability && !family.has(match.route.capability))
    ) {
      return sendJson(res, 404, { error: family.notFoundError });
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(
      req.headers.authorization ?? "",
    )?.[1];
    const token = bearer ? server.auth.lookup(bearer) : null;
    if (bearer && !token)
      return sendJson(res, 401, { error: "The access token is invalid" });
    const viewerId =
      token?.account_id && store.account(token.account_id)
        ? token.account_id
        : null;
    if (match.route.publicRead && !viewerId && !family.has("publicReads"))
      return sendJson(res, 401, { error: family.visitorError });
    try {
      const { body, files } = await readBody(req);
      const ctx = {
        req,
        res,
        url,
        origin: store.origin,
        store,
        family,
        auth: server.auth,
        token,
        viewerId,
        params: match.params,
        query: new Query(url.searchParams),
        body,
        files,
      };
      ctx.render = { store, family, viewerId };
      writeReply(res, await match.route.handler(ctx));
    } catch (error) {
      if (error instanceof ApiFailure)
        return sendJson(
          res,
          error.status,
          error.body ?? { error: error.message },
        );
      throw error;
    }
  }

  await new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 3030, "127.0.0.1", resolve);
  });
  const port = http.address().port;
  const origin = `http://127.0.0.1:${port}`;

  function load() {
    const { family } = server.state;
    const store = loadSeed({
      dataDir,
      origin,
      clock,
      localDomain: family.localDomain,
      idScheme: family.ids,
    });
    store.on("status.created", (s) =>
      server.streaming.publishStatus(s, "update"),
    );
    store.on("status.updated", (s) =>
      server.streaming.publishStatus(s, "status.update"),
    );
    store.on("status.deleted", (s) =>
      server.streaming.publishStatus(s, "delete"),
    );
    store.on("notification", (n) => server.streaming.publishNotification(n));
    store.on("marker", (m) => server.streaming.publishMarker(m));
    store.on("member.event", (e) => server.streaming.publishMemberEvent(e));
    store.on("token.revoked", (t) => server.streaming.closeToken(t));
    server.state.store = store;
  }
  try {
    load();
  } catch (error) {
    http.close();
    throw error;
  }
  server.reset = () => {
    load();
    server.rateLimit.remaining = 0;
    server.httpFault.remaining = 0;
    server.streaming.endFaults();
  };
  /**
   * A restart as a real server's, data kept: every connection is cut, the
   * port refuses connections for `seconds`, then it listens again.
   */
  server.restart = (seconds) => {
    server.streaming.drop();
    server.shoutbox.close();
    http.close(() => {
      setTimeout(() => {
        http.listen(port, "127.0.0.1");
      }, seconds * 1000);
    });
    http.closeAllConnections?.();
  };
  server.setFamily = setFamily;
  serveFiles = createStatic({
    staticDir: options.staticDir ? path.resolve(options.staticDir) : null,
    basePath: options.basePath ?? "/blog",
    dataDir,
    context,
    configOverrides: server.configOverrides,
  });
  http.on("upgrade", (req, socket, head) =>
    server.shoutbox.owns(req)
      ? server.shoutbox.handleUpgrade(req, socket, head)
      : server.streaming.handleUpgrade(req, socket, head),
  );
  server.live.setInterval(options.streamIntervalMs ?? 0);
  const scheduler = setInterval(() => publishDue(server.state.store), 1000);
  scheduler.unref();

  return {
    url: origin,
    port,
    control: control.api,
    close: () =>
      new Promise((resolve) => {
        clearInterval(scheduler);
        server.live.stop();
        server.streaming.close();
        server.shoutbox.close();
        http.closeAllConnections?.();
        http.close(() => resolve());
      }),
  };
}
