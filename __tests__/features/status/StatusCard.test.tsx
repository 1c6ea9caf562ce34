import { fireEvent, screen, within } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, loadStatus, makeStore, renderWithStore } from "./support";

async function renderFixture(
  file: string,
  edit?: (raw: Record<string, unknown>) => void,
) {
  const test = makeStore();
  const raw = fixture(file);
  edit?.(raw);
  const id = await loadStatus(test, raw);
  const view = renderWithStore(<StatusCard id={id} />, test);
  return { ...view, test, id };
}

describeWithFixtures("StatusCard with real posts", () => {
  it("shows the author, the text and a time linking to the post", async () => {
    const { id } = await renderFixture("mastodon-reply-to-self.json");
    const article = screen.getByRole("article", { name: /benis911/ });
    expect(article).toHaveTextContent("test reply to self");
    const time = within(article).getByRole("link", { name: /Feb 20/ });
    expect(time).toHaveAttribute("href", `/@benis911/posts/${id}`);
    const links = within(article).getAllByRole("link", { name: /benis911/ });
    expect(links.map((link) => link.getAttribute("href"))).toContain(
      "/@benis911",
    );
  });

  it("says whom a self-reply answers, with a link to the parent", async () => {
    await renderFixture("mastodon-reply-to-self.json");
    const reply = screen.getByRole("link", { name: "@benis911" });
    expect(reply).toHaveAttribute(
      "href",
      "/@benis911/posts/107828147870368566",
    );
    expect(reply.closest("p")).toHaveTextContent("Replying to @benis911");
  });

  it("folds content behind a content warning until asked", async () => {
    await renderFixture("status-cw.json");
    expect(screen.getByText("testing")).toBeInTheDocument();
    expect(screen.queryByText("hello world")).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Show more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(screen.getByText("hello world")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.queryByText("hello world")).not.toBeInTheDocument();
  });

  it("renders custom emoji as images and leaves unknown shortcodes as text", async () => {
    await renderFixture("status-custom-emoji.json", (raw) => {
      raw.content = `${String(raw.content)} :nosuchemoji:`;
    });
    const emoji = screen.getByRole("img", { name: ":ablobcathyper:" });
    expect(emoji).toHaveAttribute(
      "src",
      "https://gleasonator.com/emoji/blobcat/ablobcathyper.png",
    );
    expect(screen.getAllByRole("img", { name: /^:.*:$/ })).toHaveLength(3);
    expect(screen.getByRole("article")).toHaveTextContent(":nosuchemoji:");
  });

  it("shows poll results with percentages, the vote count and its close", async () => {
    await renderFixture("pleroma-status-with-poll.json");
    const poll = screen.getByRole("list", { name: "Poll" });
    const options = within(poll).getAllByRole("listitem");
    expect(options[0]).toHaveTextContent(
      "5%Banning, censoring, and deplatforming anyone you disagree with",
    );
    expect(options[1]).toHaveTextContent("95%Promoting free speech");
    expect(screen.getByText("38 votes")).toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /3$/ })).toHaveTextContent("❤️3");
  });

  it("shows a link card with title, provider and a safe link, never its html", async () => {
    await renderFixture("status-with-card.json", (raw) => {
      (raw.card as Record<string, unknown>).html =
        '<iframe src="https://evil.example"></iframe>';
    });
    const card = screen.getByRole("link", {
      name: /Soapbox FE v1.3: The Crypto Release/,
    });
    expect(card).toHaveAttribute(
      "href",
      "https://soapbox.pub/blog/soapbox-fe-v1.3-cryptocurrency-release/",
    );
    expect(card).toHaveAttribute("target", "_blank");
    expect(card).toHaveTextContent("Soapbox");
    expect(card).toHaveTextContent("By Alex Gleason");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("embeds a Pleroma quote as a compact post", async () => {
    await renderFixture("pleroma-quote-post.json");
    const quote = document.querySelector("blockquote");
    expect(quote).not.toBeNull();
    expect(quote).toHaveTextContent("Test post");
    expect(screen.getByRole("article")).toHaveTextContent("Quote post");
  });

  it("embeds a Fedibird quote and hides the inline QT link it duplicates", async () => {
    await renderFixture("fedibird-quote-post.json");
    expect(document.querySelector("blockquote")).toHaveTextContent("test post");
    const inline = document.querySelector(".quote-inline");
    expect(inline).not.toBeNull();
    expect(getComputedStyle(inline!).display).toBe("none");
  });

  it("never nests a quote in a quote: the server's QT link stands in", async () => {
    await renderFixture("fedibird-quote-of-quote-post.json");
    const quote = document.querySelector("blockquote")!;
    expect(quote).toHaveTextContent("test quote");
    expect(quote.querySelector("blockquote")).toBeNull();
    const inline = quote.querySelector(".quote-inline")!;
    expect(getComputedStyle(inline).display).not.toBe("none");
    expect(inline.querySelector("a")).toHaveAttribute(
      "href",
      "https://fedibird.com/@alex/107673569214329435",
    );
  });

  it.each([
    ["pending", "waiting for the quoted author's approval"],
    ["revoked", "The quoted author removed this quote."],
    ["deleted", "The quoted post was deleted."],
    ["blocked_account", "You are not allowed to see the quoted post."],
  ])("explains a %s quote instead of showing it", async (state, text) => {
    await renderFixture("mastodon-reply-to-self.json", (raw) => {
      raw.quote = { state, quoted_status: null };
    });
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(document.querySelector("blockquote")).toBeNull();
  });
});

describeWithFixtures("StatusCard safety", () => {
  it("renders sanitised content: no scripts, no event handlers, no javascript links", async () => {
    await renderFixture("status-cw.json", (raw) => {
      raw.spoiler_text = "";
      raw.content =
        '<p>safe<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><a href="javascript:alert(1)">click</a></p>';
    });
    const article = screen.getByRole("article");
    expect(article).toHaveTextContent("safeclick");
    expect(article.querySelector("script, [onerror]")).toBeNull();
    expect(within(article).getByText("click")).not.toHaveAttribute("href");
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
