import DOMPurify from "dompurify";
import {
  classifyLink,
  extractSpecialLinks,
  narrow,
  sanitizeHtml as sanitizeToSafeHtml,
} from "../../src/utils/sanitize";
import { hostileMarkup } from "../support/hostileMarkup";

/** jsdom has no Trusted Types: the sanitiser's markup is a string here. */
function sanitizeHtml(...args: Parameters<typeof sanitizeToSafeHtml>) {
  const html = sanitizeToSafeHtml(...args);
  if (typeof html !== "string") throw new Error("expected a string in jsdom");
  return html;
}

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

  it("neither changes nor follows the shared DOMPurify instance", () => {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      node.setAttribute("onclick", "alert(1)");
    });
    try {
      expect(
        sanitizeHtml('<a href="https://x.example" class="foo">x</a>'),
      ).toBe(
        '<a href="https://x.example" rel="nofollow noopener noreferrer" target="_blank">x</a>',
      );
    } finally {
      DOMPurify.removeAllHooks();
    }
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

/** What sanitised markup may hold: the spec's tags and attributes, links to http(s) and mailto. */
const SAFE_TAGS = new Set(
  "p br a span strong b em i u s del code pre blockquote ul ol li h1 h2 h3 h4 h5 h6".split(
    " ",
  ),
);
const SAFE_ATTRS = new Set([
  "href",
  "class",
  "title",
  "lang",
  "dir",
  "translate",
  "rel",
  "target",
]);
const SAFE_CLASSES = new Set([
  "mention",
  "hashtag",
  "invisible",
  "ellipsis",
  "h-card",
  "u-url",
  "quote-inline",
]);

/** The elements a whole-document parse adds around any markup. */
const DOCUMENT_TAGS = new Set(["html", "head", "body"]);

/**
 * Everything in the markup that is not allowed, one line each; none is the
 * goal. Parsed as a whole document, as DOMPurify parses it, so that what
 * lands in the head, and the attributes a `<body>` tag gives the body, count.
 */
function unsafeParts(html: string): string[] {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const found: string[] = [];
  const walker = parsed.createTreeWalker(
    parsed,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT,
  );
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!(node instanceof Element)) {
      found.push(`comment ${node.textContent ?? ""}`);
      continue;
    }
    if (DOCUMENT_TAGS.has(node.localName)) {
      for (const { name } of [...node.attributes])
        found.push(`${node.localName}[${name}]`);
      continue;
    }
    if (!SAFE_TAGS.has(node.localName)) found.push(`<${node.localName}>`);
    for (const { name, value } of [...node.attributes]) {
      if (!SAFE_ATTRS.has(name)) found.push(`${node.localName}[${name}]`);
      if (name === "href" && !/^(?:https?|mailto):/i.test(value))
        found.push(`href ${value}`);
      if (
        name === "class" &&
        value.split(" ").some((c) => !SAFE_CLASSES.has(c))
      )
        found.push(`class ${value}`);
      if (name === "rel" && value !== "nofollow noopener noreferrer")
        found.push(`rel ${value}`);
      if (name === "target" && value !== "_blank")
        found.push(`target ${value}`);
    }
  }
  return found;
}

const PWN = "window.__pwned=1";
const HOSTILE = hostileMarkup(PWN);

describe("sanitizeHtml against hostile markup (DOMPurify, then narrow)", () => {
  it.each(HOSTILE)(
    "is given markup the check finds unsafe: %s",
    (_name, html) => {
      expect(unsafeParts(html)).not.toEqual([]);
    },
  );

  it.each(HOSTILE)("leaves nothing that runs: %s", (_name, html) => {
    const out = sanitizeHtml(html);
    expect(unsafeParts(out)).toEqual([]);
    expect(out).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|data:/i);
  });

  it.each(HOSTILE)(
    "gives the same output when given its output: %s",
    (_name, html) => {
      const out = sanitizeHtml(html);
      expect(sanitizeHtml(out)).toBe(out);
    },
  );

  it("renders the marquee reproduction as its text", () => {
    expect(sanitizeHtml('<marquee onstart="x">m</marquee>')).toBe("m");
  });

  it("keeps the text of unwrapped elements and drops scripts', styles' and media's", () => {
    expect(
      sanitizeHtml(
        `<details open ontoggle="${PWN}"><summary>s</summary>d</details><script>x</script><style>p{}</style><video>v</video><p onclick="${PWN}">p</p>`,
      ),
    ).toBe("sd<p>p</p>");
  });

  it("keeps safe links among hostile ones, finished", () => {
    expect(
      sanitizeHtml(
        '<a href="javascript:alert(1)">j</a> <a href="https://x.example/" onclick="x" rel="tag">#t</a>',
      ),
    ).toBe(
      '<a>j</a> <a href="https://x.example/" class="hashtag" rel="nofollow noopener noreferrer" target="_blank">#t</a>',
    );
  });
});

describe("narrow", () => {
  // narrow applies the allow-lists after DOMPurify on its own, so even
  // markup no sanitiser has seen leaves nothing executable.
  it.each(HOSTILE)("alone leaves nothing that runs: %s", (_name, html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    narrow(template.content);
    const root = document.createElement("div");
    root.append(template.content);
    expect(unsafeParts(root.innerHTML)).toEqual([]);
  });
});
