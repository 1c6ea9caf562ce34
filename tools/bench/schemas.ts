/**
 * Schema micro-benchmark: how many Mastodon 4.4-shaped statuses and accounts
 * the zod schemas in src/api/schemas parse per second.
 *
 *   node tools/bench/schemas.mjs                  # prints figures, one per line
 *   import { benchSchemas } from "./schemas.ts"   # returns them as an object
 *
 * The statuses are synthetic but shaped like Mastodon 4.4 replies, with a
 * deterministic mix: about 25% boosts (reblog nested), 10% Mastodon 4.5
 * quotes (`quote: {state, quoted_status}`), 30% with 1 to 4 images (blurhash,
 * meta), 10% cards, 5% polls; mentions, tags and emojis; authors with custom
 * emojis, profile fields and roles. Each status is a fresh object, as after
 * JSON.parse. The real-server captures in /work/shared/fixtures are timed on
 * their own line when present (other families, other shapes).
 *
 * Figures are medians over several passes, per second of wall time and per
 * second of this process's CPU time (the load average is printed alongside).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { accountSchema } from "../../src/api/schemas/account";
import { statusSchema } from "../../src/api/schemas/status";

type Raw = Record<string, unknown>;

const HOST = "https://bench.example";

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Mastodon-like snowflake ids: 18 digits. */
const snowflake = (n: number) =>
  String(110_000_000_000_000_000n + BigInt(n) * 7919n);

const BLURHASHES = [
  "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
  "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
  "L6PZfSi_.AyE_3t7t7R**0o#DgR4",
  "UKO2?U%2Tw=w]~RBVZRi};RPxuwH%3s8tLOt",
];

function emoji(code: string) {
  return {
    shortcode: code,
    url: `https://files.bench.example/custom_emojis/images/000/001/${code}/original/${code}.png`,
    static_url: `https://files.bench.example/custom_emojis/images/000/001/${code}/static/${code}.png`,
    visible_in_picker: true,
  };
}

/** A Mastodon 4.4 account, as nested in a status. */
export function benchAccount(n: number): Raw {
  const id = snowflake(n);
  const remote = n % 4 !== 0;
  const host = remote ? `https://remote${n % 23}.example` : HOST;
  return {
    id,
    username: `member${n}`,
    acct: remote ? `member${n}@remote${n % 23}.example` : `member${n}`,
    display_name: n % 3 === 0 ? `Member ${n} :blobcat:` : `Member ${n}`,
    locked: n % 11 === 0,
    bot: n % 50 === 0,
    discoverable: n % 7 !== 0,
    indexable: n % 5 !== 0,
    group: false,
    created_at: "2023-04-01T00:00:00.000Z",
    note: `<p>Hello, I am member ${n}. I like potlucks, bread and <a href="${HOST}/tags/federation" class="mention hashtag" rel="tag">#<span>federation</span></a>.</p>`,
    url: `${host}/@member${n}`,
    uri: `${host}/users/member${n}`,
    avatar: `https://files.bench.example/accounts/avatars/${id.slice(0, 3)}/${id.slice(3, 6)}/original/${id}.png`,
    avatar_static: `https://files.bench.example/accounts/avatars/${id.slice(0, 3)}/${id.slice(3, 6)}/original/${id}.png`,
    header: `https://files.bench.example/accounts/headers/${id.slice(0, 3)}/${id.slice(3, 6)}/original/${id}.jpg`,
    header_static: `https://files.bench.example/accounts/headers/${id.slice(0, 3)}/${id.slice(3, 6)}/original/${id}.jpg`,
    followers_count: n * 7,
    following_count: n * 3,
    statuses_count: n * 11,
    last_status_at: "2026-11-20",
    hide_collections: n % 9 === 0,
    noindex: false,
    emojis: n % 3 === 0 ? [emoji("blobcat"), emoji("potluck")] : [],
    roles:
      n % 10 === 0
        ? [{ id: "3", name: "Owner", color: "#ff3838" }]
        : n % 10 === 1
          ? [{ id: "2", name: "Moderator", color: "" }]
          : [],
    fields: [
      {
        name: "Website",
        value: `<a href="${host}" target="_blank" rel="nofollow noopener me" translate="no"><span class="invisible">https://</span><span class="">${host.slice(8)}</span><span class="invisible"></span></a>`,
        verified_at: n % 2 === 0 ? "2024-07-15T18:29:57.191+00:00" : null,
      },
      { name: "Pronouns", value: "they/them", verified_at: null },
    ].slice(0, 1 + (n % 2)),
  };
}

