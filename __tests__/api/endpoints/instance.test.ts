import { getInstanceRules } from "../../../src/api/endpoints/instance";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";
import { getInstance } from "../../../src/api/endpoints/instance";
import { fakeClient } from "../../store/factories";

describe("instance", () => {
  it("falls back to v1 on any failure of v2", async () => {
    const { client } = fakeClient({
      "/api/v2/instance": () => ({ status: 500, body: {} }),
      "/api/v1/instance": () => ({
        body: { uri: "https://example.social", title: "Old", version: "3.4.0" },
      }),
    });
    expect((await getInstance(client)).title).toBe("Old");
  });
});

describeWithFixtures("instance rules", () => {
  it("reads Mastodon's rules and Truth Social's with extras", async () => {
    const { client, only } = recordingClient({
      "GET /api/v1/instance/rules": {
        body: [
          ...(readFixture(
            "mastodon-docs",
            "methods-instance-5.json",
          ) as unknown[]),
          ...(readFixture("real", "rules.json") as unknown[]),
          { id: "99", text: "" },
        ],
      },
    });
    const page = await getInstanceRules(client);
    expect(only().path).toBe("/api/v1/instance/rules");
    expect(page.dropped).toBe(1);
    expect(page.items[0]).toEqual({
      id: "1",
      text: "Sexually explicit or violent media must be marked as sensitive when posting",
      hint: "",
    });
  });
});
