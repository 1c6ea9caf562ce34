import * as z from "zod/mini";
import { filteredArray, isRecord, withFallback } from "./utils";
import { object } from "./zodInternals";

export const INTERACTION_AUDIENCES = [
  "public",
  "followers",
  "following",
  "mutuals",
  "mentioned",
  "author",
  "me",
] as const;

const audiences = filteredArray(z.enum(INTERACTION_AUDIENCES));

/**
 * GoToSocial's newer interaction-controls vocabulary says automatic / manual
 * approval where older releases say always / with approval; both spellings are
 * read, the older winning when both are sent.
 */
function renameApprovalKeys(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return {
    always: raw.always ?? raw.automatic_approval,
    with_approval: raw.with_approval ?? raw.manual_approval,
  };
}

/**
 * Who may perform one interaction. Entries other than the audiences above
 * (GoToSocial also lists account URIs) are dropped.
 */
export const interactionRuleSchema = z.pipe(
  z.transform(renameApprovalKeys),
  object({
    always: withFallback(
      z.pipe(
        z.array(z.unknown()),
        z.transform((list) => audiences.parse(list)),
      ),
      ["public", "me"],
    ),
    with_approval: audiences,
  }),
);

export type InteractionRule = z.infer<typeof interactionRuleSchema>;

const defaultRule: InteractionRule = {
  always: ["public", "me"],
  with_approval: [],
};

const ruleOrDefault = withFallback(interactionRuleSchema, defaultRule);

/** Who may favourite, reblog and reply to a status (GoToSocial). */
export const interactionPolicySchema = withFallback(
  object({
    can_favourite: ruleOrDefault,
    can_reblog: ruleOrDefault,
    can_reply: ruleOrDefault,
  }),
  {
    can_favourite: defaultRule,
    can_reblog: defaultRule,
    can_reply: defaultRule,
  },
);

export type InteractionPolicy = z.infer<typeof interactionPolicySchema>;

/** Default policies per visibility (GoToSocial `/api/v1/interaction_policies/defaults`). */
export const interactionPoliciesSchema = object({
  public: interactionPolicySchema,
  unlisted: interactionPolicySchema,
  private: interactionPolicySchema,
  direct: interactionPolicySchema,
});

export type InteractionPolicies = z.infer<typeof interactionPoliciesSchema>;
