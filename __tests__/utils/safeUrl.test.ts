import {
  EXTERNAL_REL,
  externalLink,
  isHttpUrl,
  safeUrl,
} from "../../src/utils/safeUrl";

/** Script and other non-web schemes in the spellings that have slipped past filters (OWASP's filter evasion list). */
const REFUSED = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "javascript\u0000:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "%6Aavascript:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "blob:https://evil.example/uuid",
  "file:///etc/passwd",
  "ftp://files.example/",
  "//evil.example/path",
  "/relative/path",
  "relative",
  "https:",
  "http://",
  "",
  "mailto:alice@example.org",
];

const ALLOWED = [
  "https://example.social/@alice",
  "http://example.social/",
  "HTTPS://EXAMPLE.SOCIAL/",
  " https://example.social/ ",
  "https://xn--bcher-kva.example/",
  "https://127.0.0.1:3030/media/a.png",
  "https://[::1]/",
];

describe("safeUrl", () => {
  it.each(REFUSED)("refuses %p", (value) => {
    expect(safeUrl(value)).toBeNull();
    expect(externalLink(value)).toBeNull();
  });

  it.each(ALLOWED)("allows %p as it is", (value) => {
    expect(safeUrl(value)).toBe(value);
    expect(isHttpUrl(value)).toBe(true);
  });

  it("allows mailto only when asked (links in post content)", () => {
    expect(safeUrl("mailto:alice@example.org", { mailto: true })).toBe(
      "mailto:alice@example.org",
    );
    expect(safeUrl("MAILTO:alice@example.org", { mailto: true })).not.toBe(
      null,
    );
    expect(safeUrl("javascript:alert(1)", { mailto: true })).toBeNull();
    expect(safeUrl("java\tscript:x", { mailto: true })).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it("gives an external link its opening attributes", () => {
    expect(externalLink("https://example.social/")).toEqual({
      href: "https://example.social/",
      target: "_blank",
      rel: EXTERNAL_REL,
    });
    expect(EXTERNAL_REL.split(" ").sort()).toEqual([
      "nofollow",
      "noopener",
      "noreferrer",
    ]);
  });
});
