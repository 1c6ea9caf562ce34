import DOMPurify from "dompurify";
import {
  classifyLink,
  extractSpecialLinks,
  narrow,
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

/**
 * Markup from anyone on any federated server: handlers on elements that fire
 * them without a click (including the rarely used ones, where a renderer is
 * least tested), script URLs in the encodings browsers decode, SVG and
 * MathML, styles, forms, and the known mutation-XSS shapes.
 */
const HOSTILE: readonly [string, string][] = [
  [
    "marquee onstart (crashed Chromium 150)",
    '<marquee onstart="x">m</marquee>',
  ],
  [
    "marquee onbounce, onfinish",
    `<marquee behavior="alternate" loop="1" onbounce="${PWN}" onfinish="${PWN}">m</marquee>`,
  ],
  [
    "details ontoggle",
    `<details open ontoggle="${PWN}"><summary>s</summary>d</details>`,
  ],
  [
    "popover onbeforetoggle, ontoggle",
    `<div popover id="p" onbeforetoggle="${PWN}" ontoggle="${PWN}">p</div><button popovertarget="p">b</button>`,
  ],
  [
    "svg animate and set onbegin, onend, onrepeat",
    `<svg><animate onbegin="${PWN}" onend="${PWN}" onrepeat="${PWN}" attributeName="x" dur="1s"></animate><set onbegin="${PWN}" attributeName="x" to="1"></set></svg>`,
  ],
  ["svg onload", `<svg onload="${PWN}"><circle r="1"></circle></svg>`],
  [
    "video and audio onerror, onloadstart, oncanplay",
    `<video src="x" autoplay onerror="${PWN}" onloadstart="${PWN}">v</video><audio src="x" oncanplay="${PWN}" onerror="${PWN}">a</audio><video><source onerror="${PWN}"></video>`,
  ],
  [
    "img onerror, onload",
    `<img src="x" onerror="${PWN}"><img src="https://x.example/i.png" onload="${PWN}">`,
  ],
  [
    "autofocus onfocus",
    `<input autofocus onfocus="${PWN}"><a href="https://x.example" autofocus onfocus="${PWN}" tabindex="0">a</a>`,
  ],
  ["onpointerrawupdate", `<p onpointerrawupdate="${PWN}">p</p>`],
  [
    "onscrollend",
    `<div style="overflow:auto;height:1px" onscrollend="${PWN}">s</div>`,
  ],
  [
    "oncontentvisibilityautostatechange",
    `<div style="content-visibility:auto" oncontentvisibilityautostatechange="${PWN}">c</div>`,
  ],
  [
    "onanimationstart, onanimationend, ontransitionend",
    `<style>@keyframes k{}</style><p style="animation:k 1s" onanimationstart="${PWN}" onanimationend="${PWN}" ontransitionend="${PWN}">a</p>`,
  ],
  [
    "body and frameset onload",
    `<body onload="${PWN}">b</body><frameset onload="${PWN}">`,
  ],
  [
    "handler on an allowed tag",
    `<a href="https://x.example" onclick="${PWN}" onmouseover="${PWN}">a</a><span onpointerenter="${PWN}">s</span>`,
  ],
  [
    "script in any case",
    `<SCRIPT>${PWN}</SCRIPT><scr<script>ipt>${PWN}</script><script src="https://x.example/a.js"></script>`,
  ],
  ["javascript: plain", '<a href="javascript:alert(1)">j</a>'],
  ["javascript: mixed case", '<a href="JaVaScRiPt:alert(1)">j</a>'],
  [
    "javascript: decimal entities",
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">j</a>',
  ],
  [
    "javascript: padded decimal entities, no semicolons",
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">j</a>',
  ],
  [
    "javascript: hex entities",
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">j</a>',
  ],
  [
    "javascript: named entities",
    '<a href="javascript&colon;alert(1)">j</a><a href="java&Tab;script:alert(1)">k</a><a href="java&NewLine;script:alert(1)">l</a>',
  ],
  [
    "javascript: with tab, newline and leading controls",
    '<a href="java\tscript:alert(1)">j</a><a href="java\nscript:alert(1)">k</a><a href=" &#1;&#x20;javascript:alert(1)">l</a>',
  ],
  ["javascript: percent-encoded", '<a href="%6A%61vascript:alert(1)">j</a>'],
  [
    "vbscript: and data:",
    '<a href="vbscript:msgbox(1)">v</a><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  ],
  [
    "svg links",
    '<svg><a xlink:href="javascript:alert(1)"><text>z</text></a><a href="javascript:alert(1)"><text>y</text></a><use href="data:image/svg+xml,x"></use></svg>',
  ],
  [
    "mathml links",
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x<mtext>y</mtext></maction><mi href="javascript:alert(1)">z</mi></math>',
  ],
  [
    "mathml mutation",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  ],
  [
    "form mutation",
    "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  ],
  [
    "svg style mutation",
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ],
  [
    "noscript mutation",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  ],
  [
    "comment mutation",
    "<p>ok</p><!--><img src=x onerror=alert(1)>--><!--<img src=x onerror=alert(1)>-->",
  ],
  [
    "style attribute and element",
    '<p style="background:url(javascript:alert(1))">s</p><style>@import "https://x.example/a.css";</style>',
  ],
  [
    "forms",
    `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input type="image" src="x" onerror="${PWN}"><select autofocus onfocus="${PWN}"><option>o</option></select><textarea autofocus onfocus="${PWN}">t</textarea></form>`,
  ],
  [
    "frames and plugins",
    `<iframe srcdoc="<script>${PWN}</script>"></iframe><iframe src="javascript:alert(1)"></iframe><object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  ],
  [
    "document-level elements",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><link rel="stylesheet" href="https://x.example/a.css">',
  ],
  [
    "template and slot",
    `<template><img src=x onerror="${PWN}"></template><slot onslotchange="${PWN}">s</slot>`,
  ],
  [
    "clobbering ids and names",
    '<p id="__proto__" name="cookie">a</p><a id="location" href="https://x.example">b</a><form name="body"></form>',
  ],
  [
    "foreign classes, data and aria",
    '<p class="status__content mention" data-x="1" aria-hidden="true" role="button">a</p>',
  ],
  [
    "link target and rel",
    '<a href="https://x.example" target="_self" rel="opener">a</a>',
  ],
];

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
