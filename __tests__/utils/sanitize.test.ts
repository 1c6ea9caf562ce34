import {
  classifyLink,
  extractSpecialLinks,
  platformEngine,
  purifyEngine,
  sanitizeHtml,
} from "../../src/utils/sanitize";

function dom(html: string): HTMLDivElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

const MASTODON_POST =
  '<p><span class="h-card" translate="no"><a href="https://mastodon.example/@alice" class="u-url mention">@<span>alice</span></a></span> look at <a href="https://mastodon.example/tags/potluck" class="mention hashtag" rel="tag">#<span>Potluck</span></a> <a href="https://example.com/a/very/long/path" target="_blank" rel="nofollow noopener noreferrer" translate="no"><span class="invisible">https://</span><span class="ellipsis">example.com/a/very/lo</span><span class="invisible">ng/path</span></a></p>';

describe("sanitizeHtml", () => {
  it("keeps Mastodon's markup, classes and text", () => {
    const root = dom(sanitizeHtml(MASTODON_POST));
    expect(root.textContent).toBe(
      "@alice look at #Potluck https://example.com/a/very/long/path",
    );
    expect(root.querySelector("a.mention:not(.hashtag)")).toHaveAttribute(
      "href",
      "https://mastodon.example/@alice",
    );
    expect(root.querySelector("a.hashtag")).not.toBeNull();
    expect(root.querySelectorAll(".invisible")).toHaveLength(2);
    expect(root.querySelector(".ellipsis")).not.toBeNull();
    expect(root.querySelector(".h-card")).not.toBeNull();
  });

  it("forces rel and target on every link", () => {
    const root = dom(
      sanitizeHtml('<a href="https://x.example" rel="me" target="_self">x</a>'),
    );
    const link = root.querySelector("a");
    expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("removes scripts with their content", () => {
    const out = sanitizeHtml("<p>hi</p><script>alert(1)</script>");
    expect(out).toBe("<p>hi</p>");
  });

  it("removes event handlers and style attributes", () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">a</p><img src=x onerror="alert(1)"><span onmouseover="x()">b</span>',
    );
    expect(out).not.toMatch(/onclick|onerror|onmouseover|style|<img/i);
    expect(dom(out).textContent).toBe("ab");
  });

  it("drops javascript:, data: and relative hrefs but keeps the text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "/relative/path",
    ]) {
      const root = dom(sanitizeHtml(`<a href="${href}">click</a>`));
      expect(root.querySelector("a")).not.toHaveAttribute("href");
      expect(root.textContent).toBe("click");
    }
  });

  it("keeps http, https and mailto links", () => {
    for (const href of [
      "http://x.example/",
      "https://x.example/",
      "mailto:a@x.example",
    ]) {
      const root = dom(sanitizeHtml(`<a href="${href}">x</a>`));
      expect(root.querySelector("a")).toHaveAttribute("href", href);
    }
  });

  it("removes nested svg and math, including their scripts", () => {
    const out = sanitizeHtml(
      '<p>a<svg><g><script>alert(1)</script><a xlink:href="javascript:alert(1)">z</a></g></svg><math><mi><style><img src=x onerror=alert(1)></style></mi></math>b</p>',
    );
    expect(out).not.toMatch(/svg|script|math|onerror|javascript/i);
    expect(dom(out).textContent).toBe("ab");
  });

  it("removes foreign classes, ids and data attributes", () => {
    const out = sanitizeHtml(
      '<p class="evil mention" id="x" data-user="1">a</p><span class="status__content">b</span>',
    );
    expect(out).toBe('<p class="mention">a</p><span>b</span>');
  });

  it("removes disallowed elements but keeps their text", () => {
    const out = sanitizeHtml(
      "<div><iframe src='https://x.example'></iframe><form><button>go</button></form><img src='https://x.example/i.png'></div>",
    );
    expect(out).toBe("go");
  });

  it("keeps the allowed formatting tags", () => {
    const html =
      "<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><del>g</del><code>h</code><br></p><pre>i</pre><blockquote>j</blockquote><ul><li>k</li></ul><ol><li>l</li></ol><h1>m</h1><h6>n</h6>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps language, direction and translate hints", () => {
    expect(
      sanitizeHtml('<p lang="de" dir="rtl" translate="no" title="t">a</p>'),
    ).toBe('<p lang="de" dir="rtl" translate="no" title="t">a</p>');
  });

  it("marks rel=tag links as hashtags", () => {
    const root = dom(
      sanitizeHtml(
        '<a href="https://p.example/tag/cats" rel="tag ugc">#cats</a>',
      ),
    );
    expect(root.querySelector("a")).toHaveClass("hashtag");
    expect(root.querySelector("a")).toHaveAttribute(
      "rel",
      "nofollow noopener noreferrer",
    );
  });

  it("renders custom emoji in text nodes only", () => {
    const out = sanitizeHtml(
      '<p title=":blobcat:">hi :blobcat: <img src=x onerror=alert(1)></p>',
      {
        emojis: [
          {
            shortcode: "blobcat",
            url: "https://cdn.example/b.gif",
            static_url: "https://cdn.example/b.png",
          },
        ],
        autoPlayGif: false,
      },
    );
    expect(out).toBe(
      '<p title=":blobcat:">hi <img class="emojione" alt=":blobcat:" title=":blobcat:" src="https://cdn.example/b.png" draggable="false"> </p>',
    );
  });

  it("does not leak its hooks into the shared DOMPurify instance", async () => {
    sanitizeHtml("<a href='https://x.example'>x</a>");
    const { default: DOMPurify } = await import("dompurify");
    expect(
      DOMPurify.sanitize('<a href="https://x.example" class="foo">x</a>'),
    ).toBe('<a href="https://x.example" class="foo">x</a>');
  });
});

