import * as z from "zod/mini";
import { accountSchema } from "../../../src/api/schemas/account";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const parseReal = (file: string) =>
  accountSchema.parse(readFixture("real", file));

describeWithFixtures("accountSchema with real server accounts", () => {
  it("reads Pleroma extensions into flat fields (pleroma-account.json)", () => {
    const account = parseReal("pleroma-account.json");
    expect(account).toMatchObject({
      id: "9v5bmRalQvjOy0ECcC",
      username: "alex",
      acct: "alex",
      fqn: "alex@gleasonator.com",
      domain: "gleasonator.com",
      local: true,
      display_name: "Alex Gleason",
      followers_count: 2378,
      following_count: 1571,
      statuses_count: 23477,
      last_status_at: "2022-02-20T04:14:49.000Z",
      created_at: "2020-01-08T01:25:43.000Z",
      is_admin: true,
      is_moderator: false,
      accepts_chat_messages: true,
      birthday: "1993-07-03",
      favicon: "https://gleasonator.com/favicon.png",
      hide_favorites: true,
      hide_followers: false,
      discoverable: false,
      relationship: null,
      moved: null,
    });
    expect(account.fields).toHaveLength(9);
    expect(account.fields[0]).toEqual({
      name: "Website",
      value:
        '<a href="https://alexgleason.me" rel="ugc">https://alexgleason.me</a>',
      verified_at: null,
    });
    expect(parseReal("alex.json")).toEqual(account);
  });

  // The handle domain of a local account is the instance's (which may differ
  // from its URL's host), so it is not taken from the URL.
  it("leaves a local Mastodon account's domain to the instance (mastodon-account.json)", () => {
    const account = parseReal("mastodon-account.json");
    expect(account).toMatchObject({
      id: "106801667066418367",
      acct: "benis911",
      fqn: "benis911",
      domain: "",
      local: true,
      last_status_at: "2022-02-23",
      discoverable: false,
      group: false,
      followers_count: 1,
    });
  });

  it("parses the moved account recursively (account-moved.json)", () => {
    const account = parseReal("account-moved.json");
    expect(account.moved).toMatchObject({
      id: "107945464165013501",
      acct: "alex@fedibird.com",
      fqn: "alex@fedibird.com",
      domain: "fedibird.com",
      local: false,
      last_status_at: null,
      moved: null,
    });
  });

  it("reads Fedibird's other_settings and cat flag (fedibird-account.json)", () => {
    expect(parseReal("fedibird-account.json")).toMatchObject({
      id: "66768",
      fqn: "alex",
      birthday: "1993-07-03",
      location: "Texas, USA",
      noindex: false,
      is_cat: false,
      hide_followers_count: false,
    });
  });

  it("accepts GoToSocial's empty image URLs (gotosocial-account.json)", () => {
    expect(parseReal("gotosocial-account.json")).toMatchObject({
      id: "00YSECR4P7E64BD5MBA639PRVT",
      fqn: "alex",
      avatar: "",
      avatar_static: "",
      header: "",
      last_status_at: "2022-02-23T22:54:14.000Z",
    });
  });

  it("reads the embedded Pleroma relationship (lain.json)", () => {
    const account = parseReal("lain.json");
    expect(account).toMatchObject({
      acct: "lain@lain.com",
      fqn: "lain@lain.com",
      domain: "lain.com",
      local: false,
      statuses_count: 21107,
    });
    expect(account.relationship).toMatchObject({
      id: "9v5bqYwY2jfmvPNhTM",
      following: true,
      followed_by: true,
      notifying: false,
    });
  });

  it("reads verification from Pleroma tags (mk.json)", () => {
    const account = parseReal("mk.json");
    expect(account).toMatchObject({
      fqn: "mk@spinster.xyz",
      verified: true,
      is_admin: true,
      badges: [],
    });
    expect(account.emojis.map((emoji) => emoji.shortcode)).toEqual([
      "4w",
      "spinster",
    ]);
  });

  it("keeps custom emojis of names and fields (account-with-emojis.json)", () => {
    const account = parseReal("account-with-emojis.json");
    expect(account.display_name).toBe(
      "Alex Gleason 😂 :soapbox: :ablobcatrainbow:",
    );
    expect(account.emojis).toEqual([
      {
        shortcode: "ablobcatrainbow",
        url: "https://gleasonator.com/emoji/blobcat/ablobcatrainbow.png",
        static_url: "https://gleasonator.com/emoji/blobcat/ablobcatrainbow.png",
        visible_in_picker: false,
        category: null,
      },
      {
        shortcode: "soapbox",
        url: "https://gleasonator.com/emoji/Gleasonator/soapbox.png",
        static_url: "https://gleasonator.com/emoji/Gleasonator/soapbox.png",
        visible_in_picker: false,
        category: null,
      },
    ]);
  });

  it("reads Truth Social's verified and location", () => {
    expect(parseReal("realDonaldTrump.json")).toMatchObject({
      id: "107780257626128497",
      verified: true,
      location: "",
      followers_count: 51507,
    });
    expect(parseReal("truthsocial-account.json")).toMatchObject({
      fqn: "alex",
      verified: true,
      location: "Texas",
    });
  });

  it("parses the older Pleroma 2.2.2 account", () => {
    expect(parseReal("pleroma-2.2.2-account.json")).toMatchObject({
      id: "AGv8wCadU7DqWgMqNk",
      fqn: "alex",
      is_admin: false,
      favicon: null,
      discoverable: true,
      last_status_at: null,
    });
  });

  it("parses minimal and re-shaped accounts (accounts.json, blocks.json)", () => {
    const byId = readFixture("real", "accounts.json");
    const accounts = filteredArray(accountSchema).parse(
      Object.values(z.record(z.string(), z.unknown()).parse(byId)),
    );
    expect(accounts.map((account) => account.id)).toEqual([
      "9w1HhmenIAKBHJiUs4",
      "9w1HhmenIAKBHJiUs5",
    ]);
    const [blocked] = filteredArray(accountSchema).parse(
      readFixture("real", "blocks.json"),
    );
    expect(blocked).toMatchObject({
      id: "22",
      acct: "twoods",
      display_name: "Tiger Woods",
      url: "",
      fqn: "twoods",
      avatar: "",
    });
  });
});
