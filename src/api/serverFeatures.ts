import {
  FEATURE_NAMES,
  supports,
  type Capability,
  type DetectedServer,
  type FeatureContext,
  type FeatureName,
  type Features,
} from "./features";
import type { Instance } from "./schemas/instance";
import {
  coerceVersion,
  formatVersion,
  readVersion,
  type VersionNumber,
} from "./version";

/**
 * Which server software, which version, and so which features. The one place
 * version strings are read (STYLE.md section 5).
 */

const UNKNOWN: DetectedServer = {
  software: null,
  version: "0.0.0",
  compatVersion: "0.0.0",
  build: null,
};

/** `<compat> (compatible; <Name> <version>)`; the name may be joined by `/` (Iceshrimp.NET/2024.1). */
const COMPATIBLE = /^(\S*)\s*\(compatible;\s*([^\s/()]+)[\s/]+([^()]+?)\s*\)$/;

/**
 * A commit after the version. GoToSocial's cmd/gotosocial builds its version
 * string as `Version + " " + Commit[:7]` (`0.2.0 31935ee`); no other family
 * appends one with a space, so that form alone names GoToSocial.
 */
const COMMIT = /^(?:git-)?([0-9a-f]{7,40})$/i;

/**
 * The build label: the first `+` metadata identifier, cut at its first hyphen
 * (`hometown-1.1.1` → hometown), or the commit of a `git-<hash>` identifier.
 * Every `+` separates, so a glitch build with local suffixes (`+glitch+cutie`)
 * still reads as glitch.
 */
function buildOf(version: VersionNumber): string | null {
  const first = version.metadata?.split(/[.+]/)[0] ?? "";
  const label = COMMIT.exec(first)?.[1] ?? first.split("-")[0] ?? "";
  return label === "" ? null : label.toLowerCase();
}

/** Mastodon has never had a major above 4; a year-like major is a calendar version. */
function isCalendarVersion(version: VersionNumber): boolean {
  return version.major >= 1000;
}

/** A software version, with a trailing commit (`0.17.3 git-abc1234`) taken as its build. */
function readSoftware(text: string): DetectedServer | null {
  const [head = "", tail, ...rest] = text.trim().split(/\s+/);
  const exact = readVersion(head);
  const commit = tail === undefined ? null : (COMMIT.exec(tail)?.[1] ?? null);
  if (exact && rest.length === 0 && (tail === undefined || commit !== null)) {
    const version = formatVersion(exact);
    const build = buildOf(exact) ?? commit?.toLowerCase() ?? null;
    return { software: null, version, compatVersion: version, build };
  }
  const loose = coerceVersion(text);
  if (!loose) return null;
  const version = formatVersion(loose);
  return { software: null, version, compatVersion: version, build: null };
}

function fromCompatible(compat: string, name: string, rest: string) {
  const software = readSoftware(rest);
  if (!software) return UNKNOWN;
  const compatNumber = readVersion(compat);
  return {
    ...software,
    software: name,
    compatVersion: compatNumber ? formatVersion(compatNumber) : "0.0.0",
  };
}

/**
 * Reads a version string (spec 01 section 5): `<compat> (compatible; <Name>
 * <version>)`, or a bare version, which is Mastodon's. Unparseable →
 * software null, versions 0.0.0. Beyond that grammar: `3.5.0rc1` reads as
 * 3.5.0 (pre-releases never fail a `>=` check of their own release);
 * `<version> <commit>` is GoToSocial's own format; a bare calendar version
 * (`2022.05-dev`) is not Mastodon's, so software stays null but the version is
 * kept for detectServer, which may attribute it from other instance fields.
 */
export function parseVersion(raw: string): DetectedServer {
  const trimmed = raw.trim();
  const compatible = COMPATIBLE.exec(trimmed);
  if (compatible) {
    const [, compat = "", name = "", rest = ""] = compatible;
    return fromCompatible(compat, name, rest);
  }
  const [head = "", tail, ...rest] = trimmed.split(/\s+/);
  const bare = readVersion(head);
  if (!bare || rest.length > 0) return UNKNOWN;
  if (tail !== undefined) {
    if (!COMMIT.test(tail)) return UNKNOWN;
    const software = readSoftware(trimmed) ?? UNKNOWN;
    return { ...software, software: "GoToSocial", compatVersion: "0.0.0" };
  }
  const version = formatVersion(bare);
  if (isCalendarVersion(bare)) {
    return { software: null, version, compatVersion: "0.0.0", build: null };
  }
  return {
    software: "Mastodon",
    version,
    compatVersion: version,
    build: buildOf(bare),
  };
}

