import { searchShortcuts } from "../../../src/features/search/searchShortcuts";

describe("searchShortcuts", () => {
  it.each([
    ["potluck", { hashtag: "potluck", acct: null }],
    ["#potluck", { hashtag: "potluck", acct: null }],
    ["#café_2024", { hashtag: "café_2024", acct: null }],
    ["#日本語", { hashtag: "日本語", acct: null }],
    ["@alice", { hashtag: null, acct: "alice" }],
    ["alice@social.example", { hashtag: null, acct: "alice@social.example" }],
    ["@alice@social.example", { hashtag: null, acct: "alice@social.example" }],
    ["@alice@127.0.0.1:3030", { hashtag: null, acct: "alice@127.0.0.1:3030" }],
    ["@alice@localhost:3030", { hashtag: null, acct: "alice@localhost:3030" }],
    ["@alice@host", { hashtag: null, acct: "alice@host" }],
    [
      "@first.last@social.example",
      { hashtag: null, acct: "first.last@social.example" },
    ],
  ])("%s", (q, expected) => {
    expect(searchShortcuts(q)).toEqual(expected);
  });

  it.each([
    "#",
    "#2024",
    "@",
    "two words",
    "#two words",
    "alice@",
    "https://social.example/@alice",
  ])("offers nothing for %s", (q) => {
    expect(searchShortcuts(q)).toEqual({ hashtag: null, acct: null });
  });
});
