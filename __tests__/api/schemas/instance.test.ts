import * as z from "zod/mini";
import {
  defaultInstance,
  instanceSchema,
  type Instance,
} from "../../../src/api/schemas/instance";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const parse = (raw: unknown): Instance => instanceSchema.parse(raw);
const real = (file: string) => parse(readFixture("real", file));

/** The /api/v1/instance response Pleroma preloads into its HTML page, base64-encoded. */
function pleromaPreloadedInstance(): Instance {
  const blob = z
    .record(z.string(), z.string())
    .parse(readFixture("real", "pleroma_initial_results.json"));
  const encoded = blob["/api/v1/instance"] ?? "";
  return parse(JSON.parse(Buffer.from(encoded, "base64").toString("utf8")));
}

describeWithFixtures("instanceSchema on real captures", () => {
  it.each([
    // file, domain, account_domain, contact email, contact account acct
    ["akkoma-instance.json", "fe.disroot.org", "admin@example.lan", null],
    [
      "fedibird-instance.json",
      "fedibird.com",
      "support@fedibird.com",
      "noellabo",
    ],
    ["friendica-instance.json", "ica.mkljczk.pl", "me@mkljczk.pl", "nofriend"],
    ["gotosocial-instance.json", "localhost", null, null],
    [
      "mastodon-3.0.0-instance.json",
      "animalliberation.social",
      "alex@alexgleason.me",
      "alex",
    ],
    [
      "mastodon-instance-rc.json",
      "mastodon.social",
      "staff@mastodon.social",
      "Gargron",
    ],
    [
      "mastodon-instance-v2.json",
      "mastodon.social",
      "staff@mastodon.social",
      "Gargron",
    ],
    [
      "mastodon-instance.json",
      "mastodon.social",
      "staff@mastodon.social",
      "Gargron",
    ],
    ["mitra-instance.json", "mitra.social", null, null],
    [
      "pixelfed-instance.json",
      "pixelfed.social",
      "hello@pixelfed.org",
      "admin",
    ],
    ["pleroma-instance.json", "gleasonator.com", "alex@alexgleason.me", null],
  ])("%s → %s", (file, domain, email, acct) => {
    const instance = real(file);
    expect(instance.domain).toBe(domain);
    // Host only, never the scheme v1 `uri` carries on Akkoma, Friendica and GoToSocial (quirk 3).
    expect(instance.account_domain).toBe(domain);
    expect(instance.contact.email).toBe(email);
    // The admin account survives normalisation (quirk 1).
    expect(instance.contact.account?.acct ?? null).toBe(acct);
  });

  it("keeps the v1 contact account with its other fields for the account schema", () => {
    const account = real("mastodon-instance.json").contact.account;
    expect(account).toMatchObject({
      id: "1",
      username: "Gargron",
      url: "https://mastodon.social/@Gargron",
      followers_count: 98343,
    });
  });

  it("drops GoToSocial 0.2's blank placeholder contact account", () => {
    expect(real("gotosocial-instance.json").contact.account).toBeNull();
  });

  it("maps the v1 top-level limits of Akkoma into configuration", () => {
    const { configuration, pleroma, registrations } = real(
      "akkoma-instance.json",
    );
    expect(configuration.statuses.max_characters).toBe(5000);
    expect(configuration.polls).toEqual({
      max_options: 20,
      max_characters_per_option: 200,
      min_expiration: 0,
      max_expiration: 31536000,
    });
    expect(configuration.media_attachments.image_size_limit).toBe(16000000);
    expect(configuration.media_attachments.video_size_limit).toBe(16000000);
    expect(configuration.urls.streaming).toBe("wss://fe.disroot.org");
    expect(pleroma.metadata.description_limit).toBe(5000);
    expect(pleroma.metadata.post_formats).toContain("text/x.misskeymarkdown");
    expect(registrations).toMatchObject({
      enabled: false,
      approval_required: false,
    });
  });

  it("reads Pleroma metadata: federation policy lists, limits, vapid key, mau", () => {
    const instance = real("pleroma-instance.json");
    const { federation, fields_limits } = instance.pleroma.metadata;
    expect(federation.enabled).toBe(true);
    expect(federation.mrf_policies).toContain("SimplePolicy");
    expect(federation.mrf_simple.reject).toEqual(["solagg.com"]);
    expect(federation.mrf_simple.media_removal).toHaveLength(4);
    expect(federation.mrf_simple.accept).toEqual([]);
    expect(federation.mrf_simple.followers_only).toEqual([]);
    expect(fields_limits).toMatchObject({ max_fields: 15, name_length: 512 });
    expect(instance.configuration.vapid.public_key).toMatch(/^BLElLQ/);
    expect(instance.usage.users.active_month).toBe(71);
    expect(instance.registrations.approval_required).toBe(true);
    expect(instance.features).toContain("pleroma_chat_messages");
  });

  it("reads the instance Pleroma preloads, including its chat limit", () => {
    const instance = pleromaPreloadedInstance();
    expect(instance.domain).toBe("gleasonator.com");
    expect(instance.version).toBe(
      "2.7.2 (compatible; Pleroma 2.3.0-111-gb478a87e-develop)",
    );
    expect(instance.configuration.chats.max_characters).toBe(5000);
    expect(instance.api_versions["chat_messages.pleroma"]).toBe(1);
  });

  it("reads Mitra's post_character_limit and defaults what it leaves out", () => {
    const { configuration } = real("mitra-instance.json");
    expect(configuration.statuses.max_characters).toBe(5000);
    expect(configuration.polls).toEqual({
      max_options: 4,
      max_characters_per_option: 25,
      min_expiration: 300,
      max_expiration: 2629746,
    });
  });

  it("reads Fedibird's capabilities, quote flag and emoji_reactions limit", () => {
    const instance = real("fedibird-instance.json");
    expect(instance.api_versions["emoji_reaction.fedibird"]).toBe(1);
    expect(instance.feature_quote).toBe(true);
    expect(instance.configuration.reactions.max_reactions).toBe(20);
    expect(instance.rules.map((rule) => rule.id)).toEqual(["2", "3", "1"]);
  });

  it("passes a v2 response through", () => {
    const instance = real("mastodon-instance-v2.json");
    expect(instance.usage.users.active_month).toBe(227900);
    expect(instance.thumbnail.blurhash).toBe(
      "UeKUpFxuo~R%0nW;WCnhF6RjaJt757oJodS$",
    );
    expect(instance.thumbnail.versions["@2x"]).toMatch(/@2x/);
    expect(instance.configuration.urls.streaming).toBe("wss://mastodon.social");
    expect(instance.configuration.translation.enabled).toBe(true);
    expect(instance.registrations.enabled).toBe(false);
    expect(instance.source_url).toBe("https://github.com/mastodon/mastodon");
  });

  it("reads the Mastodon documentation examples (v2 with icon list, v1)", () => {
    const v2 = parse(readFixture("mastodon-docs", "entities-Instance-1.json"));
    expect(v2.icons[0]).toEqual({
      size: "36x36",
      src: "https://mastodon.social/packs/assets/android-chrome-36x36-DLiBQg3N.png",
    });
    expect(v2.api_versions).toEqual({ mastodon: 6 });
    expect(v2.registrations).toMatchObject({
      min_age: 16,
      reason_required: false,
    });
    expect(v2.contact.account?.acct).toBe("Mastodon");
    const v1 = parse(
      readFixture("mastodon-docs", "entities-V1_Instance-1.json"),
    );
    expect(v1.domain).toBe("mastodon.social");
    expect(v1.contact.account?.acct).toBe("Gargron");
    expect(v1.stats.user_count).toBe(812303);
    expect(v1.configuration.urls.streaming).toBe("wss://mastodon.social");
  });
});

