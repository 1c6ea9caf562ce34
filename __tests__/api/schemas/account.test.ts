import { accountSchema } from "../../../src/api/schemas/account";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount } from "./builders";

const parseDocs = (file: string) =>
  accountSchema.parse(readFixture("mastodon-docs", file));

describeWithFixtures(
  "accountSchema with Mastodon documentation examples",
  () => {
    it("parses the Account example", () => {
      const account = parseDocs("entities-Account-1.json");
      expect(account).toMatchObject({
        id: "23634",
        acct: "noiob@awoo.space",
        fqn: "noiob@awoo.space",
        avatar_description: "a shark",
        header_description: "sharks in the sea",
        last_status_at: "2019-11-17",
        roles: [],
      });
      expect(account.emojis).toHaveLength(3);
      expect(account.fields[3]?.verified_at).toBe("2019-11-10T10:31:10.744Z");
    });

    it("fills the username of a partial account from acct", () => {
      expect(parseDocs("entities-Account-2.json")).toMatchObject({
        id: "23634",
        username: "noiob",
        acct: "noiob@awoo.space",
        display_name: "",
        followers_count: 0,
      });
    });

    it("keeps role badges and the suspended flag", () => {
      const owner = parseDocs("methods-accounts-13.json");
      expect(owner.roles).toEqual([
        {
          id: "3",
          name: "Owner",
          color: "#ff3838",
          permissions: "0",
          highlighted: false,
        },
      ]);
      expect(parseDocs("methods-accounts-15.json")).toMatchObject({
        id: "14",
        suspended: true,
        fqn: "stigatle@quitter.no",
      });
    });
  },
);

describe("accountSchema edge cases", () => {
  it("computes is_admin from permission bit 1 of a role", () => {
    const withRole = (permissions: unknown) =>
      accountSchema.parse(
        rawAccount({ roles: [{ id: "1", name: "Staff", permissions }] }),
      ).is_admin;
    expect(withRole("1048575")).toBe(true);
    expect(withRole(1)).toBe(true);
    expect(withRole("65536")).toBe(false);
    expect(withRole("not a number")).toBe(false);
  });

  it("reads badges from Pleroma tags starting with badge:", () => {
    const account = accountSchema.parse(
      rawAccount({ pleroma: { tags: ["badge:Donor", "verified", "badge:"] } }),
    );
    expect(account.badges).toEqual(["Donor"]);
    expect(account.verified).toBe(true);
  });

  it("drops malformed fields, emojis and roles one by one", () => {
    const account = accountSchema.parse(
      rawAccount({
        fields: [{ name: "a", value: "b" }, "oops", null],
        emojis: [
          { shortcode: "ok", url: "https://e.example/ok.png" },
          { url: "https://e.example/no-shortcode.png" },
        ],
        roles: [{ id: "1", name: "Mod", color: "red" }, { name: "no id" }],
      }),
    );
    expect(account.fields).toEqual([
      { name: "a", value: "b", verified_at: null },
    ]);
    expect(account.emojis.map((emoji) => emoji.shortcode)).toEqual(["ok"]);
    expect(account.roles).toEqual([
      { id: "1", name: "Mod", color: "", permissions: "0", highlighted: false },
    ]);
  });

  it("never lets javascript: URLs through", () => {
    const account = accountSchema.parse(
      rawAccount({
        url: "javascript:alert(1)",
        avatar: "javascript:alert(1)",
        header: "data:image/png;base64,AAAA",
      }),
    );
    expect(account).toMatchObject({ url: "", avatar: "", header: "" });
  });

  it("makes a bad moved account null instead of failing", () => {
    const account = accountSchema.parse(rawAccount({ moved: { id: "2" } }));
    expect(account.moved).toBeNull();
  });

  it("follows moved accounts more than one level deep", () => {
    const account = accountSchema.parse(
      rawAccount({
        moved: rawAccount({
          id: "2",
          acct: "bob@b.example",
          moved: rawAccount({ id: "3", acct: "carol@c.example" }),
        }),
      }),
    );
    expect(account.moved?.moved?.fqn).toBe("carol@c.example");
  });

  it("rejects an account without id or without acct and username", () => {
    expect(accountSchema.safeParse(rawAccount({ id: undefined })).success).toBe(
      false,
    );
    expect(
      accountSchema.safeParse(rawAccount({ acct: "", username: "" })).success,
    ).toBe(false);
  });

  it("prefers the server's fqn and reads Akkoma's permit_followback", () => {
    const account = accountSchema.parse(
      rawAccount({
        fqn: "alice@example.social",
        url: "https://web.example.social/@alice",
        akkoma: { permit_followback: true },
      }),
    );
    expect(account.fqn).toBe("alice@example.social");
    // The handle's domain, not the web address's (split-domain set-ups).
    expect(account.domain).toBe("example.social");
    expect(account.permit_followback).toBe(true);
  });

  it("falls back to defaults for wrong types", () => {
    const account = accountSchema.parse(
      rawAccount({
        locked: "yes",
        followers_count: -3,
        statuses_count: "12",
        created_at: "last week",
        mention_policy: "everyone",
      }),
    );
    expect(account).toMatchObject({
      locked: false,
      followers_count: 0,
      statuses_count: 12,
      created_at: null,
      mention_policy: "none",
    });
  });
});
