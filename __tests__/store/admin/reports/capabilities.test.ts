import { reportCapabilities } from "../../../../src/store/admin/reports/capabilities";
import { SERVERS } from "../../../api/endpoints/recordingClient";

/** Pleroma 2.5's default moderator privileges (the demo server's `mod`). */
const PLEROMA_MODERATOR = ["reports_manage_reports", "messages_delete"];

describe("reportCapabilities", () => {
  it("offers Mastodon's account actions with a message to the member, and no team notes or post deletion", () => {
    const can = reportCapabilities(SERVERS.mastodon, null);
    expect(can.actions).toEqual(["warn", "sensitive", "limit", "suspend"]);
    expect(can.calls.sensitive).toEqual({
      kind: "account",
      operation: "adminSensitiveAccount",
    });
    expect(can.message).toBe(true);
    expect(can.teamNote).toBeNull();
    expect(can).toMatchObject({
      assign: true,
      reopen: true,
      resolveComment: false,
    });
  });

  it("offers GoToSocial's suspension only, its reason as the team note, and a resolution comment", () => {
    const can = reportCapabilities(SERVERS.gotosocial, null);
    expect(can.actions).toEqual(["suspend"]);
    expect(can.message).toBe(false);
    expect(can.teamNote).toBe("action");
    expect(can.resolveComment).toBe(true);
    expect(can.assign).toBe(false);
  });

  it("marks Pleroma's reported posts sensitive and deletes them, with notes on the report", () => {
    const can = reportCapabilities(SERVERS.pleroma, null);
    expect(can.actions).toEqual([
      "sensitive",
      "limit",
      "suspend",
      "deletePosts",
    ]);
    expect(can.calls.sensitive).toEqual({
      kind: "posts",
      operation: "adminUpdateStatus",
    });
    expect(can.teamNote).toBe("report");
    expect(can.message).toBe(false);
  });

  it("keeps from a Pleroma moderator what the default privileges do not allow, as forbidden rather than absent", () => {
    const can = reportCapabilities(SERVERS.pleroma, PLEROMA_MODERATOR);
    expect(can.actions).toEqual(["sensitive", "deletePosts"]);
    expect(can.forbidden).toEqual(["limit", "suspend"]);
  });

  it("gives Akkoma no assignment (its admin API has none)", () => {
    expect(reportCapabilities(SERVERS.akkoma, null).assign).toBe(false);
  });
});
