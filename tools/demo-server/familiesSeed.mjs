// Loads families.json (README, "Data directory"), the seed data of the
// families' own features: an event that asks for approval, chats, groups,
// circles and antennas, GoToSocial interaction policies and pending
// requests, an Iceshrimp.NET drive, scrobbles, RSS feeds, the shoutbox,
// Mitra subscriptions and Pixelfed stories. Also installs the audience
// rules these features add to who may see a post (circles, replies awaiting
// approval).
import { loadDislikes } from "./dislikes.mjs";
import { memberSettings } from "./accountSettings.mjs";
import { familiesState, nextFamilyId } from "./familiesState.mjs";
import { parseAge, seedId } from "./ids.mjs";
import { audienceOf } from "./routes/postHooks.mjs";
import { makeStory } from "./routes/stories.mjs";
import { addShout } from "./shoutbox.mjs";
import { makeAttachment, seedStatuses } from "./seedStatuses.mjs";
import { buildStatus, statusHtml } from "./statusOps.mjs";
import { renderText } from "./text.mjs";

const person = (store, name, what) => {
  const found = store.ref(name);
  if (!found)
    throw new Error(`demo data: ${what} names unknown account ${name}`);
  return found;
};
const post = (store, key, what) => {
  const found = store.statusByKey(key);
  if (!found) throw new Error(`demo data: ${what} names unknown status ${key}`);
  return found;
};
const ids = (store, names, what) =>
  (names ?? []).map((name) => person(store, name, what).id);

/** A seed media attachment owned by `accountId`; returns its id. */
function seedMedia(store, media, key, accountId, seq) {
  const def = media.mediaDefs[key];
  if (!def)
    throw new Error(`demo data: families.json names unknown media ${key}`);
  const attachment = makeAttachment(store, def, media.mediaIndex, seq);
  store.media.set(attachment.id, { ...attachment, account_id: accountId });
  return attachment.id;
}

function loadEvents(store, rows, media) {
  seedStatuses(store, rows, media);
  for (const row of rows) {
    const status = post(store, row.key, "an event");
    for (const request of row.requests ?? []) {
      status.event.requests.set(person(store, request.account, "an event").id, {
        message: request.message ?? null,
        created_at: store.clock.iso(parseAge(row.ago) / 2),
      });
    }
  }
}

function loadChats(store, rows, media) {
  const state = familiesState(store);
  rows.forEach((row, index) => {
    const members = ids(store, row.members, "a chat");
    const id = nextFamilyId(store);
    const messages = row.messages.map((m, i) => {
      const from = person(store, m.from, "a chat message").id;
      const rendered = renderText(m.text, {
        origin: store.origin,
        resolve: () => null,
        emojis: store.emojiCodes,
      });
      const seq = seedId(parseAge(m.ago), 0x6000 + index * 64 + i);
      return {
        id: seq,
        account_id: from,
        text: m.text,
        html: rendered.html,
        emojis: rendered.emojis,
        media_id: m.media
          ? seedMedia(
              store,
              media,
              m.media,
              from,
              seedId(parseAge(m.ago), 0x6800 + index * 64 + i),
            )
          : null,
        created_at: store.clock.iso(parseAge(m.ago)),
      };
    });
    const lastRead = new Map();
    for (const [name, position] of Object.entries(row.read ?? {}))
      lastRead.set(
        person(store, name, "a chat").id,
        messages[position]?.id ?? null,
      );
    state.chats.set(id, { id, members, messages, lastRead });
  });
}

function loadGroups(store, rows, media) {
  const state = familiesState(store);
  for (const row of rows) {
    const id = nextFamilyId(store);
    const owner = person(store, row.owner, "a group").id;
    const members = new Map([[owner, "owner"]]);
    for (const [name, role] of Object.entries(row.members ?? {}))
      members.set(person(store, name, "a group").id, role);
    state.groups.set(id, {
      id,
      slug: row.slug,
      display_name: row.display_name,
      note: statusHtml(store, row.note ?? ""),
      owner_id: owner,
      locked: Boolean(row.locked),
      created_at: store.clock.iso(parseAge(row.created_ago ?? "30d")),
      members,
      requested: new Set(ids(store, row.requested, "a group")),
      blocked: new Set(ids(store, row.blocked, "a group")),
      suspended: false,
    });
    const posts = (row.posts ?? []).map((p, i) => ({
      key: `group-${row.key}-${i}`,
      ...p,
    }));
    seedStatuses(store, posts, media);
    for (const p of posts)
      state.groupPosts.set(post(store, p.key, "a group").id, id);
  }
}

function loadCircles(store, rows) {
  const state = familiesState(store);
  for (const row of rows) {
    const id = nextFamilyId(store);
    state.circles.set(id, {
      id,
      owner_id: person(store, row.owner, "a circle").id,
      title: row.title,
      members: new Set(ids(store, row.members, "a circle")),
    });
  }
}

function loadAntennas(store, rows) {
  const state = familiesState(store);
  for (const row of rows) {
    const id = nextFamilyId(store);
    state.antennas.set(id, {
      id,
      owner_id: person(store, row.owner, "an antenna").id,
      title: row.title,
      stl: Boolean(row.stl),
      insert_feeds: false,
      list_id: null,
      with_media_only: Boolean(row.with_media_only),
      ignore_reblog: Boolean(row.ignore_reblog),
      accounts: new Set(ids(store, row.accounts, "an antenna")),
      exclude_accounts: new Set(ids(store, row.exclude_accounts, "an antenna")),
      domains: new Set(row.domains ?? []),
      exclude_domains: new Set(row.exclude_domains ?? []),
      keywords: new Set(row.keywords ?? []),
      exclude_keywords: new Set(row.exclude_keywords ?? []),
      tags: new Set((row.tags ?? []).map((t) => t.toLowerCase())),
      exclude_tags: new Set(
        (row.exclude_tags ?? []).map((t) => t.toLowerCase()),
      ),
    });
  }
}

