import {
  interactionPoliciesSchema,
  interactionPolicySchema,
  interactionRuleSchema,
} from "../../../src/api/schemas/interactionPolicy";

describe("interactionPolicySchema", () => {
  it("defaults every action to always public and me", () => {
    const rule = { always: ["public", "me"], with_approval: [] };
    expect(interactionPolicySchema.parse(undefined)).toEqual({
      can_favourite: rule,
      can_reblog: rule,
      can_reply: rule,
    });
  });

  it("keeps known audiences and drops account URIs", () => {
    expect(
      interactionRuleSchema.parse({
        always: ["author", "https://example.social/users/bob", "mentioned"],
        with_approval: ["followers", 5],
      }),
    ).toEqual({
      always: ["author", "mentioned"],
      with_approval: ["followers"],
    });
  });

  it("keeps an explicitly empty always list", () => {
    expect(interactionRuleSchema.parse({ always: [] }).always).toEqual([]);
  });

  it("reads GoToSocial's automatic and manual approval spelling", () => {
    expect(
      interactionRuleSchema.parse({
        automatic_approval: ["mutuals"],
        manual_approval: ["public"],
      }),
    ).toEqual({ always: ["mutuals"], with_approval: ["public"] });
  });

  it("reads the per-visibility defaults", () => {
    const policies = interactionPoliciesSchema.parse({
      public: { can_reply: { always: ["public"] } },
      direct: { can_reblog: { always: ["author"] } },
    });
    expect(policies.public.can_reply.always).toEqual(["public"]);
    expect(policies.direct.can_reblog.always).toEqual(["author"]);
    expect(policies.private.can_favourite.always).toEqual(["public", "me"]);
  });
});
