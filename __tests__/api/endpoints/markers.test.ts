import { getMarkers } from "../../../src/api/endpoints/markers";
import { fakeClient } from "../../store/factories";

describe("markers", () => {
  it("asks for the given timelines", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/markers": () => ({ body: {} }),
    });
    await getMarkers(client, ["home", "notifications"]);
    expect(calls[0]?.search).toBe(
      "?timeline%5B%5D=home&timeline%5B%5D=notifications",
    );
  });
});