describe("instanceSchema defaults and leniency", () => {
  it("gives the documented defaults for an empty response", () => {
    expect(defaultInstance).toMatchObject({
      domain: "",
      account_domain: "",
      title: "",
      version: "0.0.0",
      languages: [],
      rules: [],
      icons: [],
      api_versions: {},
      feature_quote: false,
      contact: { email: null, account: null },
      registrations: {
        enabled: false,
        approval_required: false,
        min_age: null,
        reason_required: null,
        message: null,
      },
      configuration: {
        statuses: { max_characters: 500, max_media_attachments: 4 },
        polls: {
          max_options: 4,
          max_characters_per_option: 25,
          min_expiration: 300,
          max_expiration: 2629746,
        },
        chats: { max_characters: 5000 },
        groups: { max_characters_name: 50, max_characters_description: 160 },
        reactions: { max_reactions: 0 },
        translation: { enabled: false },
        vapid: { public_key: "" },
      },
      pleroma: {
        metadata: {
          description_limit: 1500,
          post_formats: ["text/plain"],
          federation: { enabled: true, mrf_simple: { reject: [] } },
          fields_limits: {
            max_fields: 4,
            name_length: 255,
            value_length: 2047,
          },
          translation: { allow_unauthenticated: false, allow_remote: true },
          markup: { allow_headings: false, allow_inline_images: false },
          multitenancy: { enabled: false },
        },
      },
    });
  });

  it.each([null, 42, "instance", [1, 2]])(
    "reads %p as the default instance",
    (raw) => {
      expect(parse(raw)).toEqual(defaultInstance);
    },
  );

  it("defaults invalid values field by field and drops malformed list items", () => {
    const instance = parse({
      domain: "https://Example.Social/path",
      version: 4,
      languages: ["en", 3, "fr"],
      rules: [{ id: 1, text: "Be kind" }, { id: "2" }, "no"],
      icons: [
        { size: "16x16", src: "/favicon-16.png" },
        { size: "large", src: "/big.png" },
        { size: "32x32" },
      ],
      configuration: "nonsense",
      contact: { email: "not an e-mail", account: { id: "" } },
      registrations: { enabled: "yes", approval_required: true },
    });
    expect(instance.domain).toBe("example.social");
    expect(instance.account_domain).toBe("example.social");
    expect(instance.version).toBe("0.0.0");
    expect(instance.languages).toEqual(["en", "fr"]);
    expect(instance.rules).toEqual([{ id: "1", text: "Be kind", hint: "" }]);
    expect(instance.icons).toEqual([{ size: "16x16", src: "/favicon-16.png" }]);
    expect(instance.configuration).toEqual(defaultInstance.configuration);
    expect(instance.contact).toEqual({ email: null, account: null });
    expect(instance.registrations).toMatchObject({
      enabled: false,
      approval_required: true,
    });
  });

  it("keeps a v2 account_domain that differs from the domain, without its scheme", () => {
    const instance = parse({
      domain: "social.example.com",
      account_domain: "https://example.com/",
    });
    expect(instance.account_domain).toBe("example.com");
  });
});

