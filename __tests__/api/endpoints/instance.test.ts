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
