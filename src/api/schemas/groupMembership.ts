import type * as z from "zod/mini";
import { accountSchema } from "./account";
import { groupRoleSchema } from "./group";
import { idSchema, readBoth } from "./utils";
import { object } from "./zodInternals";

/*
 * Apart from group.ts, which a status embeds (`group`): these are read only
 * by the groups screens (issue 22).
 */

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
