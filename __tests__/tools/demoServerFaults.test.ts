/** @jest-environment node */
import { startDemoServerProcess, type DemoServer } from "./demoServerProcess";

/**
 * /__control/http-fault: the demo server fails the next requests the way a
 * broken server or proxy does, for browser runs of issue 21's REST faults,
 * or refuses them as the server would (/__control/fail's shorthand).
 */

let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServerProcess();
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("http-fault", { count: 0 });
});

const raw = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, init);

describe("/__control/http-fault", () => {
  it.each([
    ["500", 500, '{"error":"Internal server error"}'],
    ["503", 503, '{"error":"Service unavailable"}'],
    ["truncated", 200, '[{"id":"1","content":"<p>half a po'],
    ["empty", 200, ""],
  ])("%s answers %i with that body, once", async (kind, status, body) => {
    await server.control("http-fault", { kind });
    const failed = await raw("/api/v1/timelines/public");
    expect(failed.status).toBe(status);
    expect(await failed.text()).toBe(body);
    expect((await raw("/api/v1/timelines/public")).status).toBe(200);
  });

  it("502-html answers a proxy's HTML page", async () => {
    await server.control("http-fault", { kind: "502-html" });
    const failed = await raw("/api/v1/timelines/public");
    expect(failed.status).toBe(502);
    expect(failed.headers.get("content-type")).toBe("text/html");
    expect(await failed.text()).toContain("<h1>502 Bad Gateway</h1>");
  });

  it("covers only the path and method it is given, `count` times", async () => {
    await server.control("http-fault", {
      kind: "500",
      count: 2,
      path: "/api/v1/timelines/public",
      method: "get",
    });
    expect((await raw("/api/v1/instance")).status).toBe(200);
    expect((await raw("/api/v1/timelines/public")).status).toBe(500);
    expect((await raw("/api/v1/timelines/public")).status).toBe(500);
    expect((await raw("/api/v1/timelines/public")).status).toBe(200);
  });

  it("refusal answers the status and error given; `exact` covers that path and none below it", async () => {
    await server.control("http-fault", {
      kind: "refusal",
      status: 403,
      error: "This action is not allowed",
      path: "/api/v1/timelines",
      exact: true,
    });
    expect((await raw("/api/v1/timelines/public")).status).toBe(200);
    const refused = await raw("/api/v1/timelines");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "This action is not allowed",
    });
  });

  it("/__control/fail is a refusal at exactly its path, 422 unless told", async () => {
    await server.control("fail", { path: "/api/v1/timelines", count: 2 });
    const { http_fault } = await server.control<{
      http_fault: Record<string, unknown>;
    }>("state");
    expect(http_fault).toMatchObject({
      kind: "refusal",
      exact: true,
      remaining: 2,
      status: 422,
    });
    expect((await raw("/api/v1/timelines/public")).status).toBe(200);
    const refused = await raw("/api/v1/timelines");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: "Validation failed" });
    await expect(server.control("fail", { path: "timelines" })).rejects.toThrow(
      /path starting with/,
    );
  });

  it("timeout holds the request unanswered", async () => {
    await server.control("http-fault", { kind: "timeout" });
    const abort = new AbortController();
    let settled = false;
    const request = raw("/api/v1/timelines/public", { signal: abort.signal })
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    // Taken by the request (the server has it), and no answer came.
    for (;;) {
      const state = await server.control<{ http_fault: { remaining: number } }>(
        "state",
      );
      if (state.http_fault.remaining === 0) break;
    }
    expect((await raw("/api/v1/instance")).status).toBe(200);
    expect(settled).toBe(false);
    abort.abort();
    await request;
  });

  it("refuses an unknown kind", async () => {
    await expect(
      server.control("http-fault", { kind: "melted" }),
    ).rejects.toThrow(/kind must be one of/);
  });
});
