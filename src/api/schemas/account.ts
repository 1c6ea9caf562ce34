import * as z from "zod/mini";
import {
  accountFieldSchema,
  akkomaAccountSchema,
  otherSettingsSchema,
  paymentOptionSchema,
  pleromaAccountSchema,
} from "./accountExtensions";
import { customEmojiSchema } from "./emoji";
import { accountRoleSchema, isAdminRole } from "./role";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  isRecord,
  maybeBoolean,
  optionalDateOrDateTime,
  optionalDateTime,
  optionalText,
  orNull,
  orUndefined,
  readBoth,
  text,
  urlOrEmpty,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** Fields kept as the server sent them (with defaults). */
const accountFieldsSchema = object({
  id: idSchema,
  display_name: text,
  note: text,
  locked: flag(),
  bot: flag(),
  group: flag(),
  suspended: flag(),
  limited: flag(),
  created_at: optionalDateTime,
  last_status_at: optionalDateOrDateTime,
  statuses_count: countSchema,
  followers_count: countSchema,
  following_count: countSchema,
  subscribers_count: countSchema,
  fields: filteredArray(accountFieldSchema),
  emojis: filteredArray(customEmojiSchema),
  pronouns: text,
  mention_policy: withFallback(
    z.enum(["none", "only_known", "only_followers"]),
    "none",
  ),
  payment_options: filteredArray(paymentOptionSchema),
  speak_as_cat: flag(),
  custom_css: text,
  enable_rss: flag(),
});

/** What the derived fields are computed from; none of it is kept as such. */
const accountInputsSchema = object({
  username: text,
  acct: text,
  fqn: optionalText,
  url: urlOrEmpty,
  avatar: urlOrEmpty,
  avatar_static: urlOrEmpty,
  avatar_description: text,
  header: urlOrEmpty,
  header_static: urlOrEmpty,
  header_description: text,
  discoverable: maybeBoolean,
  noindex: maybeBoolean,
  roles: filteredArray(accountRoleSchema),
  // Only the viewer's own account carries `role`; it counts towards is_admin.
  role: orNull(accountRoleSchema),
  verified: maybeBoolean,
  location: orUndefined(z.string()),
  is_cat: maybeBoolean,
  // Fedibird calls it `cat`.
  cat: maybeBoolean,
  permit_followback: maybeBoolean,
  // GoToSocial hides both follower and following lists with one setting.
  hide_collections: maybeBoolean,
  accepts_chat_messages: maybeBoolean,
  pleroma: pleromaAccountSchema,
  akkoma: akkomaAccountSchema,
  other_settings: otherSettingsSchema,
  // Pleroma keeps `discoverable` under `source.pleroma`, even on other accounts.
  source: withFallback(
    object({
      pleroma: withFallback(object({ discoverable: maybeBoolean }), {}),
    }),
    { pleroma: {} },
  ),
});

/** The whole account object as read; `moved` is read beside it (below). */
const accountRawSchema = object({
  ...accountFieldsSchema.shape,
  ...accountInputsSchema.shape,
}).check(
  z.refine((raw) => (raw.acct || raw.username) !== "", {
    message: "account without acct or username",
    // Also beside a bad field: acct and username are read leniently, so
    // they are there whatever else failed.
    when: (payload) => isRecord(payload.value),
  }),
);

type AccountRaw = z.output<typeof accountRawSchema>;

const domainOf = (handle: string) =>
  handle.includes("@") ? handle.slice(handle.indexOf("@") + 1) : "";

/**
 * username, acct, fqn, domain and local, filling whichever the server left
 * out. A local account's domain is the server's handle domain, which only
 * the instance gives (Mastodon's LOCAL_DOMAIN and GoToSocial's
 * account-domain may differ from the host of its profile URL): without the
 * server's own fqn, fqn is the bare acct and domain empty here, and the
 * full handle is made where it is shown (`utils/handles.ts`).
 */
function identity(raw: AccountRaw) {
  const acct = raw.acct || raw.username;
  const username = raw.username || (acct.split("@")[0] ?? "");
  const fqn = raw.fqn?.includes("@") ? raw.fqn : acct;
  const domain = domainOf(fqn);
  return { username, acct, fqn, domain, local: !acct.includes("@") };
}

/** Whether the account is an administrator, by Pleroma's flag or a role. */
function isAdmin(raw: AccountRaw): boolean {
  if (raw.pleroma.is_admin) return true;
  return (
    raw.roles.some(isAdminRole) || (raw.role ? isAdminRole(raw.role) : false)
  );
}

