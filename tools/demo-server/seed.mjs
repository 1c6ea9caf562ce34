// Loads a data directory (see README.md, "Data directory") into a Store.
// Everything is read synchronously so the server answers nothing half-loaded.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAge, seedId } from "./ids.mjs";
import { Store } from "./store.mjs";
import { renderText, escapeHtml } from "./text.mjs";
import { seedStatuses } from "./seedStatuses.mjs";
import { generateStatuses } from "./generator.mjs";
import { loadMemberSeed } from "./memberSeed.mjs";
import { loadAdminSeed } from "./adminSeed.mjs";
import { loadFamiliesSeed } from "./familiesSeed.mjs";

function reader(dataDir) {
  return (name, fallback) => {
    const file = path.join(dataDir, name);
    if (!existsSync(file)) {
      if (fallback === undefined)
        throw new Error(`demo data: ${file} is missing`);
      return fallback;
    }
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(
        `demo data: ${file} is not valid JSON (${error.message})`,
      );
    }
  };
}

export function fieldHtml(value) {
  return /^https?:\/\/\S+$/.test(value)
    ? `<a href="${escapeHtml(value)}" rel="me nofollow noopener" target="_blank">${escapeHtml(value.replace(/^https?:\/\//, ""))}</a>`
    : escapeHtml(value);
}

function loadAccounts(store, rows) {
  rows.forEach((row, index) => {
    const created = Date.parse(row.created ?? "2023-01-01T00:00:00Z");
    const domain = row.domain ?? null;
    const base = domain ? `https://${domain}` : store.origin;
    const account = {
      id: ((BigInt(created) << 16n) | BigInt(index)).toString(),
      username: row.username,
      domain,
      acct: domain ? `${row.username}@${domain}` : row.username,
      display_name: row.display_name ?? row.username,
      note_source: row.note ?? "",
      note: "",
      url: `${base}/@${row.username}`,
      uri: `${base}/users/${row.username}`,
      avatar: store.mediaUrl(row.avatar ?? "avatar-missing.svg"),
      header: store.mediaUrl(row.header ?? "header-missing.svg"),
      fields_source: row.fields ?? [],
      fields: (row.fields ?? []).map((f) => ({
        name: f.name,
        value: fieldHtml(f.value),
        verified_at: f.verified ? new Date(created).toISOString() : null,
      })),
      locked: Boolean(row.locked),
      bot: Boolean(row.bot),
      group: Boolean(row.group),
      discoverable: row.discoverable ?? true,
      created_at: new Date(created).toISOString(),
      role: row.role ?? null,
      moved_to: row.moved_to ?? null,
      moved_id: null,
      extra: { followers: 0, following: 0, statuses: 0, ...row.extra },
      language: row.language ?? "en",
      birthday: row.birthday ?? null,
      location: row.location ?? null,
      hide_collections: false,
    };
    store.addAccount(account);
    if (row.password && !domain) store.passwords.set(account.id, row.password);
    if (row.email && !domain) store.emails.set(account.id, row.email);
  });
  const resolve = (name, domain) => {
    const account = store.ref(domain ? `${name}@${domain}` : name);
    return account
      ? { id: account.id, url: account.url, username: account.username }
      : null;
  };
  for (const row of rows) {
    const account = store.ref(
      row.domain ? `${row.username}@${row.domain}` : row.username,
    );
    account.note = renderText(account.note_source, {
      origin: store.origin,
      resolve,
      emojis: store.emojiCodes,
    }).html;
    if (account.moved_to)
      account.moved_id = store.ref(account.moved_to)?.id ?? null;
    const link = (set, list) => {
      for (const other of list ?? []) {
        const target = store.ref(other);
        if (!target)
          throw new Error(
            `demo data: ${row.username} names unknown account ${other}`,
          );
        set(store.key(account.id, target.id));
      }
    };
    link(
      (k) =>
        store.follows.set(k, {
          created_at: account.created_at,
          notify: false,
          reblogs: true,
        }),
      row.follows,
    );
    link((k) => store.requests.add(k), row.requested);
    link((k) => store.blocks.add(k), row.blocking);
    link((k) => store.mutes.add(k), row.muting);
    link((k) => store.endorsements.add(k), row.endorsed);
  }
}

function loadEmojis(store, rows) {
  store.emojis = rows.map((e) => ({
    shortcode: e.shortcode,
    url: store.mediaUrl(e.file),
    static_url: store.mediaUrl(e.static_file ?? e.file),
    visible_in_picker: e.visible_in_picker ?? true,
    category: e.category ?? null,
  }));
  store.emojiCodes = new Set(rows.map((e) => e.shortcode));
}

function loadCards(store, cards) {
  for (const [key, card] of Object.entries(cards)) {
    store.cards.set(key, {
      url: card.url,
      title: card.title ?? "",
      description: card.description ?? "",
      type: card.type ?? "link",
      author_name: card.author_name ?? "",
      author_url: card.author_url ?? "",
      provider_name: card.provider_name ?? "",
      provider_url: card.provider_url ?? "",
      html: card.html ?? "",
      width: card.image ? 400 : 0,
      height: card.image ? 210 : 0,
      image: card.image ? store.mediaUrl(card.image) : null,
      image_description: card.image_description ?? "",
      embed_url: card.embed_url ?? "",
      blurhash: card.blurhash ?? null,
      authors: card.author_name
        ? [
            {
              name: card.author_name,
              url: card.author_url ?? "",
              account: null,
            },
          ]
        : [],
    });
  }
}

