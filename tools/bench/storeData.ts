/**
 * Synthetic Mastodon 4.4-shaped data for the store benchmark (the mix of
 * notes/performance.md): about 25% boosts, 10% quotes, 30% with images, 10%
 * cards, 5% polls; nested accounts with fields and emojis. Deterministic: a
 * seeded generator, so runs compare.
 */

const HOST = "https://bench.example";

export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Mastodon-like snowflake ids: 18 digits (above 2^32, so not array indices). */
const pad = (n: number) => String(109_000_000_000_000_000n + BigInt(n));

function account(n: number) {
  const id = pad(n);
  return {
    id,
    username: `member${n}`,
    acct: n % 3 === 0 ? `member${n}` : `member${n}@remote${n % 17}.example`,
    display_name: `Member ${n} :blobcat:`,
    locked: false,
    bot: n % 50 === 0,
    discoverable: true,
    group: false,
    created_at: "2023-04-01T10:00:00.000Z",
    note: `<p>Hello, I am member ${n}. I like potlucks, bread and federation.</p>`,
    url: `${HOST}/@member${n}`,
    uri: `${HOST}/users/member${n}`,
    avatar: `${HOST}/system/accounts/avatars/${id}/original/a.png`,
    avatar_static: `${HOST}/system/accounts/avatars/${id}/original/a.png`,
    header: `${HOST}/system/accounts/headers/${id}/original/h.png`,
    header_static: `${HOST}/system/accounts/headers/${id}/original/h.png`,
    followers_count: n * 7,
    following_count: n * 3,
    statuses_count: n * 11,
    last_status_at: "2026-11-20",
    hide_collections: false,
    noindex: false,
    emojis: [
      {
        shortcode: "blobcat",
        url: `${HOST}/emoji/blobcat.png`,
        static_url: `${HOST}/emoji/blobcat.png`,
        visible_in_picker: true,
      },
    ],
    roles: [],
    fields: [
      {
        name: "Website",
        value: `<a href="${HOST}">${HOST}</a>`,
        verified_at: null,
      },
      { name: "Pronouns", value: "they/them", verified_at: null },
    ],
  };
}

function media(id: string) {
  return {
    id,
    type: "image",
    url: `${HOST}/system/media_attachments/files/${id}/original/p.jpg`,
    preview_url: `${HOST}/system/media_attachments/files/${id}/small/p.jpg`,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original: { width: 1200, height: 800, size: "1200x800", aspect: 1.5 },
      small: { width: 480, height: 320, size: "480x320", aspect: 1.5 },
      focus: { x: 0.1, y: -0.2 },
    },
    description: "A table full of dishes brought by neighbours.",
    blurhash: "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
  };
}

const card = (n: number) => ({
  url: `https://news.example/articles/${n}`,
  title: `An article about potluck number ${n}`,
  description: "What happens when everyone brings dessert.",
  type: "link",
  author_name: "A. Writer",
  author_url: "https://news.example/writers/a",
  provider_name: "News",
  provider_url: "https://news.example",
  html: "",
  width: 400,
  height: 200,
  image: `https://news.example/images/${n}.jpg`,
  embed_url: "",
  blurhash: "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
});

const poll = (id: string) => ({
  id,
  expires_at: "2026-12-01T00:00:00.000Z",
  expired: false,
  multiple: false,
  votes_count: 10,
  voters_count: 10,
  options: [
    { title: "Soup", votes_count: 6 },
    { title: "Salad", votes_count: 4 },
  ],
  emojis: [],
  voted: false,
  own_votes: [],
});

type Raw = Record<string, unknown>;

/** One plain status (no boost, no quote); `n` makes ids and content unique. */
export function plainStatus(n: number, random: () => number): Raw {
  const id = pad(n);
  const author = account(Math.floor(random() * 400));
  const roll = random();
  return {
    id,
    created_at: new Date(1_790_000_000_000 + n * 1000).toISOString(),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    sensitive: false,
    spoiler_text: "",
    visibility: "public",
    language: "en",
    uri: `${HOST}/users/${author.username}/statuses/${id}`,
    url: `${HOST}/@${author.username}/${id}`,
    replies_count: 2,
    reblogs_count: 3,
    favourites_count: 5,
    quotes_count: 0,
    edited_at: null,
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    content: `<p>Post ${n}: tonight's potluck has ${n % 9} soups and far too many desserts. <a href="${HOST}/tags/potluck" class="mention hashtag" rel="tag">#<span>potluck</span></a> <span class="h-card"><a href="${HOST}/@friend" class="u-url mention">@<span>friend</span></a></span></p>`,
    filtered: [],
    reblog: null,
    application: { name: "Potluck", website: null },
    account: author,
    media_attachments: roll < 0.3 ? [media(`${id}1`), media(`${id}2`)] : [],
    mentions: [
      {
        id: pad(1),
        username: "friend",
        url: `${HOST}/@friend`,
        acct: "friend",
      },
    ],
    tags: [{ name: "potluck", url: `${HOST}/tags/potluck` }],
    emojis: [],
    card: roll >= 0.3 && roll < 0.4 ? card(n) : null,
    poll: roll >= 0.4 && roll < 0.45 ? poll(id) : null,
  };
}

/**
 * The n-th status of a stream of timeline entries: about 25% boosts of an
 * older status, 10% quotes (Mastodon 4.5 `quote` wrapper), the rest plain.
 */
export function timelineStatus(n: number, random: () => number): Raw {
  const roll = random();
  const base = plainStatus(n * 2, random);
  if (roll < 0.25) {
    const original = plainStatus(n * 2 + 1, random);
    return {
      ...base,
      content: "",
      reblog: original,
      media_attachments: [],
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

/** `count` timeline statuses, newest first, starting at index `from`. */
export function timelinePage(
  from: number,
  count: number,
  random: () => number,
): Raw[] {
  const page: Raw[] = [];
  for (let i = from + count - 1; i >= from; i -= 1)
    page.push(timelineStatus(i, random));
  return page;
}

/**
 * `count` stream frames on the user stream: about 5% deletes and 7% edits
 * of recent posts, the rest new timeline entries.
 */
export function streamFrames(count: number): string[] {
  const random = seeded(7);
  const frames: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const recent = 1_000_000 + Math.max(0, i - 1 - Math.floor(random() * 20));
    if (roll < 0.05 && i > 20) {
      frames.push(
        JSON.stringify({
          event: "delete",
          stream: ["user"],
          payload: String(109_000_000_000_000_000n + BigInt(recent * 2)),
        }),
      );
    } else if (roll < 0.12 && i > 20) {
      const edited = {
        ...plainStatus(recent * 2, random),
        edited_at: new Date().toISOString(),
      };
      frames.push(
        JSON.stringify({
          event: "status.update",
          stream: ["user"],
          payload: JSON.stringify(edited),
        }),
      );
    } else {
      const status = timelineStatus(1_000_000 + i, random);
      frames.push(
        JSON.stringify({
          event: "update",
          stream: ["user"],
          payload: JSON.stringify(status),
        }),
      );
    }
  }
  return frames;
}
