import { ApiClient } from "../../src/api/client";
import { timelineRequest } from "../../src/api/endpoints/timelines";
import { chooseLocale } from "../../src/app/LocaleGate";
import {
  bootLocale,
  bootRequests,
  firstScreen,
  prefetchingFetch,
  startPrefetches,
} from "../../src/app/prefetch";
import { appPath } from "../../src/app/routes";
import { parseConfig } from "../../src/config";
import { homeTimelineKey } from "../../src/features/timeline/homeTimeline";
import { parseTimelineKey } from "../../src/store/keys";
import { PAGE_SIZE } from "../../src/store/timelines/thunks";

const ORIGIN = "https://potluck.example";

function at(url: string): Location {
  return new URL(url) as unknown as Location;
}

/** What the app itself requests for `raw` (config.ts, routes.tsx, the timeline thunk). */
function appRequests(raw: unknown, location: Location): string[] {
  const config = parseConfig(raw, location.origin, () => undefined);
  const client = new ApiClient({ baseUrl: config.baseUrl });
  const urls = [client.url("/api/v2/instance")];
  if (appPath(config, location) === "/") {
    const source = parseTimelineKey(homeTimelineKey(config.homePage));
    const { path, query } = timelineRequest(source!, {
      software: "mastodon",
    } as never)!;
    urls.push(client.url(path, { ...query, limit: PAGE_SIZE }));
  }
  return urls;
}

const noToken = () => null;
const member = () => ({ token: "t0ken", elsewhere: false });

describe("bootRequests", () => {
  it.each<[string, unknown, string]>([
    ["the defaults", undefined, `${ORIGIN}/blog/`],
    ["the defaults, no trailing slash", {}, `${ORIGIN}/blog`],
    [
      "another server and base path",
      { baseUrl: "https://social.example/", basename: "/app/" },
      `${ORIGIN}/app/`,
    ],
    ["a root base path", { basename: "/" }, `${ORIGIN}/`],
    [
      "a hashtag homepage",
      { homePage: { type: "hashtag", hashtag: " #Sourdough " } },
      `${ORIGIN}/blog/`,
    ],
    [
      "an invalid hashtag homepage",
      { homePage: { type: "hashtag", hashtag: "#" } },
      `${ORIGIN}/blog/`,
    ],
    ["hash mode", { useHashRouter: true }, `${ORIGIN}/blog/#/`],
    ["hash mode, another page", { useHashRouter: true }, `${ORIGIN}/#/search`],
    ["another page", {}, `${ORIGIN}/blog/@alice/posts/1`],
    ["a path outside the base", {}, `${ORIGIN}/elsewhere`],
    ["an invalid baseUrl", { baseUrl: "ftp://x" }, `${ORIGIN}/blog/`],
  ])("asks for what the app asks for: %s", (_name, raw, url) => {
    const requests = bootRequests(raw, at(url), noToken);
    expect(requests.map((r) => r.url)).toEqual(appRequests(raw, at(url)));
    expect(requests.every((r) => r.token === null)).toBe(true);
  });

  it("asks a member's instance and token check with their token, and their /home timeline once the token is verified", () => {
    const first = [
      { url: `${ORIGIN}/api/v2/instance`, token: "t0ken" },
      { url: `${ORIGIN}/api/v1/accounts/verify_credentials`, token: "t0ken" },
    ];
    expect(bootRequests({}, at(`${ORIGIN}/blog/`), member)).toEqual(first);
    expect(bootRequests({}, at(`${ORIGIN}/blog/search`), member)).toEqual(
      first,
    );
    const client = new ApiClient({ baseUrl: ORIGIN });
    const { path, query } = timelineRequest(parseTimelineKey("home")!, {
      software: "mastodon",
    } as never)!;
    expect(bootRequests({}, at(`${ORIGIN}/blog/home`), member)).toEqual([
      ...first,
      {
        url: client.url(path, { ...query, limit: PAGE_SIZE }),
        token: "t0ken",
        onceVerified: true,
      },
    ]);
  });

  it("asks nothing with the token of a member whose calls go to another server", () => {
    expect(
      bootRequests({}, at(`${ORIGIN}/blog/`), () => ({
        token: "t0ken",
        elsewhere: true,
      })),
    ).toEqual([{ url: `${ORIGIN}/api/v2/instance`, token: null }]);
  });

  describe("reads the session as the app stores it", () => {
    afterEach(() => window.localStorage.clear());
    const account = { id: "1", acct: "a", display_name: "", avatar: "" };

    it.each<[string, unknown[] | null, string | null]>([
      ["a token alone", null, "t0ken"],
      ["an account here", [{ ...account, token: "t0ken" }], "t0ken"],
      [
        "another account elsewhere",
        [{ ...account, token: "other", server: "https://b.example" }],
        "t0ken",
      ],
      [
        "its account elsewhere",
        [{ ...account, token: "t0ken", server: "https://b.example" }],
        null,
      ],
    ])("%s", (_name, accounts, token) => {
      window.localStorage.setItem(`potluck:token:${ORIGIN}`, "t0ken");
      if (accounts)
        window.localStorage.setItem(
          `potluck:accounts:${ORIGIN}`,
          JSON.stringify(accounts),
        );
      expect(bootRequests({}, at(`${ORIGIN}/blog/search`))[0]).toEqual({
        url: `${ORIGIN}/api/v2/instance`,
        token,
      });
    });

    it("sends the token nowhere when the accounts cannot be read, and still counts the member as one", () => {
      window.localStorage.setItem(`potluck:token:${ORIGIN}`, "t0ken");
      window.localStorage.setItem(`potluck:accounts:${ORIGIN}`, "{not json");
      expect(bootRequests({}, at(`${ORIGIN}/blog/`))).toEqual([
        { url: `${ORIGIN}/api/v2/instance`, token: null },
      ]);
    });
  });
});