describe("classifyLink and extractSpecialLinks", () => {
  it("finds mentions (resolved through the mention list) and hashtags", () => {
    expect(
      extractSpecialLinks(MASTODON_POST, [
        { url: "https://mastodon.example/@alice", acct: "alice" },
      ]),
    ).toEqual([
      { type: "mention", acct: "alice" },
      { type: "hashtag", tag: "Potluck" },
    ]);
  });

  it("derives a remote acct from the link when the mention is not listed", () => {
    expect(extractSpecialLinks(MASTODON_POST)[0]).toEqual({
      type: "mention",
      acct: "alice@mastodon.example",
    });
  });

  it("ignores ordinary links", () => {
    const root = dom(sanitizeHtml('<a href="https://example.com">x</a>'));
    expect(classifyLink(root.querySelector("a")!)).toBeNull();
  });

  it("reads the tag from the path when the link has no text", () => {
    const root = dom(
      sanitizeHtml(
        '<a class="hashtag" href="https://m.example/tags/caf%C3%A9"></a>',
      ),
    );
    expect(classifyLink(root.querySelector("a")!)).toEqual({
      type: "hashtag",
      tag: "café",
    });
  });
});

/**
 * Markup both engines must treat alike. The browser's sanitiser is stood in
 * for by a parser that sanitises nothing, so the narrowing pass alone must
 * match DOMPurify: it is a complete allowlist, not a second thought.
 */
const CORPUS = [
  MASTODON_POST,
  "<p>hi</p><script>alert(1)</script>",
  '<p onclick="alert(1)" style="color:red">a</p><img src=x onerror="alert(1)"><span onmouseover="x()">b</span>',
  '<a href="javascript:alert(1)">a</a><a href=" javascript:alert(1)">b</a><a href="data:text/html,x">c</a><a href="/relative">d</a><a href="mailto:a@x.example">e</a>',
  '<p>a<svg><g><script>alert(1)</script><a xlink:href="javascript:alert(1)">z</a></g></svg><math><mi><style><img src=x onerror=alert(1)></style></mi></math>b</p>',
  '<p class="evil mention" id="x" data-user="1">a</p><span class="status__content">b</span>',
  "<div><iframe src='https://x.example'></iframe><form><button>go</button></form><img src='https://x.example/i.png'></div>",
  "<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><del>g</del><code>h</code><br></p><pre>i</pre><blockquote>j</blockquote><ul><li>k</li></ul><ol><li>l</li></ol><h1>m</h1><h6>n</h6>",
  '<a href="https://p.example/tag/cats" rel="tag ugc">#cats</a>',
  '<p title="t" lang="de" dir="rtl" translate="no" aria-label="x">a<!-- note --></p>',
  "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>cell</td></tr></tbody></table><sub>2</sub><small>s</small>",
  '<style>p{color:red}</style><template><p>t</p></template><noscript>n</noscript><video src="v.mp4">no video</video><textarea>x</textarea>',
  '<p><a href="https://x.example" rel="me" target="_self"><span class="invisible">https://</span>x</a></p>',
];

describe("the browser's sanitiser", () => {
  const parseHTML: unknown = Reflect.get(Document, "parseHTML");

  afterEach(() => {
    Reflect.set(Document, "parseHTML", parseHTML);
  });

  const serialise = (fragment: DocumentFragment) => {
    const root = document.createElement("div");
    root.append(fragment);
    return root.innerHTML;
  };

  it("is used where the browser has one, and narrowed like DOMPurify's output", async () => {
    expect(platformEngine()).toBeNull();
    const parsed: string[] = [];
    Reflect.set(Document, "parseHTML", (html: string) => {
      parsed.push(html);
      return new DOMParser().parseFromString(html, "text/html");
    });
    const platform = platformEngine();
    const { default: createPurifier } = await import("dompurify");
    const purify = purifyEngine(createPurifier);
    for (const html of CORPUS) {
      expect(serialise(platform!(html))).toBe(serialise(purify(html)));
    }
    expect(parsed).toEqual(CORPUS);
  });

  it("leaves nothing executable even when the platform passes everything", () => {
    Reflect.set(Document, "parseHTML", (html: string) =>
      new DOMParser().parseFromString(html, "text/html"),
    );
    const out = serialise(platformEngine()!(CORPUS.join("")));
    expect(out).not.toMatch(
      /<script|<style|<svg|<img|on\w+=|style=|javascript:|<!--/i,
    );
  });
});
