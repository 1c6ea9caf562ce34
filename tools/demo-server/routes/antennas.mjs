// kmyblue antennas (capability `antennas`, the Fedibird capability
// `kmyblue_antenna`): timelines filled by rules on accounts, domains,
// keywords and hashtags, each with an exclusion list. Every kind of rule
// that is set must match (and no exclusion); an antenna without rules
// catches nothing. Routes and parameters as syaku/kmyblue
// config/routes/api.rb and app/controllers/api/v1/antennas/ serve them.
import { ApiFailure } from "../errors.mjs";
import { familiesState, nextFamilyId } from "../familiesState.mjs";
import { pageByIds, pageByPosition, reply } from "../http.mjs";
import { renderAccount } from "../render.mjs";
import { truthy, findAccount, requireUser, statusPage } from "./common.mjs";

function renderAntenna(ctx, antenna) {
  const list = antenna.list_id ? ctx.store.lists.get(antenna.list_id) : null;
  return {
    id: antenna.id,
    title: antenna.title,
    stl: antenna.stl,
    insert_feeds: antenna.insert_feeds,
    with_media_only: antenna.with_media_only,
    ignore_reblog: antenna.ignore_reblog,
    accounts_count: antenna.accounts.size,
    domains_count: antenna.domains.size,
    tags_count: antenna.tags.size,
    keywords_count: antenna.keywords.size,
    list: list ? { id: list.id, title: list.title } : null,
  };
}

/** Whether the antenna catches a post. */
export function caught(store, antenna, status) {
  if (status.reblog_id && antenna.ignore_reblog) return false;
  const s = status.reblog_id ? store.status(status.reblog_id) : status;
  if (!s || !["public", "unlisted"].includes(s.visibility)) return false;
  const domain = store.account(s.account_id)?.domain ?? store.localDomain;
  const text = s.text.toLowerCase();
  const has = (words) =>
    [...words].some((word) => text.includes(word.toLowerCase()));
  const tagged = (tags) => s.tags.some((tag) => tags.has(tag.toLowerCase()));
  if (
    antenna.exclude_accounts.has(s.account_id) ||
    antenna.exclude_domains.has(domain) ||
    has(antenna.exclude_keywords) ||
    tagged(antenna.exclude_tags) ||
    (antenna.with_media_only && s.media_ids.length === 0)
  )
    return false;
  const rules = [];
  if (antenna.accounts.size) rules.push(antenna.accounts.has(s.account_id));
  if (antenna.domains.size) rules.push(antenna.domains.has(domain));
  if (antenna.keywords.size) rules.push(has(antenna.keywords));
  if (antenna.tags.size) rules.push(tagged(antenna.tags));
  return rules.length > 0 && rules.every(Boolean);
}

/** The antenna `id` if `viewerId` owns it, else null. */
export function ownedAntenna(store, id, viewerId) {
  const antenna = familiesState(store).antennas.get(id);
  return antenna && viewerId && antenna.owner_id === viewerId ? antenna : null;
}

function ownAntenna(ctx) {
  const antenna = ownedAntenna(ctx.store, ctx.params.id, requireUser(ctx));
  if (!antenna) throw new ApiFailure(404, "Record not found");
  return antenna;
}

function applySettings(ctx, antenna) {
  const body = ctx.body;
  if (body.title !== undefined) {
    const title = String(body.title).trim();
    if (!title)
      throw new ApiFailure(422, "Validation failed: Title can't be blank");
    antenna.title = title;
  }
  for (const flag of [
    "stl",
    "insert_feeds",
    "with_media_only",
    "ignore_reblog",
  ])
    if (body[flag] !== undefined) antenna[flag] = truthy(body[flag]);
  if (body.list_id !== undefined) {
    const list = body.list_id
      ? ctx.store.lists.get(String(body.list_id))
      : null;
    if (body.list_id && (!list || list.owner_id !== antenna.owner_id))
      throw new ApiFailure(404, "Record not found");
    antenna.list_id = list?.id ?? null;
  }
}

const values = (ctx, name) =>
  [ctx.body[name] ?? ctx.query.list(name)].flat().map(String).filter(Boolean);

/**
 * The body field, how a value is kept (tags lower-cased without the #) and
 * kmyblue's refusal of a value already there (config/locales/en.yml
 * `antennas.errors.duplicate_*`, raised as Mastodon::ValidationError: 422).
 */
