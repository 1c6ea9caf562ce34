import { rawAccount } from "../../factories";

/** Mastodon's `Admin::Account` for account `id`. */
export function mastodonAdminAccount(
  id: string,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    username: `user${id}`,
    domain: null,
    created_at: "2024-01-01T00:00:00.000Z",
    email: `user${id}@mail.example`,
    ip: "192.0.2.1",
    ips: [],
    locale: "en",
    invite_request: null,
    role: null,
    confirmed: true,
    approved: true,
    disabled: false,
    silenced: false,
    suspended: false,
    sensitized: false,
    account: rawAccount(id),
    ...over,
  };
}

/** Pleroma's admin user for account `id`. */
export function pleromaUser(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    nickname: `user${id}`,
    email: `user${id}@mail.example`,
    display_name: `User ${id}`,
    avatar: null,
    url: `https://example.social/users/user${id}`,
    local: true,
    is_active: true,
    is_approved: true,
    is_confirmed: true,
    roles: { admin: false, moderator: false },
    tags: [],
    actor_type: "Person",
    registration_reason: null,
    created_at: "2024-01-01T00:00:00.000Z",
    ...over,
  };
}
