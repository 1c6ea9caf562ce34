import * as z from "zod/mini";
import { accountSchema } from "./account";
import { customEmojiSchema } from "./emoji";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  orNull,
  readBoth,
  text,
  urlOrEmpty,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** Member roles; the server's `founder` is the owner (spec 01 section 6). */
export const groupRoleSchema = z.pipe(
  withFallback(z.enum(["owner", "admin", "user", "founder"]), "user"),
  z.transform((role) => (role === "founder" ? "owner" : role)),
);

export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupRelationshipSchema = object({
  id: idSchema,
  member: flag(),
  role: groupRoleSchema,
  requested: flag(),
});

export type GroupRelationship = z.infer<typeof groupRelationshipSchema>;

/** A group (spec 01 "Group"), as Truth Social and Rebased send it. */
export const groupSchema = z.pipe(
  object({
    id: idSchema,
    display_name: text,
    note: text,
    url: urlOrEmpty,
    avatar: urlOrEmpty,
    avatar_static: urlOrEmpty,
    header: urlOrEmpty,
    header_static: urlOrEmpty,
    created_at: optionalDateTime,
    members_count: countSchema,
    locked: flag(),
    membership_required: flag(),
    discoverable: flag(),
    relationship: orNull(groupRelationshipSchema),
    // Truth Social names it `group_visibility`.
    statuses_visibility: orNull(z.string()),
    group_visibility: orNull(z.string()),
    owner: orNull(object({ id: idSchema })),
    emojis: filteredArray(customEmojiSchema),
  }),
  z.transform(({ group_visibility, ...group }) => ({
    ...group,
    avatar_static: group.avatar_static || group.avatar,
    header_static: group.header_static || group.header,
    statuses_visibility:
      group.statuses_visibility ?? group_visibility ?? "public",
  })),
);

export type Group = z.infer<typeof groupSchema>;

/**
 * A member and their role (Truth Social and Rebased: GET
 * /api/v1/groups/:id/memberships); `id` is the membership's.
 */
export const groupMembershipSchema = object({
  id: idSchema,
  account: accountSchema,
  role: groupRoleSchema,
});

export type GroupMembership = z.infer<typeof groupMembershipSchema>;

/**
 * A Pixelfed member: an account with its `role` (`founder`, `admin` or
 * `member`) merged in (GroupsMemberController@getGroupMembers), read as a
 * membership keyed by the account's id.
 */
export const pixelfedGroupMemberSchema = readBoth(
  accountSchema,
  object({ role: groupRoleSchema }),
  (account, { role }) => ({ id: account.id, account, role }),
);

const pixelfedImage = orNull(object({ url: urlOrEmpty }));

/**
 * A Pixelfed group (GroupService::get, pixelfed/pixelfed
 * app/Services/GroupService.php), read into the shape of a Truth Social
 * group: `name` is the display name, `membership` public, private or local,
 * `self` the viewer's relationship and the images sit in `metadata`.
 */
export const pixelfedGroupSchema = z.pipe(
  object({
    id: idSchema,
    name: text,
    description: text,
    url: urlOrEmpty,
    membership: orNull(z.string()),
    member_count: countSchema,
    created_at: optionalDateTime,
    admin: orNull(object({ id: idSchema })),
    config: orNull(object({ discoverable: flag() })),
    metadata: orNull(object({ avatar: pixelfedImage, header: pixelfedImage })),
    self: orNull(
      object({
        is_member: flag(),
        role: orNull(groupRoleSchema),
        is_requested: flag(),
      }),
    ),
  }),
  z.transform((group): Group => ({
    id: group.id,
    display_name: group.name,
    note: group.description,
    url: group.url,
    avatar: group.metadata?.avatar?.url ?? "",
    avatar_static: group.metadata?.avatar?.url ?? "",
    header: group.metadata?.header?.url ?? "",
    header_static: group.metadata?.header?.url ?? "",
    created_at: group.created_at,
    members_count: group.member_count,
    locked: group.membership === "private",
    membership_required: group.membership !== "public",
    discoverable: group.config?.discoverable ?? false,
    relationship: group.self
      ? {
          id: group.id,
          member: group.self.is_member,
          role: group.self.role ?? "user",
          requested: group.self.is_requested,
        }
      : null,
    // Pixelfed shows a group's feed to its members only, whatever its
    // membership (GroupsFeedController@getGroupFeed).
    statuses_visibility: "members_only",
    owner: group.admin,
    emojis: [],
  })),
);