const canonical = (name: string, version: string, compat = "0.0.0") =>
  `${compat} (compatible; ${name} ${version})`;

const PREFIXED: Readonly<Record<string, string>> = {
  takahe: "Takahe",
  neodb: "NeoDB",
  egregoros: "Egregoros",
};

/**
 * Friendica without a compatible clause (2022 and older) sends a bare calendar
 * version. Corroboration from its defaults: the stock thumbnail
 * `images/friendica-32.png`, the stock title "Friendica Social Network", or
 * an admin profile at Friendica's `/profile/<nick>` route.
 */
function looksLikeFriendica(instance: Instance): boolean {
  const named = [
    instance.title,
    instance.source_url ?? "",
    instance.thumbnail.url,
    ...instance.icons.map((icon) => icon.src),
  ].some((text) => /friendica/i.test(text));
  const profile = instance.contact.account?.url ?? "";
  return named || /\/profile\/[^/?#]+$/.test(profile);
}

/**
 * GoToSocial sends plain versions; its signatures are its own
 * `configuration.accounts.allow_custom_css` and its repository as source_url.
 * (A trailing commit, as in the 0.2.0 fixture, is handled by parseVersion.)
 */
function looksLikeGoToSocial(instance: Instance): boolean {
  return (
    instance.configuration.accounts.allow_custom_css !== null ||
    /\/gotosocial(?:\.git)?\/?$/i.test(instance.source_url ?? "")
  );
}

type Rewrite = (raw: string, instance: Instance) => string | null;

/** Family-specific version strings rewritten into the canonical form; the first match wins. */
const REWRITES: readonly Rewrite[] = [
  (raw) => {
    const snac = /^(\S+) \(not true; really snac\/(\S+)\)$/.exec(raw);
    return snac ? canonical("snac", snac[2] ?? "", snac[1]) : null;
  },
  (raw) => {
    const prefixed = /^(takahe|neodb|egregoros)\/(\S+)$/i.exec(raw);
    const name = PREFIXED[prefixed?.[1]?.toLowerCase() ?? ""];
    return prefixed && name ? canonical(name, prefixed[2] ?? "") : null;
  },
  // The Enable Mastodon Apps plugin's version decides what the API offers, not WordPress's.
  (raw) => {
    const ema = /^WordPress\/\S+,\s*EMA\/(\S+)$/i.exec(raw);
    return ema ? canonical("WordPress", ema[1] ?? "") : null;
  },
  (raw, instance) =>
    /\/hollo(?:\.git)?\/?$/i.test(instance.source_url ?? "")
      ? canonical("Hollo", raw)
      : null,
  (raw, instance) =>
    looksLikeGoToSocial(instance) ? canonical("GoToSocial", raw) : null,
  (raw, instance) => {
    const version = readVersion(raw);
    return version && isCalendarVersion(version) && looksLikeFriendica(instance)
      ? canonical("Friendica", raw)
      : null;
  },
];

/** parseVersion after the family-specific rewrites that need the rest of the instance. */
export function detectServer(instance: Instance): DetectedServer {
  const raw = instance.version.trim();
  if (!raw.includes("(compatible;")) {
    for (const rewrite of REWRITES) {
      const rewritten = rewrite(raw, instance);
      if (rewritten !== null) return parseVersion(rewritten);
    }
  }
  return parseVersion(raw);
}

function capabilitiesOf(instance: Instance): Record<Capability, boolean> {
  const { configuration, pleroma } = instance;
  const { metadata } = pleroma;
  return {
    federating: metadata.federation.enabled,
    featureQuote: instance.feature_quote,
    markupHeadings: metadata.markup.allow_headings,
    markupInlineImages: metadata.markup.allow_inline_images,
    multitenancy: metadata.multitenancy.enabled,
    reactionsConfigured: configuration.reactions.max_reactions > 0,
    richPostFormats: metadata.post_formats.some((f) => f !== "text/plain"),
    streamingUrl: (configuration.urls.streaming ?? "") !== "",
    translationEnabled: configuration.translation.enabled,
    unauthenticatedTranslation: metadata.translation.allow_unauthenticated,
  };
}

/** Every gate as a plain boolean, from the data table in features.ts. */
export function getFeatures(instance: Instance): Features {
  const context: FeatureContext = {
    server: detectServer(instance),
    apiVersions: instance.api_versions,
    capabilities: capabilitiesOf(instance),
  };
  const features = {} as Record<FeatureName, boolean>;
  for (const name of FEATURE_NAMES) features[name] = supports(name, context);
  return features;
}
