import * as z from "zod/mini";
import { customEmojiSchema } from "./emoji";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  orNull,
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