describe("firstScreen", () => {
  it.each<[string, unknown, string, boolean, string | null]>([
    ["the homepage", {}, `${ORIGIN}/blog/`, false, "community-timeline"],
    [
      "the homepage, a member",
      {},
      `${ORIGIN}/blog`,
      true,
      "community-timeline",
    ],
    ["a member's home", {}, `${ORIGIN}/blog/home`, true, "home"],
    [
      "a member's home, a trailing slash",
      {},
      `${ORIGIN}/blog/home/`,
      true,
      "home",
    ],
    [
      "home in hash mode",
      { useHashRouter: true },
      `${ORIGIN}/blog/#/home`,
      true,
      "home",
    ],
    [
      "home without a token (sent to sign in)",
      {},
      `${ORIGIN}/blog/home`,
      false,
      null,
    ],
    ["another screen", {}, `${ORIGIN}/blog/search`, true, null],
    ["a deeper path", {}, `${ORIGIN}/blog/home/more`, true, null],
  ])("%s", (_name, raw, url, hasToken, expected) => {
    expect(firstScreen(raw, at(url), hasToken ? member : noToken)).toBe(
      expected,
    );
  });

  it("looks for the token of the configured server", () => {
    const asked: string[] = [];
    firstScreen(
      { baseUrl: "https://social.example/" },
      at(`${ORIGIN}/blog/home`),
      (baseUrl) => {
        asked.push(baseUrl);
        return member();
      },
    );
    expect(asked).toEqual(["https://social.example"]);
  });
});

describe("bootLocale", () => {
  it.each<[unknown, string[]]>([
    [{}, ["fr-CA", "en"]],
    [{ locale: "de" }, ["fr"]],
    [{ locale: "xx" }, ["es-AR"]],
    [{ locale: 5 }, ["ja"]],
    [undefined, []],
  ])("picks what LocaleGate picks for %j and %j", (raw, languages) => {
    const config = parseConfig(raw, ORIGIN, () => undefined);
    expect(bootLocale(raw, languages)).toBe(chooseLocale(config, languages));
  });
});