const RULES = {
  accounts: [
    "account_ids",
    (ctx, v) => findAccount(ctx, v).id,
    "Duplicate account",
  ],
  domains: ["domains", (ctx, v) => v.toLowerCase(), "Duplicate domain"],
  keywords: ["keywords", (ctx, v) => v, "Duplicate keyword"],
  tags: [
    "tags",
    (ctx, v) => v.replace(/^#/, "").toLowerCase(),
    "Duplicate tag",
  ],
};

/** kmyblue keeps keywords of two letters or more (app/models/antenna.rb). */
const TOO_SHORT = "Too short keyword! must 2 and more letters";

function ruleRoutes(add, name) {
  const [field, read, duplicate] = RULES[name];
  for (const [prefix, key] of [
    ["", name],
    ["exclude_", `exclude_${name}`],
  ]) {
    const path = `/api/v1/antennas/:id/${prefix}${name}`;
    add("POST", path, (ctx) => {
      const antenna = ownAntenna(ctx);
      const added = values(ctx, field).map((v) => read(ctx, v));
      for (const v of added) {
        if (antenna[key].has(v)) throw new ApiFailure(422, duplicate);
        if (name === "keywords" && !prefix && v.trim().length < 2)
          throw new ApiFailure(422, TOO_SHORT);
      }
      for (const v of added) antenna[key].add(v);
      return reply({});
    });
    add("DELETE", path, (ctx) => {
      const antenna = ownAntenna(ctx);
      for (const v of values(ctx, field)) antenna[key].delete(read(ctx, v));
      return reply({});
    });
  }
  if (name === "accounts") {
    for (const key of ["accounts", "exclude_accounts"])
      add("GET", `/api/v1/antennas/:id/${key}`, (ctx) => {
        const { page, headers } = pageByPosition(
          ctx,
          [...ownAntenna(ctx)[key]],
          {
            idOf: (id) => id,
          },
        );
        return reply(
          page.map((id) => renderAccount(ctx.render, ctx.store.account(id))),
          { headers },
        );
      });
  } else {
    add("GET", `/api/v1/antennas/:id/${name}`, (ctx) => {
      const antenna = ownAntenna(ctx);
      return {
        [name]: [...antenna[name]],
        [`exclude_${name}`]: [...antenna[`exclude_${name}`]],
      };
    });
  }
}

/** @param {import("../http.mjs").Router} router */
export function addAntennaRoutes(router) {
  const add = (method, path, handler) =>
    router.add(method, path, handler, { capability: "antennas" });
  add("GET", "/api/v1/antennas", (ctx) => {
    const me = requireUser(ctx);
    return [...familiesState(ctx.store).antennas.values()]
      .filter((a) => a.owner_id === me)
      .map((a) => renderAntenna(ctx, a));
  });
  add("POST", "/api/v1/antennas", (ctx) => {
    const me = requireUser(ctx);
    const antenna = {
      id: nextFamilyId(ctx.store),
      owner_id: me,
      title: "",
      stl: false,
      insert_feeds: false,
      list_id: null,
      with_media_only: false,
      ignore_reblog: false,
      ...Object.fromEntries(
        Object.keys(RULES).flatMap((n) => [
          [n, new Set()],
          [`exclude_${n}`, new Set()],
        ]),
      ),
    };
    if (!String(ctx.body.title ?? "").trim())
      throw new ApiFailure(422, "Validation failed: Title can't be blank");
    applySettings(ctx, antenna);
    familiesState(ctx.store).antennas.set(antenna.id, antenna);
    return renderAntenna(ctx, antenna);
  });
  add("GET", "/api/v1/antennas/:id", (ctx) =>
    renderAntenna(ctx, ownAntenna(ctx)),
  );
  add("PUT", "/api/v1/antennas/:id", (ctx) => {
    const antenna = ownAntenna(ctx);
    applySettings(ctx, antenna);
    return renderAntenna(ctx, antenna);
  });
  add("DELETE", "/api/v1/antennas/:id", (ctx) => {
    familiesState(ctx.store).antennas.delete(ownAntenna(ctx).id);
    return reply({});
  });
  for (const name of Object.keys(RULES)) ruleRoutes(add, name);
  add("GET", "/api/v1/timelines/antenna/:id", (ctx) => {
    const antenna = ownAntenna(ctx);
    const list = ctx.store.listStatuses(ctx.viewerId, (s) =>
      caught(ctx.store, antenna, s),
    );
    return statusPage(ctx, pageByIds(ctx, list));
  });
  for (const [path, key] of [
    ["antennas", "accounts"],
    ["exclude_antennas", "exclude_accounts"],
  ])
    add("GET", `/api/v1/accounts/:id/${path}`, (ctx) => {
      const me = requireUser(ctx);
      const target = findAccount(ctx, ctx.params.id).id;
      return [...familiesState(ctx.store).antennas.values()]
        .filter((a) => a.owner_id === me && a[key].has(target))
        .map((a) => renderAntenna(ctx, a));
    });
}
