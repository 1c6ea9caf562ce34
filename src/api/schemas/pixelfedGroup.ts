import * as z from "zod/mini";
import { groupRoleSchema, type Group } from "./group";
import {
  countSchema,
  flag,
  idSchema,
  optionalDateTime,
  orNull,
  text,
  urlOrEmpty,
} from "./utils";
import { object } from "./zodInternals";

/*
 * Apart from group.ts, which a status embeds (`group`): Pixelfed's groups are
 * read only by the groups screens (issue 22).
 */

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
