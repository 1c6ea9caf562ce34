import { familyPath } from "../../src/api/familyPaths";
import { instanceSchema } from "../../src/api/schemas/instance";
import { getFeatures } from "../../src/api/serverFeatures";
import {
  AKKOMA,
  GOTOSOCIAL,
  MASTODON,
  PLEROMA,
} from "../support/recordingClient";

/** The gates and routes added for the member's account settings (issue 18). */
const gatesOf = (version: string) => {
  const features = getFeatures(
    instanceSchema.parse({ domain: "example.com", version }),
  );
  return {
    deleteProfileImages: features.deleteProfileImages,
    disableAccount: features.disableAccount,
    interactionPolicyDefaults: features.interactionPolicyDefaults,
    preferences: features.preferences,
  };
};

describe("account settings gates", () => {
  it.each([
    ["4.5.0", [true, false, false, true]],
    ["4.1.0", [false, false, false, true]],
    ["2.7.0", [false, false, false, false]],
    ["2.7.2 (compatible; Pleroma 2.9.1)", [false, true, false, false]],
    ["2.7.2 (compatible; Akkoma 3.15.2)", [false, true, false, false]],
    ["0.0.0 (compatible; GoToSocial 0.19.1)", [false, false, true, true]],
    ["0.0.0 (compatible; GoToSocial 0.16.0)", [false, false, false, true]],
  ])("%s", (version, [images, disable, policies, preferences]) => {
    expect(gatesOf(version)).toEqual({
      deleteProfileImages: images,
      disableAccount: disable,
      interactionPolicyDefaults: policies,
      preferences,
    });
  });
});

describe("account settings routes", () => {
  it.each([
    ["notificationSettings", PLEROMA, "PUT /api/pleroma/notification_settings"],
    ["backups", AKKOMA, "GET /api/v1/pleroma/backups"],
    ["backupCreate", PLEROMA, "POST /api/v1/pleroma/backups"],
    ["aliases", PLEROMA, "GET /api/pleroma/aliases"],
    ["aliasAdd", PLEROMA, "PUT /api/pleroma/aliases"],
    ["aliasRemove", AKKOMA, "DELETE /api/pleroma/aliases"],
    ["moveAccount", PLEROMA, "POST /api/pleroma/move_account"],
    ["disableAccount", AKKOMA, "POST /api/pleroma/disable_account"],
    [
      "interactionPolicyDefaults",
      GOTOSOCIAL,
      "GET /api/v1/interaction_policies/defaults",
    ],
    [
      "interactionPolicyDefaultsUpdate",
      GOTOSOCIAL,
      "PATCH /api/v1/interaction_policies/defaults",
    ],
  ] as const)("%s on %s", (operation, server, line) => {
    const route = familyPath(server, operation);
    expect(route && `${route.method} ${route.path}`).toBe(line);
    expect(familyPath(MASTODON, operation)).toBeNull();
  });
});
