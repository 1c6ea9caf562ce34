import * as z from "zod/mini";
import {
  ApiClient,
  ApiError,
  InvalidResponseError,
  StaleReplyError,
  buildQuery,
  offsetPage,
  parseLinkHeader,
  type FetchLike,
} from "../../src/api/client";

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(status === 204 ? null : body, {
        status,
        statusText: "Status",
        headers,
      }),
    );
  };
  return { fetch, calls };
}

const itemSchema = z.object({ id: z.string() });

describe("buildQuery", () => {
  it("skips empty values and writes arrays Mastodon style", () => {
    expect(
      buildQuery({
        limit: 20,
        local: true,
        max_id: undefined,
        q: null,
        id: ["1", "2"],
      }),
    ).toBe("?limit=20&local=true&id%5B%5D=1&id%5B%5D=2");
    expect(buildQuery({})).toBe("");
  });
});

describe("parseLinkHeader", () => {
  it("reads next and prev", () => {
    const header =
      '<https://s.example/api/v1/timelines/home?max_id=10>; rel="next", <https://s.example/api/v1/timelines/home?min_id=20>; rel="prev"';
    expect(parseLinkHeader(header)).toEqual({
      next: "https://s.example/api/v1/timelines/home?max_id=10",
      prev: "https://s.example/api/v1/timelines/home?min_id=20",
    });
  });

  it("is empty without a header", () => {
    expect(parseLinkHeader(null)).toEqual({ next: null, prev: null });
  });
});

describe("ApiClient", () => {
  it("sends the bearer token and a JSON body", async () => {
    const { fetch, calls } = fakeFetch(200, '{"id":"1"}');
    const client = new ApiClient({
      baseUrl: "https://s.example/",
      accessToken: "tok",
      fetch,
    });
    await expect(
      client.one("POST", "/api/v1/statuses", itemSchema, {
        body: { status: "hi" },
      }),
    ).resolves.toEqual({ id: "1" });
    const call = calls[0]!;
    expect(call.url).toBe("https://s.example/api/v1/statuses");
    expect(call.init.headers).toMatchObject({
      Authorization: "Bearer tok",
      "Content-Type": "application/json",
    });
    expect(call.init.body).toBe('{"status":"hi"}');
  });

  describe("a switch of account while a call is on its way", () => {
    /** A fetch whose answers come when the test says. */
    function heldFetch() {
      const answers: (() => void)[] = [];
      const fetch: FetchLike = () =>
        new Promise((resolve) => {
          answers.push(() => resolve(new Response('{"id":"1"}')));
        });
      return { fetch, answerAll: () => answers.splice(0).forEach((a) => a()) };
    }

    it("drops the answer when the token becomes another account's", async () => {
      const { fetch, answerAll } = heldFetch();
      const client = new ApiClient({
        baseUrl: "https://s.example",
        accessToken: "alice",
        fetch,
      });
      const reply = client.one("GET", "/api/v1/timelines/home", itemSchema);
      client.accessToken = "bob";
      answerAll();
      await expect(reply).rejects.toBeInstanceOf(StaleReplyError);
      // The new account's own calls are answered.
      const next = client.one("GET", "/api/v1/timelines/home", itemSchema);
      answerAll();
      await expect(next).resolves.toEqual({ id: "1" });
    });

    it("drops the answer when the server changes", async () => {
      const { fetch, answerAll } = heldFetch();
      const client = new ApiClient({ baseUrl: "https://s.example", fetch });
      const reply = client.one("GET", "/api/v1/instance", itemSchema);
      client.useServer("https://other.example/");
      answerAll();
      await expect(reply).rejects.toBeInstanceOf(StaleReplyError);
    });

    it("keeps the answers of calls sent before signing in or out", async () => {
      const { fetch, answerAll } = heldFetch();
      const client = new ApiClient({ baseUrl: "https://s.example", fetch });
      const before = client.one("GET", "/api/v1/instance", itemSchema);
      client.accessToken = "alice";
      const during = client.one("GET", "/api/v1/instance", itemSchema);
      client.accessToken = null;
      answerAll();
      await expect(before).resolves.toEqual({ id: "1" });
      await expect(during).resolves.toEqual({ id: "1" });
    });
  });

  it("sends FormData as multipart without a JSON content type", async () => {
    const { fetch, calls } = fakeFetch(200, '{"id":"m1"}');
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    const form = new FormData();
    form.append("description", "a cat");
    await client.one("POST", "/api/v2/media", itemSchema, { body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).not.toHaveProperty("Content-Type");
    expect(calls[0]!.init.headers).not.toHaveProperty("Authorization");
  });

  it("raises ApiError with status, url, raw data and parsed JSON", async () => {
    const { fetch } = fakeFetch(
      422,
      '{"error":"Validation failed: Text can\'t be blank"}',
    );
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    const error = await client
      .request("POST", "/api/v1/statuses")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.statusText).toBe("Status");
    expect(apiError.url).toBe("https://s.example/api/v1/statuses");
    expect(apiError.data).toContain("Validation failed");
    expect(apiError.json).toEqual({
      error: "Validation failed: Text can't be blank",
    });
    expect(apiError.message).toBe("Validation failed: Text can't be blank");
  });

  it("keeps the raw text when an error body is not JSON", async () => {
    const { fetch } = fakeFetch(502, "<html>Bad gateway</html>");
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    const error = (await client
      .request("GET", "/x")
      .catch((e: unknown) => e)) as ApiError;
    expect(error.json).toBeNull();
    expect(error.data).toBe("<html>Bad gateway</html>");
    expect(error.message).toBe("502 Status");
  });

  it("raises the error field of a 200 reply when asked", async () => {
    const { fetch } = fakeFetch(200, '{"error":"Invalid password."}');
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    await expect(
      client.request("POST", "/api/pleroma/delete_account", {
        raiseErrorField: true,
      }),
    ).rejects.toThrow("Invalid password.");
    await expect(
      client.request("POST", "/api/pleroma/delete_account"),
    ).resolves.toMatchObject({
      status: 200,
    });
  });

  it("drops malformed list items one by one and returns the Link cursors", async () => {
    const { fetch } = fakeFetch(206, '[{"id":"1"},{"id":2},null,{"id":"3"}]', {
      Link: '<https://s.example/api/v1/timelines/public?max_id=3>; rel="next"',
    });
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    const page = await client.list("/api/v1/timelines/public", itemSchema, {
      query: { limit: 4 },
    });
    expect(page.items).toEqual([{ id: "1" }, { id: "3" }]);
    expect(page.dropped).toBe(2);
    expect(page.partial).toBe(true);
    expect(page.next).toBe(
      "https://s.example/api/v1/timelines/public?max_id=3",
    );
    expect(page.prev).toBeNull();
  });

  it("follows an absolute cursor URL as given", async () => {
    const { fetch, calls } = fakeFetch(200, "[]");
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    await client.list(
      "https://s.example/api/v1/timelines/public?max_id=3",
      itemSchema,
    );
    expect(calls[0]!.url).toBe(
      "https://s.example/api/v1/timelines/public?max_id=3",
    );
  });

  it("rejects a single entity of the wrong shape", async () => {
    const { fetch } = fakeFetch(200, '{"id":5}');
    const client = new ApiClient({ baseUrl: "https://s.example", fetch });
    await expect(client.one("GET", "/x", itemSchema)).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });
});

describe("offsetPage", () => {
  it("advances by the items loaded and stops on an empty page", () => {
    expect(offsetPage([1, 2, 3], 40).nextOffset).toBe(43);
    expect(offsetPage([], 43).nextOffset).toBeNull();
  });
});
