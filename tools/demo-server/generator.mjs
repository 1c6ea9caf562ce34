// A seeded, deterministic generator of older posts (generate.json), so the
// public timeline is long enough to scroll and benchmark: the same seed gives
// the same posts, ids and order on every run.
import { parseAge, seedId } from "./ids.mjs";
import { buildStatus } from "./statusOps.mjs";
import { makeAttachment } from "./seedStatuses.mjs";

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = {
  gardening: [
    "The beans have found the top of the canes and are now trying for the sky.",
    "Mulched the whole bed with grass clippings before the dry spell.",
    "Slugs got the lettuces again. I am considering a moat.",
    "Saved seed from the best tomato plant, labelled it properly this time.",
    "The comfrey patch is unstoppable and I have made peace with that.",
  ],
  sourdough: [
    "Fed the starter twice today because the kitchen is warm and it is hungry.",
    "Tried a longer cold proof and the crumb finally opened up.",
    "Forgot the salt. Do not forget the salt.",
    "Rye starter smells like apples today, which means it is happy.",
  ],
  tea: [
    "Second steep of the green tea, lower temperature, much sweeter.",
    "A tin of oolong arrived from a friend and the whole flat smells of it.",
    "Testing whether the water from the harbour tap changes the taste. It does.",
  ],
  harbour: [
    "Fog came in at lunch and took the lighthouse with it.",
    "The fishing boats were out before five; I heard the engines from bed.",
    "Spring tides this week, the slipway is underwater at high water.",
    "Someone has painted the bollards blue and I think it is an improvement.",
  ],
  cycling: [
    "Fixed a slow puncture with a patch older than the bike.",
    "Headwind both ways, which should not be possible but here we are.",
    "The coast road is resurfaced and it is glorious.",
  ],
  music: [
    "Learning a new reel; my fingers know it before my head does.",
    "Recorded a take in the stairwell for the echo. The neighbours applauded, I think.",
    "Restrung the fiddle. It will complain for a week.",
  ],
  baking: [
    "Cinnamon buns for the neighbours, mostly as an apology for the noise.",
    "Laminated dough in a warm kitchen is a test of character.",
    "The oven has a hot corner and I finally mapped it.",
  ],
  seaweed: [
    "Low tide walk: kelp, wrack and a very small crab with opinions.",
    "Dried a batch of dulse on the washing line. The gulls were interested.",
  ],
  astrophotography: [
    "Clouds rolled in five minutes after I set up the tripod.",
    "Stacked forty frames of the same patch of sky. Worth it.",
  ],
  potluck: [
    "Planning my dish for the next supper already.",
    "Leftovers from the supper made three lunches. Potlucks are efficient.",
  ],
};

const BY_LANGUAGE = {
  de: [
    "Heute früh auf dem Markt gewesen, die Tomaten sind endlich da.",
    "Der Sauerteig blubbert, der Tag kann kommen.",
    "Suppe für sechs gekocht, für zwei gegessen.",
  ],
  fr: [
    "Première fournée sortie, l'odeur remplit la rue.",
    "Le levain est capricieux aujourd'hui.",
    "Une belle croûte, une mie ouverte, une bonne journée.",
  ],
  ja: [
    "今夜は雲が多くて星が見えない。",
    "新しいレンズを試してみました。",
    "朝焼けがきれいだった。",
  ],
  pt: [
    "A maré está baixa e a praia cheia de algas.",
    "Hoje no laboratório: microscópio e café.",
    "O nevoeiro chegou cedo ao porto.",
  ],
  zh: ["今天的茶很好喝。", "代码写完了，茶也凉了。", "周末去港口散步。"],
};

const OPENERS = [
  "",
  "",
  "Quick one: ",
  "Small win today: ",
  "Note to self: ",
  "Update: ",
  "Morning! ",
];
const CLOSERS = [
  "",
  "",
  " Anyone else?",
  " More soon.",
  " :potluck:",
  " Thoughts welcome.",
];

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

function compose(rand, account, tags) {
  const lang = account.language;
  const tag = pick(rand, tags);
  if (BY_LANGUAGE[lang] && rand() < 0.7) {
    return { text: `${pick(rand, BY_LANGUAGE[lang])} #${tag}`, language: lang };
  }
  const bank = TOPICS[tag] ?? TOPICS.harbour;
  const sentences = [pick(rand, bank)];
  if (rand() < 0.4) sentences.push(pick(rand, bank));
  const body = [...new Set(sentences)].join(" ");
  return {
    text: `${pick(rand, OPENERS)}${body}${pick(rand, CLOSERS)} #${tag}`,
    language: "en",
  };
}

/**
 * @param {import("./store.mjs").Store} store
 * @param {{ count?: number, seed?: number, newest?: string, oldest?: string, authors?: string[], tags?: string[], media?: string[], mediaShare?: number, replyShare?: number }} spec
 */
export function generateStatuses(store, spec, { mediaDefs, mediaIndex }) {
  const count = spec.count ?? 0;
  if (count <= 0) return;
  const rand = mulberry32(spec.seed ?? 1);
  const newest = parseAge(spec.newest ?? "4d");
  const oldest = parseAge(spec.oldest ?? "60d");
  const authors = (spec.authors ?? []).map((u) => store.ref(u)).filter(Boolean);
  if (authors.length === 0)
    throw new Error("demo data: generate.json needs authors");
  const tags = spec.tags?.length ? spec.tags : Object.keys(TOPICS);
  const made = [];
  for (let i = 0; i < count; i++) {
    const age = Math.round(
      oldest - ((oldest - newest) * i) / count - rand() * 30000,
    );
    const account = pick(rand, authors);
    const seq = seedId(age, 10000 + (i % 50000));
    const { text, language } = compose(rand, account, tags);
    const parent =
      made.length > 10 && rand() < (spec.replyShare ?? 0.1)
        ? made[made.length - 1 - Math.floor(rand() * 10)]
        : null;
    const mediaIds = [];
    if (!parent && spec.media?.length && rand() < (spec.mediaShare ?? 0.1)) {
      const def = mediaDefs[pick(rand, spec.media)];
      if (def) {
        const attachment = makeAttachment(
          store,
          def,
          mediaIndex,
          seedId(age, 60000 + (i % 5000)),
        );
        store.media.set(attachment.id, {
          ...attachment,
          account_id: account.id,
        });
        mediaIds.push(attachment.id);
      }
    }
    const parentAuthor = parent ? store.account(parent.account_id) : null;
    const status = buildStatus(store, {
      seq,
      account_id: account.id,
      created_at: store.clock.iso(age),
      text:
        parentAuthor && parentAuthor.id !== account.id
          ? `@${parentAuthor.acct} ${text}`
          : text,
      language,
      in_reply_to_id: parent?.id ?? null,
      in_reply_to_account_id: parent?.account_id ?? null,
      media_ids: mediaIds,
      card: null,
      application: account.domain ? null : { name: "Potluck", website: null },
    });
    status.extra.favourites = Math.floor(rand() * rand() * 40);
    status.extra.reblogs = Math.floor(rand() * rand() * 12);
    store.statuses.set(status.id, status);
    made.push(status);
  }
}
