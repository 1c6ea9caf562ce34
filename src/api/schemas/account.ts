import { z } from "zod";
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
  optionalDateOrDateTime,
  optionalDateTime,
  optionalText,
  orNull,
  orUndefined,
  text,
  urlOrEmpty,
  withFallback,
} from "./utils";

const maybeBoolean = orUndefined(z.boolean());

/** Fields kept as the server sent them (with defaults). */
const accountFieldsSchema = z.object({
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
const accountInputsSchema = z.object({
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
    z.object({
      pleroma: withFallback(z.object({ discoverable: maybeBoolean }), {}),
    }),
    { pleroma: {} },
  ),
});

type AccountInputs = z.output<typeof accountInputsSchema>;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** username, acct, fqn, domain and local, filling whichever the server left out. */
function identity(raw: AccountInputs) {
  const acct = raw.acct || raw.username;
  const username = raw.username || (acct.split("@")[0] ?? "");
  const remoteDomain = acct.includes("@")
    ? acct.slice(acct.indexOf("@") + 1)
    : "";
  const domain = remoteDomain || hostOf(raw.url);
  const computedFqn = remoteDomain || !domain ? acct : `${acct}@${domain}`;
  const fqn = raw.fqn?.includes("@") ? raw.fqn : computedFqn;
  return {
    username,
    acct,
    fqn,
    domain,
    url: raw.url,
    local: !acct.includes("@"),
  };
}

function images(raw: AccountInputs) {
  const { pleroma } = raw;
  return {
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
  };
}

function visibility(raw: AccountInputs) {
  const { pleroma, other_settings: fedibird } = raw;
  return {
    // Only Pleroma can show another user's favourites, and hides them by default.
    hide_favorites: pleroma.hide_favorites ?? true,
    hide_followers: pleroma.hide_followers ?? raw.hide_collections ?? false,
    hide_follows: pleroma.hide_follows ?? raw.hide_collections ?? false,
    hide_followers_count:
      pleroma.hide_followers_count ?? fedibird.hide_followers_count ?? false,
    hide_follows_count:
      pleroma.hide_follows_count ?? fedibird.hide_following_count ?? false,
    discoverable: raw.discoverable ?? raw.source.pleroma.discoverable ?? false,
    noindex: raw.noindex ?? fedibird.noindex ?? false,
  };
}

function staff(raw: AccountInputs) {
  const tags = raw.pleroma.tags ?? [];
  const roles = raw.role ? [...raw.roles, raw.role] : raw.roles;
  return {
    roles: raw.roles,
    is_admin: (raw.pleroma.is_admin ?? false) || roles.some(isAdminRole),
    is_moderator: raw.pleroma.is_moderator ?? false,
    // Soapbox-era Pleroma (Rebased) marks badges and verification with tags.
    badges: tags
      .filter((tag) => tag.startsWith("badge:"))
      .map((tag) => tag.slice("badge:".length))
      .filter(Boolean),
    verified: raw.verified ?? tags.includes("verified"),
  };
}

function profileExtras(raw: AccountInputs) {
  const { pleroma, akkoma, other_settings: fedibird } = raw;
  return {
    accepts_chat_messages:
      pleroma.accepts_chat_messages ?? raw.accepts_chat_messages ?? null,
    birthday: pleroma.birthday ?? fedibird.birthday ?? null,
    location: raw.location ?? fedibird.location ?? "",
    relationship: pleroma.relationship ?? null,
    is_cat: raw.is_cat ?? raw.cat ?? false,
    permit_followback:
      raw.permit_followback ?? akkoma.permit_followback ?? false,
  };
}

const derivedAccountSchema = accountInputsSchema
  .transform((raw) => ({
    ...identity(raw),
    ...images(raw),
    ...visibility(raw),
    ...staff(raw),
    ...profileExtras(raw),
  }))
  .refine((account) => account.acct !== "", {
    message: "account without acct or username",
  });

const accountCoreSchema = accountFieldsSchema.and(derivedAccountSchema);

type AccountCore = z.output<typeof accountCoreSchema>;

/**
 * An account (spec 01 "Account"), with the extensions of Pleroma, Akkoma,
 * Fedibird, GoToSocial, Mitra and Truth Social read into flat fields.
 * zod cannot infer a recursive type through a transform, so the recursive
 * `moved` link is added to the inferred core by hand.
 */
export type Account = AccountCore & { moved: Account | null };

export const accountSchema: z.ZodType<Account> = accountCoreSchema.and(
  z.object({
    moved: orNull(z.lazy(() => accountSchema)),
  }),
);