/** Soapbox-era Pleroma (Rebased) marks badges with `badge:` tags. */
function badgesOf(tags: string[]): string[] {
  return tags
    .filter((tag) => tag.startsWith("badge:"))
    .map((tag) => tag.slice("badge:".length))
    .filter(Boolean);
}

/**
 * The account: the kept fields as read, then the derived ones, then `moved`.
 * One object literal, in this order: spreading the parts into one object
 * made V8 build every account key by key, many times slower.
 */
function toAccount<Moved>(raw: AccountRaw, moved: Moved) {
  const { pleroma, akkoma, other_settings: fedibird } = raw;
  const who = identity(raw);
  const tags = pleroma.tags ?? [];
  return {
    // Kept as the server sent them (accountFieldsSchema).
    id: raw.id,
    display_name: raw.display_name,
    note: raw.note,
    locked: raw.locked,
    bot: raw.bot,
    group: raw.group,
    suspended: raw.suspended,
    limited: raw.limited,
    created_at: raw.created_at,
    last_status_at: raw.last_status_at,
    statuses_count: raw.statuses_count,
    followers_count: raw.followers_count,
    following_count: raw.following_count,
    subscribers_count: raw.subscribers_count,
    fields: raw.fields,
    emojis: raw.emojis,
    pronouns: raw.pronouns,
    mention_policy: raw.mention_policy,
    payment_options: raw.payment_options,
    speak_as_cat: raw.speak_as_cat,
    custom_css: raw.custom_css,
    enable_rss: raw.enable_rss,
    // Identity.
    username: who.username,
    acct: who.acct,
    fqn: who.fqn,
    domain: who.domain,
    url: raw.url,
    local: who.local,
    // Images.
    avatar: raw.avatar,
    avatar_static: raw.avatar_static || raw.avatar,
    header: raw.header,
    header_static: raw.header_static || raw.header,
    avatar_description:
      raw.avatar_description || (pleroma.avatar_description ?? ""),
    header_description:
      raw.header_description || (pleroma.header_description ?? ""),
    favicon: pleroma.favicon ?? null,
    background_image: pleroma.background_image ?? null,
    // Visibility. Only Pleroma can show another user's favourites, and hides
    // them by default; GoToSocial hides both follow lists with one setting.
    hide_favorites: pleroma.hide_favorites ?? true,
    hide_followers: pleroma.hide_followers ?? raw.hide_collections ?? false,
    hide_follows: pleroma.hide_follows ?? raw.hide_collections ?? false,
    hide_followers_count:
      pleroma.hide_followers_count ?? fedibird.hide_followers_count ?? false,
    hide_follows_count:
      pleroma.hide_follows_count ?? fedibird.hide_following_count ?? false,
    discoverable: raw.discoverable ?? raw.source.pleroma.discoverable ?? false,
    noindex: raw.noindex ?? fedibird.noindex ?? false,
    // Staff.
    roles: raw.roles,
    is_admin: isAdmin(raw),
    is_moderator: pleroma.is_moderator ?? false,
    badges: badgesOf(tags),
    verified: raw.verified ?? tags.includes("verified"),
    // Profile extras.
    accepts_chat_messages:
      pleroma.accepts_chat_messages ?? raw.accepts_chat_messages ?? null,
    birthday: pleroma.birthday ?? fedibird.birthday ?? null,
    location: raw.location ?? fedibird.location ?? "",
    relationship: pleroma.relationship ?? null,
    is_cat: raw.is_cat ?? raw.cat ?? false,
    permit_followback:
      raw.permit_followback ?? akkoma.permit_followback ?? false,
    moved,
  };
}

/**
 * An account (spec 01 "Account"), with the extensions of Pleroma, Akkoma,
 * Fedibird, GoToSocial, Mitra and Truth Social read into flat fields.
 * zod cannot infer a recursive type, so the recursive `moved` link is added
 * to the inferred core by hand. The kept fields are named from their schema
 * too, so the compiler checks that toAccount copies every one.
 */
export type Account = z.output<typeof accountFieldsSchema> &
  Omit<ReturnType<typeof toAccount<null>>, "moved"> & {
    moved: Account | null;
  };

export const accountSchema: z.ZodMiniType<Account> = readBoth(
  accountRawSchema,
  object({ moved: orNull(z.lazy(() => accountSchema)) }),
  (raw, links) => toAccount(raw, links.moved),
);
