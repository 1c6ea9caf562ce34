// The control API for tests (/__control/*), answered only to loopback
// clients and only for JSON requests, so a web page cannot drive it through
// a cross-site form. Every endpoint is also a method of `server.control`.
import { ApiFailure } from "./errors.mjs";
import { sendJson } from "./http.mjs";
import { createStatus, deleteStatus, editStatus } from "./statusOps.mjs";
import { notify } from "./socialOps.mjs";
import { renderStatus } from "./renderStatus.mjs";
import { renderAccount } from "./render.mjs";
import { revokeAccountTokens } from "./accountSettings.mjs";
import { changeAnnouncement } from "./routes/announcements.mjs";
import { ADMIN_CONTROL_HELP, adminControl } from "./adminControl.mjs";
import { HTTP_FAULT_KINDS, NO_FAULT } from "./httpFaults.mjs";
import { FAMILIES_CONTROL_HELP, familiesControl } from "./familiesControl.mjs";
import { placeHostileCorpus } from "./hostileControl.mjs";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const CONTROL_HELP = {
  ...ADMIN_CONTROL_HELP,
  ...FAMILIES_CONTROL_HELP,
  "GET /__control/state":
    "family, sockets, faults in force, and the ids of seed statuses (by key) and accounts (by username)",
  "POST /__control/publish":
    "{ account, text, visibility?, spoiler_text?, language?, reply_to? (id or key), quote? (id or key), html? } → a real status, streamed and in REST; `html` replaces its content afterwards, unescaped (REST only: hostile markup for sanitiser tests)",
  "POST /__control/profile":
    "{ account, display_name?, note?, fields?: [{ name, value }] } → sets them as given, unescaped: `note` and field values are the HTML served (hostile markup for sanitiser tests)",
  "POST /__control/delete":
    "{ id | key, quiet? } → deletes the status and streams `delete` (with quiet: true, streams nothing, as if the news had not arrived yet)",
  "POST /__control/edit":
    "{ id | key, text, spoiler_text? } → edits it and streams `status.update`",
  "POST /__control/notify":
    "{ to, type, from, status? (id or key), emoji?, target? } → a notification, streamed on the user stream",
  "POST /__control/drop-sockets":
    "{ code?, reason? } → closes every socket (abruptly unless a close code is given)",
  "POST /__control/refuse":
    "{ seconds } → drops every socket and refuses new ones (HTTP 503) for that long",
  "POST /__control/malformed":
    "{ kind?: garbage | bad-payload | unknown-event | missing-payload | wrong-shape | binary | all }",
  "POST /__control/silence":
    "{ seconds? } → sends nothing and answers no pings for that long (default 3600; 0 ends it)",
  "POST /__control/reset":
    "reloads the seed data (apps and tokens are kept) and ends faults",
  "POST /__control/family":
    "{ family, version?, features?, api_versions?, fedibird? } → presents another server family from now on (to or from strict: reloads the seed data, keeping tokens)",
  "POST /__control/token":
    "{ username } → { access_token } for that member, without the OAuth pages",
  "POST /__control/revoke":
    "{ username } → revokes every token of that member, as a sign-out elsewhere would: calls answer 401 and its sockets close",
  "POST /__control/rate-limit":
    "{ count?, retry_after?, path? } → the next `count` API requests (default 1; those under `path` only) answer 429 with that Retry-After (seconds or an HTTP date; default 2); `count: 0` ends it",
  "POST /__control/http-fault":
    "{ kind: refusal | 500 | 502-html | 503 | truncated | empty | timeout, count?, path?, exact?, method?, status?, error? } → the next `count` API requests (default 1; those under `path`, or at exactly it with `exact: true`, with `method` only) fail that way: the server refusing them with `status` (default 422) and `{ error }`, a 500, a proxy's HTML 502, a 503 with Retry-After, a 200 whose JSON is cut short, a 200 without a body, or no answer at all (held 120 s); one fault at a time, the latest; `count: 0` ends it",
  "POST /__control/fail":
    "{ path, method?, status?, error?, count? } → shorthand for http-fault with kind refusal at exactly `path`: the next `count` requests (default 1) there answer `status` (default 422) with `{ error }`",
  "POST /__control/restart":
    "{ seconds? } → restarts as a real server would, data kept: every connection is cut and the port refuses connections for that long (default 2), then listens again",
  "POST /__control/disorder":
    "{ duplicate?, reorder? } → from now on every stream frame is sent twice (duplicate: true) and/or frames go out in reverse order in groups of `reorder` (0 ends it)",
  "POST /__control/config":
    "{ ...keys } → merged into the served config.js (e.g. homePage, useHashRouter)",
  "POST /__control/stream":
    "{ interval_ms } → publishes a live post every interval (0 stops it)",
  "POST /__control/tick": "publishes the next live post now",
  "POST /__control/hostile":
    "{ html: [...], urls: [...] } → every text and HTML field of every entity (accounts and their fields, statuses, polls, media, cards, emoji, notifications, lists, announcements, admin reports and accounts, chats, groups, event locations, the instance) gets the next of `html`, every URL field the next of `urls`, unescaped (the XSS corpus test); answers { entities, fields }",
  "POST /__control/burst":
    "{ count, for? } → publishes that many live posts at once (at most 10,000), streamed as each is made: a fast-publishing server for soak runs; with `for` (a username) only posts by accounts that member follows, so each reaches their home stream",
  "POST /__control/announcement":
    "{ action?: publish | edit | delete | react | unreact, id?, text?, all_day?, starts_in_ms?, ends_in_ms?, name?, account? } → changes an announcement and streams announcement, announcement.reaction or announcement.delete to every member",
};

