// Loads admin.json (README, "Data directory"), what staff work on: pending
// sign-ups, a report queue made from its cases, federation and sign-up
// blocks, relays, invites, the moderation log and Pleroma's configuration.
// Everything is optional; the queue is deterministic, so ids and ages are the
// same on every run.
import { parseAge, seedId } from "./ids.mjs";
import { setAllow, setBlock } from "./adminMrf.mjs";
import {
  adminState,
  canonicalEmail,
  fileReport,
  logAction,
  moderationOf,
  reportNotice,
  sha256,
} from "./adminState.mjs";
import { nextMemberId } from "./memberState.mjs";

const person = (store, name, what) => {
  const found = store.ref(name);
  if (!found)
    throw new Error(`demo data: ${what} names unknown account ${name}`);
  return found;
};

/** An account-shaped profile for a sign-up; it joins the store when approved. */
function pendingProfile(store, row, index) {
  const created = store.clock.now() - parseAge(row.ago);
  return {
    id: row.id ?? seedId(parseAge(row.ago), 0x8000 + index),
    username: row.username,
    domain: null,
    acct: row.username,
    display_name: row.display_name ?? row.username,
    note_source: "",
    note: "",
    url: `${store.origin}/@${row.username}`,
    uri: `${store.origin}/users/${row.username}`,
    avatar: store.mediaUrl("avatar-missing.svg"),
    header: store.mediaUrl("header-missing.svg"),
    fields_source: [],
    fields: [],
    locked: false,
    bot: false,
    group: false,
    discoverable: false,
    created_at: new Date(created).toISOString(),
    role: null,
    moved_to: null,
    moved_id: null,
    extra: { followers: 0, following: 0, statuses: 0 },
    language: row.locale ?? "en",
    birthday: null,
    location: null,
    hide_collections: false,
  };
}

/** Adds a pending sign-up (seed data and the control API). */
export function addPendingAccount(
  store,
  row,
  index = store.admin.accounts.size,
) {
  const profile = pendingProfile(store, row, index);
  const record = {
    id: profile.id,
    username: profile.username,
    domain: null,
    created_at: profile.created_at,
    email: row.email ?? `${row.username}@example.org`,
    ip: row.ip ?? null,
    locale: row.locale ?? "en",
    invite_request: row.reason ?? "",
    confirmed: true,
    approved: false,
    disabled: false,
    silenced: false,
    suspended: false,
    sensitized: false,
    suggested: false,
    tags: new Set(),
    pending: true,
    profile,
  };
  store.admin.accounts.set(record.id, record);
  return record;
}

/** The target's posts a report case points at, newest first. */
function postsOf(store, accountId, count, offset) {
  const posts = [...store.statuses.values()]
    .filter((s) => s.account_id === accountId && !s.reblog_id && !s.deleted)
    .sort((a, b) => (a.seq < b.seq ? 1 : -1));
  return Array.from(
    { length: Math.min(count, posts.length) },
    (_, i) => posts[(offset + i) % posts.length].id,
  );
}

/** The queue's reports as generated from the cases: inputs for fileReport plus their outcome. */
function reportInputs(store, spec) {
  if (!spec?.cases?.length) return [];
  const newest = parseAge(spec.newest ?? "20m");
  const oldest = parseAge(spec.oldest ?? "30d");
  const count = spec.count ?? spec.cases.length;
  const staff = ["maren", "mod"].map((n) => store.ref(n)).filter(Boolean);
  return Array.from({ length: count }, (_, i) => {
    const c = spec.cases[i % spec.cases.length];
    const target = person(store, c.target, "a report");
    const reporters = spec.reporters.filter((n) => n !== c.target);
    const reporter = person(
      store,
      reporters[(i * 5) % reporters.length],
      "a report",
    );
    const age =
      oldest - Math.round(((oldest - newest) * i) / Math.max(1, count - 1));
    const input = {
      created_at: store.clock.iso(age),
      account_id: reporter.id,
      target_account_id: target.id,
      status_ids: postsOf(store, target.id, c.posts ?? 0, i),
      rule_ids: (c.rules ?? []).map(String),
      category: c.category ?? "other",
      comment: c.comment ?? "",
      forwarded: Boolean(target.domain) && i % 2 === 0,
    };
    // Older reports are mostly worked through; the newest third is open,
    // or the newest `open` of them when the data says how many.
    const resolved =
      spec.open === undefined
        ? i % 3 === 0 && i < (count * 2) / 3
        : i < count - spec.open;
    const outcome = (report) => {
      if (resolved && staff.length) {
        const done = store.clock.iso(age - 3600000);
        Object.assign(report, {
          action_taken: true,
          action_taken_at: done,
          action_taken_by_id: staff[i % staff.length].id,
          updated_at: done,
        });
      } else if (i % 5 === 1 && staff.length) {
        report.assigned_id = staff[(i + 1) % staff.length].id;
      }
    };
    return { input, outcome };
  });
}

