import type {
  InteractionPolicies,
  InteractionPolicy,
  InteractionRule,
} from "../../../api/schemas/interactionPolicy";

/**
 * The choices the form offers for who may like, boost or reply, each one
 * GoToSocial rule. The author ("me", "author") may always interact, so the
 * comparison leaves them out; a rule that matches none (set in another
 * client, or naming accounts) is kept as it is.
 */
export const PRESETS = {
  anyone: { always: ["public"], with_approval: [] },
  anyoneApproval: { always: [], with_approval: ["public"] },
  followers: { always: ["followers", "mentioned"], with_approval: [] },
  followersApproval: {
    always: ["followers", "mentioned"],
    with_approval: ["public"],
  },
  mentioned: { always: ["mentioned"], with_approval: [] },
  me: { always: [], with_approval: [] },
} as const satisfies Record<
  string,
  { always: readonly string[]; with_approval: readonly string[] }
>;

export type Preset = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as Preset[];
export const VISIBILITIES = [
  "public",
  "unlisted",
  "private",
  "direct",
] as const;
export type PolicyVisibility = (typeof VISIBILITIES)[number];
export type PolicyAction = keyof InteractionPolicy;
export const ACTIONS: readonly PolicyAction[] = [
  "can_favourite",
  "can_reblog",
  "can_reply",
];

const SELF = new Set(["me", "author"]);

function sameSet(rule: readonly string[], preset: readonly string[]) {
  const others = new Set(rule.filter((audience) => !SELF.has(audience)));
  return others.size === preset.length && preset.every((a) => others.has(a));
}

/** The preset a rule is, or null for one of its own. */
export function presetOf(rule: InteractionRule): Preset | null {
  return (
    PRESET_NAMES.find(
      (name) =>
        sameSet(rule.always, PRESETS[name].always) &&
        sameSet(rule.with_approval, PRESETS[name].with_approval),
    ) ?? null
  );
}

/** The rule a preset sends: the member always may. */
export function ruleOf(preset: Preset): InteractionRule {
  const { always, with_approval } = PRESETS[preset];
  return { always: [...always, "me"], with_approval: [...with_approval] };
}

/**
 * Only its author may boost a followers-only or direct post, on GoToSocial
 * as on every Mastodon-API server, so the form offers no choice there.
 */
export const isFixed = (visibility: PolicyVisibility, action: PolicyAction) =>
  action === "can_reblog" &&
  (visibility === "private" || visibility === "direct");

/** The field name a refusal gives for one visibility's one action ("public.can_reply"). */
export const fieldName = (visibility: PolicyVisibility, action: PolicyAction) =>
  `${visibility}.${action}`;

export const ALL_FIELDS = VISIBILITIES.flatMap((v) =>
  ACTIONS.map((a) => fieldName(v, a)),
);

/** The policies with one rule replaced. */
export function withRule(
  policies: InteractionPolicies,
  visibility: PolicyVisibility,
  action: PolicyAction,
  rule: InteractionRule,
): InteractionPolicies {
  return {
    ...policies,
    [visibility]: { ...policies[visibility], [action]: rule },
  };
}
