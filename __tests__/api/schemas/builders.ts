/**
 * Small hand-written server objects for edge cases. Real captures are read
 * from the shared fixtures at test time instead (see support/fixtures.ts).
 */

export function rawAccount(overrides: Record<string, unknown> = {}) {
  return {
    id: "1",
    username: "alice",
    acct: "alice",
    url: "https://example.social/@alice",
    display_name: "Alice",
    created_at: "2024-01-02T03:04:05.000Z",
    ...overrides,
  };
}

export function rawStatus(overrides: Record<string, unknown> = {}) {
  return {
    id: "100",
    uri: "https://example.social/users/alice/statuses/100",
    url: "https://example.social/@alice/100",
    created_at: "2024-05-06T07:08:09.000Z",
    account: rawAccount(),
    content: "<p>Hello</p>",
    visibility: "public",
    ...overrides,
  };
}

export function rawAttachment(overrides: Record<string, unknown> = {}) {
  return {
    id: "9",
    type: "image",
    url: "https://files.example.social/a.png",
    preview_url: "https://files.example.social/a-small.png",
    ...overrides,
  };
}