function attachment(id: string, random: () => number) {
  const width = 800 + Math.floor(random() * 1200);
  const height = 600 + Math.floor(random() * 900);
  const small = { width: 480, height: Math.round((480 * height) / width) };
  const path = `https://files.bench.example/media_attachments/files/${id.slice(0, 3)}/${id.slice(3, 6)}`;
  return {
    id,
    type: "image",
    url: `${path}/original/${id}.jpg`,
    preview_url: `${path}/small/${id}.jpg`,
    remote_url: random() < 0.5 ? null : `https://remote.example/m/${id}.jpg`,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original: {
        width,
        height,
        size: `${width}x${height}`,
        aspect: width / height,
      },
      small: {
        ...small,
        size: `${small.width}x${small.height}`,
        aspect: width / height,
      },
      focus: random() < 0.3 ? { x: -0.25, y: 0.5 } : undefined,
    },
    description: random() < 0.7 ? "Dishes on a long table." : null,
    blurhash: BLURHASHES[Math.floor(random() * BLURHASHES.length)],
  };
}

function card(n: number) {
  return {
    url: `https://news.example/articles/${n}`,
    title: `An article about potluck number ${n}`,
    description: "What happens when everyone brings dessert.",
    language: "en",
    type: "link",
    author_name: "A. Writer",
    author_url: "https://news.example/writers/a",
    provider_name: "News",
    provider_url: "https://news.example",
    html: "",
    width: 400,
    height: 200,
    image: `https://files.bench.example/cache/preview_cards/images/${n}.jpg`,
    image_description: "",
    embed_url: "",
    blurhash: "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
    published_at: "2026-11-19T08:00:00.000Z",
    authors: [
      {
        name: "A. Writer",
        url: "https://news.example/writers/a",
        account: n % 2 === 0 ? benchAccount(n % 400) : null,
      },
    ],
  };
}

function poll(id: string, n: number) {
  const options = ["Soup", "Salad", "Bread", "Cake"].slice(0, 2 + (n % 3));
  return {
    id,
    expires_at: "2026-12-01T00:00:00.000Z",
    expired: false,
    multiple: n % 2 === 0,
    votes_count: 10,
    voters_count: 10,
    options: options.map((title, i) => ({ title, votes_count: i + 2 })),
    emojis: [],
    voted: n % 3 === 0,
    own_votes: n % 3 === 0 ? [0] : [],
  };
}

/** A plain status (no boost, no quote). */
function plainStatus(n: number, random: () => number): Raw {
  const id = snowflake(n);
  const author = benchAccount(Math.floor(random() * 400));
  const roll = random();
  const images = roll < 0.3 ? 1 + Math.floor(random() * 4) : 0;
  const mentioned = Math.floor(random() * 3);
  const tagged = Math.floor(random() * 3);
  const reply = random() < 0.2;
  const username = String(author.username);
  return {
    id,
    created_at: new Date(1_790_000_000_000 + n * 1000).toISOString(),
    in_reply_to_id: reply ? snowflake(n - 3) : null,
    in_reply_to_account_id: reply ? snowflake(17) : null,
    sensitive: n % 13 === 0,
    spoiler_text: n % 13 === 0 ? "food" : "",
    visibility: n % 10 === 0 ? "unlisted" : "public",
    language: "en",
    uri: `${HOST}/users/${username}/statuses/${id}`,
    url: `${HOST}/@${username}/${id}`,
    replies_count: n % 5,
    reblogs_count: n % 7,
    favourites_count: n % 17,
    quotes_count: n % 29 === 0 ? 1 : 0,
    edited_at: n % 19 === 0 ? "2026-11-20T10:00:00.000Z" : null,
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    pinned: false,
    content: `<p>Post ${n}: tonight's potluck has ${n % 9} soups and far too many desserts. <a href="${HOST}/tags/potluck" class="mention hashtag" rel="tag">#<span>potluck</span></a> <span class="h-card" translate="no"><a href="${HOST}/@friend" class="u-url mention">@<span>friend</span></a></span> :blobcat:</p>`,
    filtered: [],
    reblog: null,
    application: n % 2 === 0 ? { name: "Web", website: null } : null,
    account: author,
    media_attachments: Array.from({ length: images }, (_, i) =>
      attachment(`${id}${i}`, random),
    ),
    mentions: Array.from({ length: mentioned }, (_, i) => ({
      id: snowflake(17 + i),
      username: `friend${i}`,
      url: `https://remote${i}.example/@friend${i}`,
      acct: `friend${i}@remote${i}.example`,
    })),
    tags: Array.from({ length: tagged }, (_, i) => ({
      name: ["potluck", "food", "bread"][i],
      url: `${HOST}/tags/${["potluck", "food", "bread"][i]}`,
    })),
    emojis: n % 4 === 0 ? [emoji("blobcat")] : [],
    card: roll >= 0.3 && roll < 0.4 ? card(n) : null,
    poll: roll >= 0.4 && roll < 0.45 ? poll(id, n) : null,
    quote: null,
    quote_approval: {
      automatic: ["public"],
      manual: [],
      current_user: "automatic",
    },
  };
}

/** The n-th timeline entry: ~25% boosts, ~10% quotes, the rest plain. */
export function benchStatus(n: number, random: () => number): Raw {
  const roll = random();
  const base = plainStatus(n * 2, random);
  if (roll < 0.25) {
    return {
      ...base,
      content: "",
      reblog: plainStatus(n * 2 + 1, random),
      media_attachments: [],
      mentions: [],
      tags: [],
      card: null,
      poll: null,
    };
  }
  if (roll < 0.35) {
    const quoted = plainStatus(n * 2 + 1, random);
    return { ...base, quote: { state: "accepted", quoted_status: quoted } };
  }
  return base;
}