function statusRef(store, ref) {
  if (ref === undefined || ref === null) return null;
  const found = store.status(ref) ?? store.statusByKey(ref);
  if (!found) throw new ApiFailure(404, `No status ${ref}`);
  return found;
}

function memberRef(store, ref, what) {
  const found = store.ref(ref);
  if (!found) throw new ApiFailure(404, `No account ${ref} (${what})`);
  return found;
}

/** @param {{ state: { store: any, family: any }, streaming: any, live: any, auth: any, reset: () => void, setFamily: (spec: any) => void, configOverrides: Record<string, unknown> }} server */
export function createControl(server) {
  const render = (status) =>
    renderStatus(
      {
        store: server.state.store,
        family: server.state.family,
        viewerId: null,
      },
      status,
    );
  const api = {
    state() {
      const { store, family } = server.state;
      return {
        family: {
          name: family.name,
          label: family.label,
          version: family.version,
          api_versions: family.api_versions,
          features: family.features,
          capabilities: [...family.capabilities],
        },
        streaming: server.streaming.state(),
        live_interval_ms: server.live.intervalMs(),
        http_fault: { ...server.httpFault },
        statuses: Object.fromEntries(store.statusKeys),
        accounts: Object.fromEntries(
          [...store.accounts.values()].map((a) => [a.acct, a.id]),
        ),
        status_count: store.statuses.size,
        members: [...store.passwords].map(([id, password]) => {
          const member = store.account(id);
          return { username: member.username, password, role: member.role };
        }),
      };
    },
    publish(body) {
      const { store } = server.state;
      const author = memberRef(store, body.account ?? "alice", "account");
      const status = createStatus(store, author.id, {
        status: body.text ?? body.status ?? "",
        visibility: body.visibility ?? "public",
        spoiler_text: body.spoiler_text,
        sensitive: body.sensitive,
        language: body.language,
        in_reply_to_id: statusRef(store, body.reply_to ?? body.in_reply_to_id)
          ?.id,
        quote_id: statusRef(store, body.quote)?.id,
      });
      if (typeof body.html === "string") status.content = body.html;
      return render(status);
    },
    profile(body) {
      const { store, family } = server.state;
      const account = memberRef(store, body.account ?? "alice", "account");
      if (typeof body.display_name === "string")
        account.display_name = body.display_name;
      if (typeof body.note === "string") {
        account.note_source = body.note;
        account.note = body.note;
      }
      if (Array.isArray(body.fields)) {
        account.fields_source = body.fields.map((f) => ({
          name: String(f.name),
          value: String(f.value ?? ""),
        }));
        account.fields = account.fields_source.map((f) => ({
          ...f,
          verified_at: null,
        }));
      }
      return renderAccount({ store, family, viewerId: null }, account);
    },
    delete(body) {
      const status = statusRef(server.state.store, body.id ?? body.key);
      deleteStatus(server.state.store, status, { quiet: body.quiet === true });
      return { id: status.id };
    },
    edit(body) {
      const status = statusRef(server.state.store, body.id ?? body.key);
      return render(
        editStatus(server.state.store, status, {
          status: body.text,
          spoiler_text: body.spoiler_text,
        }),
      );
    },
    notify(body) {
      const { store } = server.state;
      const n = notify(store, {
        to: memberRef(store, body.to, "to").id,
        type: body.type ?? "mention",
        from: memberRef(store, body.from ?? "bob", "from").id,
        status: statusRef(store, body.status)?.id ?? null,
        target: body.target ? memberRef(store, body.target, "target").id : null,
        emoji: body.emoji ?? null,
      });
      return { id: n?.id ?? null };
    },
    hostile: (body) => placeHostileCorpus(server.state.store, body),
    "drop-sockets": (body) => ({
      dropped: server.streaming.drop({ code: body.code, reason: body.reason }),
    }),
    refuse: (body) => ({
      dropped: server.streaming.refuse(Number(body.seconds ?? 10)),
    }),
    malformed: (body) => ({
      sockets: server.streaming.malformed(body.kind ?? "garbage"),
    }),
    silence(body) {
      server.streaming.silence(
        body.seconds === undefined ? undefined : Number(body.seconds),
      );
      return server.streaming.state();
    },
    reset() {
      server.reset();
      return api.state();
    },
    family(body) {
      server.setFamily(body);
      return api.state().family;
    },
    token(body) {
      const member = memberRef(
        server.state.store,
        body.username ?? body.account,
        "username",
      );
      const record = server.auth.issue(member.id, {
        clientId: null,
        scope: body.scope ?? "read write follow push",
      });
      return {
        access_token: record.access_token,
        token_type: "Bearer",
        scope: record.scope,
        account_id: member.id,
      };
    },
    revoke(body) {
      const { store } = server.state;
      const member = memberRef(
        store,
        body.username ?? body.account,
        "username",
      );
      const before = server.auth.tokens.size;
      revokeAccountTokens({ store, auth: server.auth }, member.id);
      return { revoked: before - server.auth.tokens.size };
    },
    "rate-limit"(body) {
      Object.assign(server.rateLimit, {
        remaining: Number(body.count ?? 1),
        retryAfter: String(body.retry_after ?? 2),
        path: typeof body.path === "string" ? body.path : null,
      });
      return { ...server.rateLimit };
    },
    fail(body) {
      if (typeof body.path !== "string" || !body.path.startsWith("/"))
        throw new Error("fail needs a path starting with /");
      return api["http-fault"]({ ...body, kind: "refusal", exact: true });
    },
    restart(body) {
      const seconds = Number(body.seconds ?? 2);
      // After this reply has gone out.
      setImmediate(() => server.restart(seconds));
      return { restarting_for_s: seconds };
    },
    disorder(body) {
      return server.streaming.disorder({
        duplicate: body.duplicate === true,
        reorder: Number(body.reorder ?? 0),
      });
    },
    "http-fault"(body) {
      const kind = String(body.kind ?? "500");
      if (!HTTP_FAULT_KINDS.includes(kind))
        throw new ApiFailure(
          422,
          `kind must be one of ${HTTP_FAULT_KINDS.join(", ")}`,
        );
      Object.assign(server.httpFault, {
        ...NO_FAULT,
        remaining: Number(body.count ?? 1),
        kind,
        path: typeof body.path === "string" ? body.path : null,
        exact: body.exact === true,
        method:
          typeof body.method === "string" ? body.method.toUpperCase() : null,
        ...(kind === "refusal" && {
          status: Number(body.status ?? NO_FAULT.status),
          error: String(body.error ?? NO_FAULT.error),
        }),
      });
      return { ...server.httpFault };
    },
    config(body) {
      for (const key of Object.keys(server.configOverrides))
        delete server.configOverrides[key];
      Object.assign(server.configOverrides, body);
      return server.configOverrides;
    },
    stream(body) {
      server.live.setInterval(Number(body.interval_ms ?? 0));
      return { live_interval_ms: server.live.intervalMs() };
    },
    announcement: (body) => changeAnnouncement(server.state.store, body),
    ...adminControl(server),
    ...familiesControl(server),
    burst(body) {
      const count = Math.min(10_000, Math.max(0, Number(body.count ?? 1)));
      const { store } = server.state;
      const reader = typeof body.for === "string" ? store.ref(body.for) : null;
      if (typeof body.for === "string" && !reader)
        throw new ApiFailure(422, `no account ${body.for}`);
      let published = 0;
      for (let index = 0; index < count; index += 1)
        if (server.live.tick(reader?.id ?? null)) published += 1;
      return { published };
    },
    tick: () => {
      const status = server.live.tick();
      return status ? render(status) : {};
    },
  };

  async function handle(req, res, url, readBody) {
    if (!LOOPBACK.has(req.socket.remoteAddress))
      return sendJson(res, 403, {
        error: "The control API answers loopback clients only",
      });
    const name = url.pathname.replace(/^\/__control\/?/, "");
    if (req.method === "GET" && name === "")
      return sendJson(res, 200, CONTROL_HELP);
    if (req.method === "GET" && name === "state")
      return sendJson(res, 200, api.state());
    if (req.method !== "POST" || !api[name] || name === "state")
      return sendJson(res, 404, {
        error: `Unknown control endpoint ${req.method} ${url.pathname}`,
        endpoints: CONTROL_HELP,
      });
    const type = req.headers["content-type"] ?? "";
    if (!type.startsWith("application/json")) {
      return sendJson(res, 415, {
        error: "Send control requests as application/json",
      });
    }
    const { body } = await readBody(req);
    try {
      return sendJson(res, 200, api[name](body ?? {}));
    } catch (error) {
      if (error instanceof ApiFailure)
        return sendJson(res, error.status, { error: error.message });
      return sendJson(res, 400, { error: error.message });
    }
  }

  return { api, handle };
}
