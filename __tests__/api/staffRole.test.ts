import {
  FEATURE_NAMES,
  supports,
  type Capability,
  type DetectedServer,
  type Features,
} from "../../src/api/features";
import { credentialAccountSchema } from "../../src/api/schemas/credentialAccount";
import { PERMISSION, staffRole } from "../../src/api/staffRole";

/** Every gate for this server, with no advertised capability or api_versions. */
function getFeaturesFor(server: DetectedServer): Features {
  const context = {
    server,
    apiVersions: {},
    capabilities: {
      federating: false,
      featureQuote: false,
      markupHeadings: false,
      markupInlineImages: false,
      multitenancy: false,
      reactionsConfigured: false,
      richPostFormats: false,
      streamingUrl: false,
      translationEnabled: false,
      unauthenticatedTranslation: false,
    } satisfies Record<Capability, boolean>,
  };
  return Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, supports(name, context)]),
  ) as Features;
}

const mastodon: DetectedServer = {
  software: "Mastodon",
  version: "4.5.0",
  compatVersion: "4.5.0",
  build: null,
};
const pleroma = { ...mastodon, software: "Pleroma", version: "2.9.1" };
const akkoma = { ...mastodon, software: "Akkoma", version: "3.15.2" };
const gotosocial = { ...mastodon, software: "GoToSocial", version: "0.19.1" };

/** verify_credentials as each family sends it, read by the real schema. */
function viewer(extra: Record<string, unknown>) {
  return credentialAccountSchema.parse({
    id: "1",
    username: "maren",
    acct: "maren",
    source: { privacy: "public", note: "", fields: [] },
    ...extra,
  });
}

const mastodonRole = (permissions: number | string) =>
  viewer({
    role: { id: "3", name: "Staff", permissions, color: "", highlighted: true },
  });

describe("staffRole on Mastodon (role permission bits)", () => {
  const features = getFeaturesFor(mastodon);

  it("opens every Mastodon section to the Owner's administrator bit", () => {
    expect(staffRole(mastodonRole("1"), features)).toEqual({
      kind: "admin",
      sections: [
        "dashboard",
        "reports",
        "accounts",
        "federation",
        "ipBlocks",
        "emailBlocks",
      ],
    });
  });

  it("counts a role holding every section's bit as an admin's (the stock Admin role)", () => {
    const all = Object.values(PERMISSION).reduce((a, b) => a | b, 0);
    expect(
      staffRole(mastodonRole(all & ~PERMISSION.administrator), features).kind,
    ).toBe("admin");
  });

  it("gives the stock Moderator role reports, accounts and the dashboard only", () => {
    // view_dashboard | view_audit_log | manage_users | manage_reports | manage_taxonomies
    expect(staffRole(mastodonRole(1308), features)).toEqual({
      kind: "moderator",
      sections: ["dashboard", "reports", "accounts"],
    });
  });

  it("opens one section for one bit, and none for a member's invite bit", () => {
    expect(staffRole(mastodonRole(PERMISSION.manageReports), features)).toEqual(
      {
        kind: "moderator",
        sections: ["dashboard", "reports"],
      },
    );
    expect(
      staffRole(mastodonRole(PERMISSION.manageBlocks), features).sections,
    ).toEqual(["ipBlocks", "emailBlocks"]);
    expect(staffRole(mastodonRole(65536), features)).toEqual({
      kind: null,
      sections: [],
    });
    expect(staffRole(viewer({}), features)).toEqual({
      kind: null,
      sections: [],
    });
  });

  it("leaves out what Mastodon before 4.0 has no API for", () => {
    const old = getFeaturesFor({ ...mastodon, version: "3.5.3" });
    expect(staffRole(mastodonRole("1"), old).sections).toEqual([
      "dashboard",
      "reports",
      "accounts",
      "federation",
    ]);
  });
});

describe("staffRole on Pleroma and Akkoma", () => {
  const pleromaAdmin = viewer({
    pleroma: { is_admin: true, is_moderator: false },
  });

  it("opens every Pleroma section to an admin, federation by the config emulation", () => {
    expect(staffRole(pleromaAdmin, getFeaturesFor(pleroma))).toEqual({
      kind: "admin",
      sections: [
        "dashboard",
        "reports",
        "accounts",
        "federation",
        "rules",
        "relays",
        "invites",
        "announcements",
        "log",
        "config",
      ],
    });
    // Akkoma has no rules API.
    expect(
      staffRole(pleromaAdmin, getFeaturesFor(akkoma)).sections,
    ).not.toContain("rules");
  });

  it("reads a moderator's privileges (Pleroma 2.5) where the server sends them", () => {
    const moderator = viewer({
      pleroma: {
        is_moderator: true,
        privileges: [
          "reports_manage_reports",
          "users_read",
          "moderation_log_read",
        ],
      },
    });
    expect(staffRole(moderator, getFeaturesFor(pleroma))).toEqual({
      kind: "moderator",
      sections: ["dashboard", "reports", "accounts", "log"],
    });
  });

  it("gives a moderator reports alone where no privileges come (Akkoma)", () => {
    const moderator = viewer({ pleroma: { is_moderator: true } });
    expect(staffRole(moderator, getFeaturesFor(akkoma))).toEqual({
      kind: "moderator",
      sections: ["dashboard", "reports"],
    });
    expect(
      staffRole(viewer({ pleroma: {} }), getFeaturesFor(akkoma)).kind,
    ).toBeNull();
  });
});

describe("staffRole on GoToSocial (the role's name)", () => {
  const features = getFeaturesFor(gotosocial);

  it("opens GoToSocial's sections to its admin role, by name only or Mastodon's shape", () => {
    const expected = {
      kind: "admin",
      sections: ["dashboard", "reports", "accounts", "federation", "rules"],
    };
    expect(staffRole(viewer({ role: { name: "admin" } }), features)).toEqual(
      expected,
    );
    expect(
      staffRole(
        viewer({ role: { id: "admin", name: "admin", permissions: "146904" } }),
        features,
      ),
    ).toEqual(expected);
  });

  it("gives its moderators nothing: GoToSocial's admin API answers admins only", () => {
    expect(
      staffRole(viewer({ role: { name: "moderator" } }), features),
    ).toEqual({
      kind: null,
      sections: [],
    });
  });
});

describe("staffRole where the console reads no admin API", () => {
  it("gives even an admin of Iceshrimp.NET no section", () => {
    const features = getFeaturesFor({
      ...mastodon,
      software: "Iceshrimp.NET",
      version: "2025.1.0",
    });
    expect(staffRole(mastodonRole("1"), features)).toEqual({
      kind: null,
      sections: [],
    });
  });
});
