import {
  emojify,
  splitShortcodes,
  type CustomEmoji,
} from "../../src/utils/emojify";

const blob: CustomEmoji = {
  shortcode: "blobcat",
  url: "https://cdn.example/blobcat.gif",
  static_url: "https://cdn.example/blobcat.png",
};
const dotted: CustomEmoji = {
  shortcode: "a.b-c_1",
  url: "https://cdn.example/abc.gif",
  static_url: "https://cdn.example/abc.png",
};
const x: CustomEmoji = {
  shortcode: "x",
  url: "https://cdn.example/x.gif",
  static_url: "https://cdn.example/x.png",
};
const noStatic: CustomEmoji = {
  shortcode: "nostatic",
  url: "https://cdn.example/n.gif",
  static_url: "",
};
const dataUrl: CustomEmoji = {
  shortcode: "evil",
  url: "data:image/svg+xml,<svg onload=alert(1)>",
  static_url: "javascript:alert(1)",
};
const EMOJIS = [blob, dotted, x, noStatic, dataUrl];
const still = { autoPlayGif: false };
const animated = { autoPlayGif: true };

describe("splitShortcodes", () => {
  it("replaces a known shortcode with its static image when autoplay is off", () => {
    expect(splitShortcodes("hi :blobcat: there", EMOJIS, still)).toEqual([
      "hi ",
      { shortcode: "blobcat", src: blob.static_url },
      " there",
    ]);
  });

  it("uses the animated url when autoplay is on", () => {
    expect(splitShortcodes(":blobcat:", EMOJIS, animated)).toEqual([
      { shortcode: "blobcat", src: blob.url },
    ]);
  });

  it("accepts letters, digits, underscore, hyphen and dot", () => {
    expect(splitShortcodes(":a.b-c_1:", EMOJIS, still)).toEqual([
      { shortcode: "a.b-c_1", src: dotted.static_url },
    ]);
  });

  it("replaces a one-letter shortcode but never text shorter than 3", () => {
    expect(splitShortcodes(":x:", EMOJIS, still)).toEqual([
      { shortcode: "x", src: x.static_url },
    ]);
    expect(splitShortcodes("::", EMOJIS, still)).toEqual(["::"]);
  });

  it("leaves unknown shortcodes, other characters and empty static urls as text", () => {
    for (const text of [
      ":unknown:",
      ":blob cat:",
      ":blob/cat:",
      ":nostatic:",
      ":evil:",
    ])
      expect(splitShortcodes(text, EMOJIS, animated)).toEqual([text]);
  });

  it("finds a shortcode whose opening colon closes an unknown one", () => {
    expect(splitShortcodes("12:30:blobcat:", EMOJIS, still)).toEqual([
      "12:30",
      { shortcode: "blobcat", src: blob.static_url },
    ]);
  });

  it("replaces adjacent shortcodes", () => {
    expect(splitShortcodes(":x::x:", EMOJIS, still)).toHaveLength(2);
  });
});

describe("emojify", () => {
  function run(html: string) {
    const root = document.createElement("div");
    root.innerHTML = html;
    emojify(root, EMOJIS, still);
    return root;
  }

  it("renders images with the emojione class, alt and title", () => {
    const img = run("<p>hello :blobcat:</p>").querySelector("img");
    expect(img).toHaveClass("emojione");
    expect(img).toHaveAttribute("alt", ":blobcat:");
    expect(img).toHaveAttribute("title", ":blobcat:");
    expect(img).toHaveAttribute("src", blob.static_url);
  });

  it("never touches attributes", () => {
    const root = run(
      '<a href="https://x.example/:blobcat:" title=":blobcat:">link</a>',
    );
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("a")).toHaveAttribute("title", ":blobcat:");
  });

  it("keeps surrounding text and markup", () => {
    const root = run("<p><strong>a :blobcat: b</strong> :x:</p>");
    expect(root.textContent).toBe("a  b ");
    expect(root.querySelectorAll("strong img")).toHaveLength(1);
    expect(root.querySelectorAll("img")).toHaveLength(2);
  });

  it("treats markup-looking text as text", () => {
    const root = run("&lt;img src=x onerror=alert(1)&gt; :blobcat:");
    expect(root.querySelectorAll("img")).toHaveLength(1);
    expect(root.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