describe("instanceSchema api_versions", () => {
  it("merges Pleroma features, Fedibird capabilities and the server's own map", () => {
    const instance = parse({
      domain: "example.com",
      pleroma: {
        metadata: {
          features: [
            "pleroma_chat_messages",
            "akkoma:machine_translation",
            "pl:translations",
            "pleroma:get:main/ostatus",
            "events",
            "polls",
          ],
        },
      },
      fedibird_capabilities: ["kmyblue_antenna"],
      api_versions: { mastodon: 6, "polls.pleroma": 3, broken: "x" },
    });
    expect(instance.api_versions).toEqual({
      "chat_messages.pleroma": 1,
      // Detected under the keys the feature table reads (quirk 2).
      "machine_translation.pleroma": 1,
      "translations.pleroma": 1,
      "get:main/ostatus.pleroma": 1,
      "events.pleroma": 1,
      // The server's own numbers win.
      "polls.pleroma": 3,
      "kmyblue_antenna.fedibird": 1,
      mastodon: 6,
    });
  });
});

describe("instanceSchema post formats", () => {
  it.each([
    [
      "the declared mime types",
      {
        configuration: {
          statuses: { supported_mime_types: ["text/plain", "text/html"] },
        },
      },
      ["text/plain", "text/html"],
    ],
    [
      "Markdown for kmyblue",
      { fedibird_capabilities: ["kmyblue_markdown"] },
      ["text/plain", "text/markdown"],
    ],
    [
      "MFM for Sharkey",
      { version: "3.0.0 (compatible; Sharkey 2024.8.1)" },
      ["text/plain", "text/x.misskeymarkdown"],
    ],
    ["plain text otherwise", {}, ["text/plain"]],
    [
      "Pleroma's own list when present",
      {
        pleroma: { metadata: { post_formats: ["text/plain", "text/bbcode"] } },
      },
      ["text/plain", "text/bbcode"],
    ],
  ])("uses %s", (_what, fields, formats) => {
    const instance = parse({ domain: "example.com", ...fields });
    expect(instance.pleroma.metadata.post_formats).toEqual(formats);
  });
});