function loadNotifications(store, rows) {
  rows.forEach((row, index) => {
    const to = store.ref(row.to);
    const from = store.ref(row.from);
    if (!to || !from)
      throw new Error(
        `demo data: notification ${index} names an unknown account`,
      );
    const age = parseAge(row.ago);
    const status = row.status ? store.statusByKey(row.status) : null;
    if (row.status && !status)
      throw new Error(
        `demo data: notification ${index} names unknown status ${row.status}`,
      );
    const report = row.report
      ? {
          id: String(index + 1),
          action_taken: false,
          category: row.report.category ?? "other",
          comment: row.report.comment ?? "",
          forwarded: false,
          created_at: store.clock.iso(age),
          status_ids: (row.report.statuses ?? [])
            .map((k) => store.statusByKey(k)?.id)
            .filter(Boolean),
          rule_ids: [],
          target_account_id: store.ref(row.report.target)?.id ?? null,
        }
      : null;
    const seq = seedId(age, 4000 + index);
    const createdAt = store.clock.iso(age);
    const id = store.notificationId(seq, {
      created_at: createdAt,
      type: row.type,
    });
    store.notifications.set(id, {
      id,
      seq,
      account_id: to.id,
      type: row.type,
      from_id: from.id,
      status_id: status?.id ?? null,
      target_id: row.target ? (store.ref(row.target)?.id ?? null) : null,
      emoji: row.emoji ?? null,
      report,
      participation_message: row.participation_message ?? null,
      created_at: createdAt,
      dismissed: false,
    });
    if (row.key) store.notificationKeys.set(row.key, id);
  });
}

function loadLists(store, rows) {
  rows.forEach((row, index) => {
    const owner = store.ref(row.owner);
    const id = String(index + 1);
    if (row.favourite) store.member.favouriteLists.add(id);
    store.lists.set(id, {
      id,
      owner_id: owner.id,
      title: row.title,
      replies_policy: row.replies_policy ?? "list",
      exclusive: Boolean(row.exclusive),
      members: new Set((row.members ?? []).map((m) => store.ref(m).id)),
    });
  });
}

function loadMarkers(store, markers) {
  for (const [username, timelines] of Object.entries(markers)) {
    const account = store.ref(username);
    const entry = {};
    if (timelines.home) {
      entry.home = {
        last_read_id: store.statusKeys.get(timelines.home),
        version: 1,
        updated_at: store.clock.iso(3600000),
      };
    }
    if (timelines.notifications) {
      entry.notifications = {
        last_read_id: store.notificationKeys.get(timelines.notifications),
        version: 1,
        updated_at: store.clock.iso(3600000),
      };
    }
    store.markers.set(account.id, entry);
  }
}

function loadTags(store, data) {
  for (const tag of data.tags ?? [])
    store.tags.set(tag.name.toLowerCase(), { ...tag });
  for (const status of store.statuses.values()) {
    for (const name of status.tags) {
      const key = name.toLowerCase();
      if (!store.tags.has(key))
        store.tags.set(key, {
          name: key,
          preferred_name: name,
          uses: [1],
          accounts: [1],
        });
    }
  }
  const byAccount = (map, source) => {
    for (const [username, names] of Object.entries(source ?? {})) {
      map.set(
        store.ref(username).id,
        names.map((n) => n.toLowerCase()),
      );
    }
  };
  byAccount(store.featuredTags, data.featured);
  byAccount(store.followedTags, data.followed);
}

/**
 * @param {{ dataDir: string, origin: string, clock: any, localDomain?: string | null, idScheme?: string }} options
 * `localDomain` and `idScheme` come from the presented family.
 * @returns {Store}
 */
export function loadSeed({ dataDir, origin, clock, localDomain, idScheme }) {
  const read = reader(dataDir);
  const store = new Store({ origin, clock, localDomain, idScheme });
  const mediaIndex = read("media/index.json", {});
  loadEmojis(store, read("emojis.json", []));
  loadAccounts(store, read("accounts.json"));
  loadCards(store, read("cards.json", {}));
  const mediaDefs = read("media.json", {});
  seedStatuses(store, read("statuses.json"), { mediaDefs, mediaIndex });
  generateStatuses(store, read("generate.json", { count: 0 }), {
    mediaDefs,
    mediaIndex,
  });
  loadNotifications(store, read("notifications.json", []));
  loadLists(store, read("lists.json", []));
  loadMarkers(store, read("markers.json", {}));
  loadTags(store, read("tags.json", {}));
  loadMemberSeed(store, read, { mediaDefs, mediaIndex });
  loadFamiliesSeed(store, read, { mediaDefs, mediaIndex });
  store.instance = read("instance.json", { title: "Potluck Demo" });
  store.live = read("live.json", []);
  loadAdminSeed(store, read);
  return store;
}