/** GoToSocial policies: `with_approval` for the listed visibilities of a member's posts. */
function loadInteractions(store, policies, rows) {
  for (const [name, rule] of Object.entries(policies ?? {})) {
    const settings = memberSettings(store, person(store, name, "a policy").id);
    for (const visibility of rule.visibilities)
      for (const action of ["can_favourite", "can_reblog", "can_reply"])
        settings.interactionPolicies[visibility][action] = {
          always: [...rule.always],
          with_approval: [...rule.with_approval],
        };
  }
  const state = familiesState(store);
  rows.forEach((row, index) => {
    const target = post(store, row.status, "an interaction request");
    const accountId = person(store, row.account, "an interaction request").id;
    const age = parseAge(row.ago);
    let replyId = null;
    if (row.type === "reply") {
      const reply = buildStatus(store, {
        seq: seedId(age, 0x7000 + index),
        account_id: accountId,
        created_at: store.clock.iso(age),
        text: row.text,
        in_reply_to_id: target.id,
        visibility: target.visibility,
        pending_approval: true,
      });
      store.statuses.set(reply.id, reply);
      replyId = reply.id;
    }
    const id = seedId(age, 0x7100 + index);
    state.interactionRequests.set(id, {
      id,
      type: row.type,
      account_id: accountId,
      status_id: target.id,
      reply_id: replyId,
      created_at: store.clock.iso(age),
      accepted_at: null,
      rejected_at: null,
    });
  });
}

function loadDrive(store, drives, media) {
  const state = familiesState(store);
  let seq = 0;
  for (const [name, drive] of Object.entries(drives ?? {})) {
    const owner = person(store, name, "a drive").id;
    const addFiles = (files, folderId) => {
      for (const file of files ?? []) {
        const id = seedMedia(
          store,
          media,
          file.media,
          owner,
          seedId(parseAge("10d"), 0x7400 + seq++),
        );
        state.driveFiles.set(id, {
          folder_id: folderId,
          filename: file.filename,
          sensitive: false,
        });
      }
    };
    addFiles(drive.files, null);
    for (const folder of drive.folders ?? []) {
      const id = nextFamilyId(store);
      state.driveFolders.set(id, {
        id,
        owner_id: owner,
        name: folder.name,
        parent_id: null,
      });
      addFiles(folder.files, id);
    }
  }
}

function loadSmaller(store, data) {
  const state = familiesState(store);
  state.locations = data.locations ?? [];
  state.scrobbles = (data.scrobbles ?? []).map((s, i) => ({
    id: seedId(parseAge(s.ago), 0x7800 + i),
    account_id: person(store, s.account, "a scrobble").id,
    title: s.title,
    artist: s.artist ?? null,
    album: s.album ?? null,
    length: s.length ?? null,
    created_at: store.clock.iso(parseAge(s.ago)),
  }));
  for (const [name, urls] of Object.entries(data.rss_feeds ?? {}))
    state.rssFeeds.set(person(store, name, "an RSS feed").id, [...urls]);
  for (const shout of data.shoutbox ?? [])
    addShout(store, person(store, shout.from, "the shoutbox").id, shout.text);
  const subscriptions = data.subscriptions ?? {};
  for (const [name, options] of Object.entries(subscriptions.options ?? {}))
    state.subscriptionOptions.set(
      person(store, name, "a subscription option").id,
      options.map((o) => ({ ...o })),
    );
  for (const row of subscriptions.subscribers ?? []) {
    const sender = person(store, row.sender, "a subscription").id;
    const recipient = person(store, row.recipient, "a subscription").id;
    state.subscriptions.set(`${sender}>${recipient}`, {
      id: state.subscriptions.size + 1,
      sender_id: sender,
      recipient_id: recipient,
      expires_at: new Date(
        store.clock.now() + parseAge(row.expires_in),
      ).toISOString(),
    });
  }
}

/** Pixelfed stories, live, each seen by `seen_by` a minute after it was made. */
function loadStories(store, rows, media) {
  for (const row of rows) {
    const def = media.mediaDefs[row.media];
    if (!def)
      throw new Error(`demo data: a story names unknown media ${row.media}`);
    const ageMs = parseAge(row.ago);
    const story = makeStory(store, {
      accountId: person(store, row.account, "a story").id,
      url: store.mediaUrl(def.file),
      ageMs,
      duration: row.duration,
    });
    for (const name of row.seen_by ?? [])
      story.views.set(
        person(store, name, "a story").id,
        store.clock.iso(ageMs - 60000),
      );
  }
}

/**
 * @param {import("./store.mjs").Store} store
 * @param {(name: string, fallback: unknown) => any} read
 * @param {{ mediaDefs: object, mediaIndex: object }} media
 */
export function loadFamiliesSeed(store, read, media) {
  const data = read("families.json", {});
  store.audienceHook = (viewerId, status) =>
    audienceOf(store, viewerId, status);
  loadEvents(store, data.events ?? [], media);
  loadChats(store, data.chats ?? [], media);
  loadGroups(store, data.groups ?? [], media);
  loadCircles(store, data.circles ?? []);
  loadAntennas(store, data.antennas ?? []);
  loadInteractions(
    store,
    data.interaction_policies,
    data.interaction_requests ?? [],
  );
  loadDrive(store, data.drive, media);
  loadSmaller(store, data);
  loadDislikes(store, data.dislikes ?? []);
  loadStories(store, data.stories ?? [], media);
}