/** Status-shaped JSON from the shared real-server and docs fixtures. */
function fixtureStatuses(): string[] {
  const dirs = [
    "/work/shared/fixtures/real",
    "/work/shared/fixtures/mastodon-docs",
  ];
  const found: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(".json")) continue;
      if (!/status|quote|context|Status-/i.test(name)) continue;
      const value: unknown = JSON.parse(readFileSync(join(dir, name), "utf8"));
      const collect = (item: unknown) => {
        if (typeof item === "object" && item !== null && "account" in item) {
          if ("content" in item) found.push(JSON.stringify(item));
        }
      };
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === "object" && value !== null) {
        collect(value);
        for (const nested of Object.values(value))
          if (Array.isArray(nested)) nested.forEach(collect);
      }
    }
  }
  return found;
}

interface Rate {
  wall: number;
  cpu: number;
}

export interface SchemaBenchResult {
  statusesPerSecond: Rate;
  accountsPerSecond: Rate;
  fixtureStatusesPerSecond: Rate | null;
  fixtureStatuses: number;
  microsecondsPerStatus: number;
  microsecondsPerAccount: number;
  loadAverage: number;
  runs: number;
}

function stopwatch(): () => Rate {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return {
      wall: performance.now() - wall,
      cpu: (used.user + used.system) / 1000,
    };
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Parses fresh copies of `json` (JSON.parse is outside the timed part) with
 * `parse`, `runs` times after `warmup` untimed passes; median items/s.
 */
function timeParse(
  json: string[],
  parse: (raw: unknown) => unknown,
  runs: number,
  warmup: number,
): Rate {
  const rates: Rate[] = [];
  for (let run = 0; run < warmup + runs; run += 1) {
    const raws: unknown[] = json.map((text): unknown => JSON.parse(text));
    const elapsed = stopwatch();
    for (const raw of raws) parse(raw);
    const ms = elapsed();
    if (run >= warmup) {
      rates.push({
        wall: raws.length / (ms.wall / 1000),
        cpu: raws.length / (ms.cpu / 1000),
      });
    }
  }
  return {
    wall: Math.round(median(rates.map((r) => r.wall))),
    cpu: Math.round(median(rates.map((r) => r.cpu))),
  };
}

export function benchSchemas(runs = 7): SchemaBenchResult {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const random = seeded(42);
  const statuses = Array.from({ length: 2000 }, (_, n) =>
    JSON.stringify(benchStatus(n, random)),
  );
  const accounts = Array.from({ length: 2000 }, (_, n) =>
    JSON.stringify(benchAccount(n)),
  );
  const fixtures = fixtureStatuses();
  const parseStatus = (raw: unknown) => statusSchema.parse(raw);
  const parseAccount = (raw: unknown) => accountSchema.parse(raw);
  // Fixtures include odd shapes (some fail on purpose): safeParse there.
  const parseFixture = (raw: unknown) => statusSchema.safeParse(raw);
  const statusRate = timeParse(statuses, parseStatus, runs, 3);
  const accountRate = timeParse(accounts, parseAccount, runs, 3);
  const fixtureJson = fixtures.length
    ? Array.from(
        { length: Math.ceil(2000 / fixtures.length) },
        () => fixtures,
      ).flat()
    : [];
  const fixtureRate = fixtureJson.length
    ? timeParse(fixtureJson, parseFixture, runs, 3)
    : null;
  return {
    statusesPerSecond: statusRate,
    accountsPerSecond: accountRate,
    fixtureStatusesPerSecond: fixtureRate,
    fixtureStatuses: fixtures.length,
    microsecondsPerStatus: Math.round((1e6 / statusRate.cpu) * 10) / 10,
    microsecondsPerAccount: Math.round((1e6 / accountRate.cpu) * 10) / 10,
    loadAverage,
    runs,
  };
}

const both = (r: Rate) => `${r.wall} (wall), ${r.cpu} (CPU time)`;

export function printSchemaBench(result: SchemaBenchResult): void {
  const lines = [
    `schemas: load average at start: ${result.loadAverage}`,
    `schemas: statuses parsed per second (Mastodon 4.4 mix): ${both(result.statusesPerSecond)}`,
    `schemas: microseconds per status (CPU): ${result.microsecondsPerStatus}`,
    `schemas: accounts parsed per second: ${both(result.accountsPerSecond)}`,
    `schemas: microseconds per account (CPU): ${result.microsecondsPerAccount}`,
  ];
  if (result.fixtureStatusesPerSecond) {
    lines.push(
      `schemas: real-capture statuses parsed per second (${result.fixtureStatuses} fixtures, all families): ${both(result.fixtureStatusesPerSecond)}`,
    );
  }
  for (const line of lines) process.stdout.write(`${line}\n`);
}