describe("prefetchingFetch", () => {
  const url = `${ORIGIN}/api/v2/instance`;
  const plain = { method: "GET", headers: { Accept: "application/json" } };

  function prefetch(body: string) {
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response(body));
    startPrefetches({}, at(`${ORIGIN}/blog/search`));
    return fetch;
  }

  it("hands the prefetched response to the same plain GET, once", async () => {
    const link = '<https://potluck.example/next>; rel="next"';
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response("prefetched", { status: 206, headers: { Link: link } }),
      );
    startPrefetches({}, at(`${ORIGIN}/blog/search`));
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockResolvedValue(new Response("network"));
    const first = await prefetchingFetch(url, plain);
    expect(first.status).toBe(206);
    expect(first.headers.get("Link")).toBe(link);
    await expect(first.text()).resolves.toBe("prefetched");
    await expect(
      prefetchingFetch(url, plain).then((r) => r.text()),
    ).resolves.toBe("network");
  });

  it("sends a request with a token, a body or another URL to the network", async () => {
    const fetch = prefetch("prefetched");
    fetch.mockImplementation(() => Promise.resolve(new Response("network")));
    const read = (u: string, init: RequestInit) =>
      prefetchingFetch(u, init).then((r) => r.text());
    await expect(
      read(url, {
        ...plain,
        headers: { ...plain.headers, Authorization: "Bearer x" },
      }),
    ).resolves.toBe("network");
    await expect(read(`${url}?x=1`, plain)).resolves.toBe("network");
    await expect(read(url, { ...plain, method: "POST" })).resolves.toBe(
      "network",
    );
    // Still there for the plain GET.
    await expect(read(url, plain)).resolves.toBe("prefetched");
  });

  it("hands a member's prefetched response only to a request with the same token", async () => {
    window.localStorage.setItem(`potluck:token:${ORIGIN}`, "t0ken");
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockImplementation((_input, init) =>
        Promise.resolve(
          new Response(
            (init?.headers as Record<string, string>).Authorization ?? "none",
          ),
        ),
      );
    startPrefetches({}, at(`${ORIGIN}/blog/search`));
    window.localStorage.clear();
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockImplementation(() => Promise.resolve(new Response("network")));
    const read = (token: string | null) =>
      prefetchingFetch(url, {
        ...plain,
        headers: {
          ...plain.headers,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }).then((r) => r.text());
    await expect(read(null)).resolves.toBe("network");
    await expect(read("other")).resolves.toBe("network");
    await expect(read("t0ken")).resolves.toBe("Bearer t0ken");
    await expect(read("t0ken")).resolves.toBe("network");
  });

  it.each<[number, number]>([
    [200, 3],
    [401, 2],
  ])(
    "sends a member's home timeline once verify_credentials answered %i (requests: %i)",
    async (status, requests) => {
      window.localStorage.setItem(`potluck:token:${ORIGIN}`, "t0ken");
      const sent: string[] = [];
      jest.spyOn(globalThis, "fetch").mockImplementation((input) => {
        const url = input as string;
        sent.push(url);
        return Promise.resolve(
          new Response("{}", { status: url.includes("verify") ? status : 200 }),
        );
      });
      startPrefetches({}, at(`${ORIGIN}/blog/home`));
      window.localStorage.clear();
      expect(sent).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toHaveLength(requests);
      if (requests === 3)
        expect(sent[2]).toBe(`${ORIGIN}/api/v1/timelines/home?limit=20`);
    },
  );

  it("asks again when the prefetch failed", async () => {
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(new Response("retried"));
    startPrefetches({}, at(`${ORIGIN}/blog/search`));
    await expect(
      prefetchingFetch(url, plain).then((r) => r.text()),
    ).resolves.toBe("retried");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
