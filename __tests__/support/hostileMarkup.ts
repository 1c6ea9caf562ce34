/**
 * Server HTML from anyone on any federated server: event handlers on the
 * elements that fire them without a click, the rarely used ones included
 * (where a renderer is least tested: `<marquee onstart>` once took Chromium
 * 150's renderer down), script URLs in the encodings browsers decode, SVG and
 * MathML, styles, forms, frames and the known mutation-XSS shapes.
 *
 * `run` is the script every handler and script URL carries, in place of
 * `alert(1)`: a browser test gives one that leaves a trace it can look for.
 * It must contain no quotes (some of it sits in quoted attributes within
 * quoted attributes).
 */
export function hostileMarkup(run: string): readonly [string, string][] {
  const js = `javascript:${run}`;
  const entities = (text: string, format: (code: number) => string) =>
    text.replace(/./g, (c) => format(c.charCodeAt(0)));
  return [
    [
      "marquee onstart (crashed Chromium 150)",
      `<marquee onstart="${run}">m</marquee>`,
    ],
    [
      "marquee onbounce, onfinish",
      `<marquee behavior="alternate" loop="1" scrollamount="99" onbounce="${run}" onfinish="${run}">m</marquee>`,
    ],
    [
      "details ontoggle",
      `<details open ontoggle="${run}"><summary>s</summary>d</details>`,
    ],
    [
      "popover onbeforetoggle, ontoggle",
      `<div popover="manual" id="p" onbeforetoggle="${run}" ontoggle="${run}">p</div><button popovertarget="p" autofocus onfocus="document.getElementById('p').showPopover()">b</button>`,
    ],
    [
      "svg animate and set onbegin, onend, onrepeat",
      `<svg><animate onbegin="${run}" onend="${run}" onrepeat="${run}" attributeName="x" dur="0.1s" repeatCount="2"></animate><set onbegin="${run}" attributeName="x" to="1"></set></svg>`,
    ],
    ["svg onload", `<svg onload="${run}"><circle r="1"></circle></svg>`],
    [
      "video and audio onerror, onloadstart, oncanplay",
      `<video src="x" autoplay muted onerror="${run}" onloadstart="${run}">v</video><audio src="x" oncanplay="${run}" onerror="${run}">a</audio><video><source src="x" onerror="${run}"></video>`,
    ],
    [
      "img onerror, onload",
      `<img src="x" onerror="${run}"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${run}">`,
    ],
    [
      "autofocus onfocus",
      `<input autofocus onfocus="${run}"><a href="https://x.example" autofocus onfocus="${run}" tabindex="0">a</a>`,
    ],
    ["onpointerrawupdate", `<p onpointerrawupdate="${run}">p</p>`],
    [
      "onscrollend",
      `<div style="overflow:auto;height:1px" onscrollend="${run}">s<br>s<br>s</div>`,
    ],
    [
      "oncontentvisibilityautostatechange",
      `<div style="content-visibility:auto" oncontentvisibilityautostatechange="${run}">c</div>`,
    ],
    [
      "onanimationstart, onanimationend, ontransitionend",
      `<style>@keyframes k{to{opacity:.9}}</style><p style="animation:k .1s" onanimationstart="${run}" onanimationend="${run}" ontransitionend="${run}">a</p>`,
    ],
    [
      "body and frameset onload",
      `<body onload="${run}" onpageshow="${run}">b</body><frameset onload="${run}">`,
    ],
    [
      "handlers on allowed tags",
      `<a href="https://x.example" onclick="${run}" onmouseover="${run}">a</a><span onpointerenter="${run}" onmousemove="${run}">s</span>`,
    ],
    [
      "script in any case",
      `<SCRIPT>${run}</SCRIPT><scr<script>ipt>${run}</script><script src="https://x.example/a.js"></script>`,
    ],
    ["javascript: plain", `<a href="${js}">j</a>`],
    ["javascript: mixed case", `<a href="JaVaScRiPt:${run}">j</a>`],
    [
      "javascript: decimal entities",
      `<a href="${entities("javascript:", (c) => `&#${c};`)}${run}">j</a>`,
    ],
    [
      "javascript: padded decimal entities, no semicolons",
      `<a href="${entities("javascript:", (c) => `&#${String(c).padStart(7, "0")}`)}${run}">j</a>`,
    ],
    [
      "javascript: hex entities",
      `<a href="${entities("javascript:", (c) => `&#x${c.toString(16)};`)}${run}">j</a>`,
    ],
    [
      "javascript: named entities",
      `<a href="javascript&colon;${run}">j</a><a href="java&Tab;script:${run}">k</a><a href="java&NewLine;script:${run}">l</a>`,
    ],
    [
      "javascript: with tab, newline and leading controls",
      `<a href="java\tscript:${run}">j</a><a href="java\nscript:${run}">k</a><a href=" &#1;&#x20;${js}">l</a>`,
    ],
    ["javascript: percent-encoded", `<a href="%6A%61vascript:${run}">j</a>`],
    [
      "vbscript: and data:",
      `<a href="vbscript:msgbox(1)">v</a><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>`,
    ],
    [
      "svg links",
      `<svg><a xlink:href="${js}"><text>z</text></a><a href="${js}"><text>y</text></a><use href="data:image/svg+xml,x"></use></svg>`,
    ],
    [
      "mathml links",
      `<math><maction actiontype="statusline" xlink:href="${js}">x<mtext>y</mtext></maction><mi href="${js}">z</mi></math>`,
    ],
    [
      "mathml mutation",
      `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
    ],
    [
      "form mutation",
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${run}">`,
    ],
    [
      "svg style mutation",
      `<svg></p><style><a id="</style><img src=1 onerror='${run}'>">`,
    ],
    [
      "noscript mutation",
      `<noscript><p title="</noscript><img src=x onerror='${run}'>"></noscript>`,
    ],
    [
      "comment mutation",
      `<p>ok</p><!--><img src=x onerror="${run}">--><!--<img src=x onerror="${run}">-->`,
    ],
    [
      "style attribute and element",
      `<p style="background:url(${js})">s</p><style>@import "https://x.example/a.css";</style>`,
    ],
    [
      "forms",
      `<form action="${js}"><button formaction="${js}">go</button><input type="image" src="x" onerror="${run}"><select autofocus onfocus="${run}"><option>o</option></select><textarea autofocus onfocus="${run}">t</textarea></form>`,
    ],
    [
      "frames and plugins",
      `<iframe srcdoc="&lt;script&gt;${run}&lt;/script&gt;"></iframe><iframe src="${js}"></iframe><object data="${js}"></object><embed src="${js}">`,
    ],
    [
      "document-level elements",
      `<meta http-equiv="refresh" content="0;url=${js}"><base href="${js}//"><link rel="stylesheet" href="https://x.example/a.css">`,
    ],
    [
      "template and slot",
      `<template><img src=x onerror="${run}"></template><slot onslotchange="${run}">s</slot>`,
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
}
