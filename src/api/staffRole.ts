import type { FeatureName, Features } from "./features";
import type { CredentialAccount } from "./schemas/credentialAccount";

/**
 * What the signed-in account may do in the staff console (spec 02 section 6;
 * issue 16, "Who sees it"): which sections it may see, from its role and the
 * server's admin API. Mastodon (4.0) says it with permission bits on the role
 * verify_credentials carries; Pleroma (2.5) with the privileges of its admin
 * and moderator groups, also on the viewer's own account, and before that
 * with its two flags; GoToSocial by the role's name, and its admin API
 * answers admins only.
 */

export type AdminSection =
  | "dashboard"
  | "reports"
  | "accounts"
  | "federation"
  | "ipBlocks"
  | "emailBlocks"
  | "rules"
  | "relays"
  | "invites"
  | "announcements"
  | "log"
  | "config"
  | "groups";

/** Mastodon's role permission bits (`UserRole::FLAGS`), the ones the console reads. */
export const PERMISSION = {
  administrator: 1 << 0,
  viewAuditLog: 1 << 2,
  viewDashboard: 1 << 3,
  manageReports: 1 << 4,
  manageFederation: 1 << 5,
  manageSettings: 1 << 6,
  manageBlocks: 1 << 7,
  manageUsers: 1 << 10,
  manageInvites: 1 << 11,
  manageRules: 1 << 12,
  manageAnnouncements: 1 << 13,
} as const;

interface SectionRule {
  /** The server has the section's API when any of these holds. */
  readonly features: readonly FeatureName[];
  /** Mastodon: any of these permission bits opens it. */
  readonly permissions: number;
  /**
   * Pleroma: the privilege that opens it (2.5), or "admin" for what only
   * admins reach (configuration, relays, rules, federation).
   */
  readonly privilege: string;
  /** Pleroma before privileges, and Akkoma: whether moderators reach it. */
  readonly moderators: boolean;
}

const STAFF_API: readonly FeatureName[] = [
  "mastodonAdmin",
  "pleromaAdminAccounts",
];

/**
 * Sections in the console's order. Iceshrimp.NET's and GoToSocial's relay
 * API answer in shapes of their own that no sample documents, so the
 * console does not offer them.
 */
export const ADMIN_SECTIONS: Readonly<Record<AdminSection, SectionRule>> = {
  dashboard: {
    features: STAFF_API,
    permissions:
      PERMISSION.viewDashboard |
      PERMISSION.manageReports |
      PERMISSION.manageUsers,
    privilege: "reports_manage_reports",
    moderators: true,
  },
  reports: {
    features: STAFF_API,
    permissions: PERMISSION.manageReports,
    privilege: "reports_manage_reports",
    moderators: true,
  },
  accounts: {
    features: STAFF_API,
    permissions: PERMISSION.manageUsers,
    privilege: "users_read",
    moderators: false,
  },
  federation: {
    features: ["adminDomainBlocks", "adminDomainAllows"],
    permissions: PERMISSION.manageFederation,
    privilege: "admin",
    moderators: false,
  },
  ipBlocks: {
    features: ["adminIpBlocks"],
    permissions: PERMISSION.manageBlocks,
    privilege: "admin",
    moderators: false,
  },
  emailBlocks: {
    features: ["adminEmailDomainBlocks", "adminCanonicalEmailBlocks"],
    permissions: PERMISSION.manageBlocks,
    privilege: "admin",
    moderators: false,
  },
  rules: {
    features: ["adminRules"],
    permissions: PERMISSION.manageRules,
    privilege: "admin",
    moderators: false,
  },
  relays: {
    features: ["pleromaAdminRelays"],
    permissions: PERMISSION.manageFederation,
    privilege: "admin",
    moderators: false,
  },
  invites: {
    features: ["pleromaAdminInvites"],
    permissions: PERMISSION.manageInvites,
    privilege: "users_manage_invites",
    moderators: false,
  },
  announcements: {
    features: ["pleromaAdminAnnouncements"],
    permissions: PERMISSION.manageAnnouncements,
    privilege: "announcements_manage_announcements",
    moderators: false,
  },
  log: {
    features: ["pleromaAdminModerationLog"],
    permissions: PERMISSION.viewAuditLog,
    privilege: "moderation_log_read",
    moderators: false,
  },
  config: {
    features: ["pleromaAdminConfig"],
    permissions: PERMISSION.manageSettings,
    privilege: "admin",
    moderators: false,
  },
  // The groups branch's GroupPolicy lets those who manage users act on
  // groups; Rebased-style servers answer admins only.
  groups: {
    features: ["adminGroups"],
    permissions: PERMISSION.manageUsers,
    privilege: "admin",
    moderators: false,
  },
};

export type StaffKind = "admin" | "moderator";

export interface StaffRole {
  /** null: not staff (or staff of a server without an admin API the console reads). */
  readonly kind: StaffKind | null;
  readonly sections: readonly AdminSection[];
}

type Viewer = Pick<
  CredentialAccount,
  "role" | "is_admin" | "is_moderator" | "privileges"
>;

function permissionBits(viewer: Viewer): number {
  const bits = Number(viewer.role?.permissions ?? 0);
  return Number.isSafeInteger(bits) && bits > 0 ? bits : 0;
}

/** Who the viewer is as staff, and a test of one section by their role alone. */
function roleOf(viewer: Viewer, features: Features) {
  if (features.adminRoleByName) {
    const admin = viewer.role?.name.toLowerCase() === "admin";
    return { kind: admin ? ("admin" as const) : null, may: () => admin };
  }
  if (features.pleromaAdminAccounts) {
    const kind = viewer.is_admin
      ? ("admin" as const)
      : viewer.is_moderator
        ? ("moderator" as const)
        : null;
    const privileges = viewer.privileges;
    const may = (rule: SectionRule) =>
      kind === "admin" ||
      (kind === "moderator" &&
        (privileges ? privileges.includes(rule.privilege) : rule.moderators));
    return { kind, may };
  }
  // Mastodon's stock Admin role lacks the administrator bit (only Owner has
  // it) but holds every other: a role opening every section is an admin's.
  // One opening some is a moderator's, one opening none no staff role at all.
  const bits = permissionBits(viewer);
  const may = (rule: SectionRule) =>
    (bits & (PERMISSION.administrator | rule.permissions)) !== 0;
  const admin = Object.values(ADMIN_SECTIONS).every(may);
  return { kind: admin ? ("admin" as const) : ("moderator" as const), may };
}

/**
 * The console sections the viewer may see: those whose API the server has
 * and whose permission the viewer's role holds. A server without a staff
 * API the console reads yields no sections even for its admins.
 */
export function staffRole(viewer: Viewer, features: Features): StaffRole {
  const { kind, may } = roleOf(viewer, features);
  if (kind === null) return { kind: null, sections: [] };
  const sections = (Object.keys(ADMIN_SECTIONS) as AdminSection[]).filter(
    (section) => {
      const rule = ADMIN_SECTIONS[section];
      return rule.features.some((name) => features[name]) && may(rule);
    },
  );
  return { kind: sections.length ? kind : null, sections };
}