/** The seed's `admin.report` notifications, pointed at reports of the queue. */
function notifiedInputs(store) {
  return [...store.notifications.values()]
    .filter((n) => n.type === "admin.report" && n.report?.target_account_id)
    .map((n) => ({
      input: {
        created_at: n.created_at,
        account_id: n.from_id,
        target_account_id: n.report.target_account_id,
        status_ids: n.report.status_ids,
        category: n.report.category,
        comment: n.report.comment,
      },
      outcome: (report) => {
        n.report = reportNotice(report);
      },
    }));
}

/** Files the queue oldest first, so ids follow the reports' ages as a server's do. */
function loadReports(store, spec) {
  const all = [...reportInputs(store, spec), ...notifiedInputs(store)];
  all.sort((a, b) => a.input.created_at.localeCompare(b.input.created_at));
  for (const { input, outcome } of all)
    outcome(fileReport(store, input, { notifyStaff: false }));
}

function loadFederation(store, data) {
  store.admin.config = structuredClone(data.config ?? []);
  for (const row of data.domainBlocks ?? []) {
    setBlock(store, row.domain, row);
    store.admin.blockExtras.get(row.domain).created_at = store.clock.iso(
      parseAge(row.ago),
    );
  }
  for (const row of data.domainAllows ?? []) setAllow(store, row.domain, true);
}

function loadBlocks(store, data) {
  const put = (map, item) => map.set(item.id, item);
  for (const row of data.ipBlocks ?? [])
    put(store.admin.ipBlocks, {
      id: nextMemberId(store),
      ip: row.ip,
      severity: row.severity,
      comment: row.comment ?? "",
      created_at: store.clock.iso(parseAge(row.ago)),
      expires_at: row.expires_in
        ? new Date(store.clock.now() + parseAge(row.expires_in)).toISOString()
        : null,
    });
  for (const row of data.emailDomainBlocks ?? [])
    put(store.admin.emailDomainBlocks, {
      id: nextMemberId(store),
      domain: row.domain,
      created_at: store.clock.iso(parseAge(row.ago)),
    });
  for (const email of data.canonicalEmailBlocks ?? [])
    put(store.admin.canonicalEmailBlocks, {
      id: nextMemberId(store),
      canonical_email_hash: sha256(canonicalEmail(email)),
    });
  for (const row of data.relays ?? [])
    store.admin.relays.set(row.actor, {
      actor: row.actor,
      followed_back: Boolean(row.followed_back),
    });
  for (const row of data.invites ?? [])
    put(store.admin.invites, {
      id: nextMemberId(store),
      token: row.token,
      used: Boolean(row.used),
      expires_at: row.expires_in
        ? new Date(store.clock.now() + parseAge(row.expires_in))
            .toISOString()
            .slice(0, 10)
        : null,
      uses: row.uses ?? 0,
      max_use: row.max_use ?? null,
    });
}

function loadLog(store, rows) {
  for (const row of rows) {
    const actor = person(store, row.actor, "a log entry");
    logAction(store, actor.id, row.action, row.message);
    const last = store.admin.log[store.admin.log.length - 1];
    last.time = Math.floor((store.clock.now() - parseAge(row.ago)) / 1000);
    last.message = last.message.replace(
      /^\[[^\]]*\]/,
      `[${new Date(last.time * 1000).toISOString().slice(0, 19).replace("T", " ")}]`,
    );
  }
}

/** Rules get stable ids (and Pleroma's priority) so staff can edit them. */
function numberRules(store) {
  const rules = store.instance.rules ?? [];
  rules.forEach((rule, index) => {
    rule.id ??= String(index + 1);
    rule.priority ??= index + 1;
  });
  store.instance.rules = rules;
}

/**
 * @param {import("./store.mjs").Store} store
 * @param {(name: string, fallback?: unknown) => any} read
 */
export function loadAdminSeed(store, read) {
  const data = read("admin.json", {});
  store.admin = adminState();
  // A pending sign-up is an account to its notification and to staff, but
  // not yet a member anyone else can find (search and directories read
  // `store.accounts`, which it joins when approved).
  const account = store.account.bind(store);
  store.account = (id) =>
    account(id) ?? store.admin.accounts.get(String(id))?.profile ?? null;
  numberRules(store);
  for (const [name, extra] of Object.entries(data.members ?? {})) {
    const account = store.ref(name);
    if (account) Object.assign(moderationOf(store, account.id), extra);
  }
  (data.signups ?? []).forEach((row, index) =>
    addPendingAccount(store, row, index),
  );
  loadReports(store, data.reports);
  loadFederation(store, data);
  loadBlocks(store, data);
  loadLog(store, data.log ?? []);
  // A member's report (routes/reports.mjs) joins the staff's queue.
  store.on("report.filed", (filed) =>
    fileReport(store, {
      id: filed.id,
      account_id: filed.account_id,
      target_account_id: filed.target_account_id,
      status_ids: filed.status_ids,
      rule_ids: filed.rule_ids,
      category: filed.category,
      comment: filed.comment,
      forwarded: filed.forwarded,
    }),
  );
}
