import { streamingSocketUrl } from "../../../src/api/endpoints/streaming";

describe("streamingSocketUrl", () => {
  it("is /api/v1/streaming at the advertised origin, on a ws scheme", () => {
    expect(streamingSocketUrl("https://streaming.example/", null)).toBe(
      "wss://streaming.example/api/v1/streaming",
    );
    expect(streamingSocketUrl("http://127.0.0.1:3030", null)).toBe(
      "ws://127.0.0.1:3030/api/v1/streaming",
    );
    expect(streamingSocketUrl("wss://streaming.example", null)).toBe(
      "wss://streaming.example/api/v1/streaming",
    );
  });

  it("carries the token as access_token only when given one", () => {
    expect(streamingSocketUrl("https://example.social", "a b")).toBe(
      "wss://example.social/api/v1/streaming?access_token=a+b",
    );
  });
});
