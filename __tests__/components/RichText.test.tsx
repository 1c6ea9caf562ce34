import { fireEvent, screen } from "@testing-library/react";
import { RichText } from "../../src/components/RichText";
import { renderWithProviders } from "../support/renderWithProviders";

const HTML =
  '<p><span class="h-card"><a href="https://m.example/@alice" class="u-url mention">@<span>alice</span></a></span> loves <a href="https://m.example/tags/soup" class="mention hashtag" rel="tag">#<span>soup</span></a> :blobcat: <a href="https://recipes.example/">recipes</a></p><script>window.pwned = true</script><img src=x onerror="window.pwned = true">';
const EMOJIS = [
  {
    shortcode: "blobcat",
    url: "https://cdn.example/b.gif",
    static_url: "https://cdn.example/b.png",
  },
];
const MENTIONS = [{ url: "https://m.example/@alice", acct: "alice" }];

// Records whether the component prevented a click, then stops jsdom navigating.
let prevented: boolean | undefined;
const record = (event: Event) => {
  prevented = event.defaultPrevented;
  event.preventDefault();
};
beforeAll(() => window.addEventListener("click", record));
afterAll(() => window.removeEventListener("click", record));
beforeEach(() => {
  prevented = undefined;
});

function renderText() {
  const onMentionClick = jest.fn();
  const onHashtagClick = jest.fn();
  const view = renderWithProviders(
    <RichText
      html={HTML}
      emojis={EMOJIS}
      mentions={MENTIONS}
      autoPlayGif
      onMentionClick={onMentionClick}
      onHashtagClick={onHashtagClick}
    />,
  );
  return { ...view, onMentionClick, onHashtagClick };
}

describe("RichText", () => {
  it("renders sanitised content with custom emoji", () => {
    const { container } = renderText();
    expect(container).toHaveTextContent("@alice loves #soup recipes");
    expect(screen.getByRole("img", { name: ":blobcat:" })).toHaveAttribute(
      "src",
      "https://cdn.example/b.gif",
    );
    expect(container.querySelector("script, img:not(.emojione)")).toBeNull();
    expect(screen.getByRole("link", { name: "recipes" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("hands plain clicks on mentions to the parent with the acct", () => {
    const { onMentionClick } = renderText();
    fireEvent.click(screen.getByText("alice"));
    expect(onMentionClick).toHaveBeenCalledWith("alice");
    expect(prevented).toBe(true);
  });

  it("hands plain clicks on hashtags to the parent with the tag", () => {
    const { onHashtagClick, onMentionClick } = renderText();
    fireEvent.click(screen.getByRole("link", { name: /^#\s?soup$/ }));
    expect(onHashtagClick).toHaveBeenCalledWith("soup");
    expect(onMentionClick).not.toHaveBeenCalled();
    expect(prevented).toBe(true);
  });

  it("leaves modified clicks and ordinary links to the browser", () => {
    const { onMentionClick } = renderText();
    fireEvent.click(screen.getByRole("link", { name: /^@\s?alice$/ }), {
      ctrlKey: true,
    });
    expect(onMentionClick).not.toHaveBeenCalled();
    expect(prevented).toBe(false);

    fireEvent.click(screen.getByRole("link", { name: "recipes" }));
    expect(prevented).toBe(false);
  });

  it("lets links work normally without handlers", () => {
    renderWithProviders(<RichText html={HTML} autoPlayGif={false} />);
    fireEvent.click(screen.getByRole("link", { name: /^@\s?alice$/ }));
    expect(prevented).toBe(false);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/:blobcat:/)).toBeInTheDocument();
  });
});
