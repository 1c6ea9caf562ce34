import {
  pageConnectSources,
  reachableHosts,
  serverOrigin,
  withinReach,
} from "../../src/utils/reach";

const PAGE = "http://127.0.0.1:4000/blog/home";

describe("withinReach (CSP 3 connect-src matching)", () => {
  it("with 'self' only, allows the page's own origin and its sockets, and nothing else", () => {
    const self = [["'self'"]];
    expect(withinReach("http://127.0.0.1:4000", self, PAGE)).toBe(true);
    expect(withinReach("ws://127.0.0.1:4000", self, PAGE)).toBe(true);
    expect(withinReach("http://127.0.0.1:4001", self, PAGE)).toBe(false);
    expect(withinReach("http://localhost:4000", self, PAGE)).toBe(false);
    expect(withinReach("https://example.social", self, PAGE)).toBe(false);
  });

  it("reads host sources with schemes, wildcard hosts and ports", () => {
    const policy = [
      [
        "'self'",
        "http://127.0.0.1:*",
        "https://*.example.social",
        "https://kitchen.example",
        "wss://stream.kitchen.example",
      ],
    ];
    expect(withinReach("http://127.0.0.1:5123", policy, PAGE)).toBe(true);
    expect(withinReach("https://a.example.social", policy, PAGE)).toBe(true);
    // A wildcard host does not cover the domain itself.
    expect(withinReach("https://example.social", policy, PAGE)).toBe(false);
    expect(withinReach("https://kitchen.example", policy, PAGE)).toBe(true);
    // No port named: only the scheme's default.
    expect(withinReach("https://kitchen.example:8443", policy, PAGE)).toBe(
      false,
    );
    // A socket source lets the same host through over https too (CSP 3).
    expect(withinReach("https://stream.kitchen.example", policy, PAGE)).toBe(
      true,
    );
    expect(withinReach("http://kitchen.example", policy, PAGE)).toBe(false);
  });

  it("takes scheme sources and *, needs every policy, and has no limit without one", () => {
    expect(withinReach("https://any.example", [["https:"]], PAGE)).toBe(true);
    expect(withinReach("http://any.example", [["https:"]], PAGE)).toBe(false);
    expect(withinReach("https://any.example", [["*"]], PAGE)).toBe(true);
    expect(withinReach("https://any.example", [["'none'"]], PAGE)).toBe(false);
    expect(withinReach("https://any.example", [["*"], ["'self'"]], PAGE)).toBe(
      false,
    );
    expect(withinReach("https://any.example", [], PAGE)).toBe(true);
  });
});

describe("pageConnectSources", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("reads connect-src, else default-src, from each policy in the page", () => {
    document.head.innerHTML = `
      <meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' https://kitchen.example; img-src https:">
      <meta http-equiv="content-security-policy" content="default-src https:">`;
    expect(pageConnectSources(document)).toEqual([
      ["'self'", "https://kitchen.example"],
      ["https:"],
    ]);
  });

  it("finds none in a page without a policy (development builds)", () => {
    expect(pageConnectSources(document)).toEqual([]);
  });
});

describe("reachableHosts", () => {
  it("names the page's host for 'self' and each server, not sockets or wildcards", () => {
    expect(
      reachableHosts(
        [
          [
            "'self'",
            "https://kitchen.example",
            "wss://stream.kitchen.example",
            "*",
            "https://*.example.social",
          ],
        ],
        PAGE,
      ),
    ).toEqual(["127.0.0.1:4000", "kitchen.example", "*.example.social"]);
  });
});

describe("serverOrigin", () => {
  it.each([
    ["example.social", "https://example.social"],
    ["  Example.Social/ ", "https://example.social"],
    ["https://example.social/@bob", "https://example.social"],
    ["@bob@example.social", "https://example.social"],
    ["bob@example.social", "https://example.social"],
    ["http://127.0.0.1:5123", "http://127.0.0.1:5123"],
    ["localhost:3030", "https://localhost:3030"],
  ])("reads %p as %p", (input, origin) => {
    expect(serverOrigin(input)).toBe(origin);
  });

  it.each(["", "not a server", "example", "ftp://example.social", "@bob"])(
    "refuses %p",
    (input) => {
      expect(serverOrigin(input)).toBeNull();
    },
  );
});
