import { ApiClient } from "../../../src/api/client";
import { getMarkers, postMarkers } from "../../../src/api/endpoints/markers";
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

  it("saves with keepalive, so a save sent as the page closes arrives", async () => {
    const inits: RequestInit[] = [];
    const client = new ApiClient({
      baseUrl: "https://example.social",
      fetch: (_url, init) => {
        inits.push(init);
        return Promise.resolve(
          new Response(
            JSON.stringify({
              home: {
                last_read_id: "9",
                version: 2,
                updated_at: "2026-11-23T00:00:00.000Z",
              },
            }),
            { status: 200 },
          ),
        );
      },
    });
    const saved = await postMarkers(client, { home: { last_read_id: "9" } });
    expect(saved.home?.last_read_id).toBe("9");
    expect(inits[0]).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(inits[0]?.body as string)).toEqual({
      home: { last_read_id: "9" },
    });
  });
});
