import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { sessionStarted } from "../../../src/store/events";
import { describeWithFixtures } from "../../support/fixtures";
import {
  fixture,
  loadStatus,
  makeStore,
  ofType,
  renderWithStore,
  type TestStore,
} from "./support";

type Raw = Record<string, unknown>;

async function render(
  file: string,
  edit: (raw: Raw) => void = () => undefined,
  test: TestStore = makeStore(),
) {
  const raw = fixture(file);
  edit(raw);
  const id = await loadStatus(test, raw);
  renderWithStore(<StatusCard id={id} />, test);
  return { test, id, raw };
}

const opened = (test: TestStore) =>
  ofType(test, "modals/modalOpened").map((a) => a.payload);

describeWithFixtures("StatusCard actions for visitors", () => {
  it.each([
    ["Reply", "REPLY"],
    ["Boost", "REBLOG"],
    ["Like", "FAVOURITE"],
    ["Bookmark", "BOOKMARK"],
  ])(
    "%s opens the UNAUTHORIZED modal with the action, the post and its URL",
    async (label, action) => {
      const { test, id, raw } = await render("mastodon-reply-to-self.json");
      fireEvent.click(screen.getByRole("button", { name: label }));
      expect(opened(test)).toEqual([
        { type: "UNAUTHORIZED", props: { action, statusId: id, url: raw.url } },
      ]);
    },
  );

  it("shows counts beside the icons", async () => {
    await render("pleroma-status-with-poll.json");
    const actions = screen.getByRole("group", { name: "Post actions" });
    expect(
      within(actions).getByRole("button", { name: "Reply 15" }),
    ).toBeInTheDocument();
    expect(
      within(actions).getByRole("button", { name: "Boost 27" }),
    ).toBeInTheDocument();
    expect(
      within(actions).getByRole("button", { name: "Like 49" }),
    ).toBeInTheDocument();
  });

  it("a followers-only post cannot be boosted", async () => {
    await render("mastodon-reply-to-self.json", (raw) => {
      raw.visibility = "private";
    });
    expect(
      screen.getByRole("button", { name: "This post cannot be boosted" }),
    ).toBeDisabled();
    expect(
      screen.getByRole("img", { name: "Followers only" }),
    ).toBeInTheDocument();
  });

  it("reactions show counts and custom emoji, the reader's own pressed; pressing asks to sign in", async () => {
    const { test } = await render("fedibird-quote-post.json", (raw) => {
      raw.emoji_reactions = [
        { name: "👍", count: 2, me: true },
        {
          name: "blobcat",
          count: 1,
          me: false,
          url: "https://fedibird.com/emoji/blobcat.png",
        },
      ];
    });
    const reactions = screen.getByRole("list", { name: "Reactions" });
    const [thumbs, blobcat] = within(reactions).getAllByRole("button");
    expect(thumbs).toHaveTextContent("👍2");
    expect(thumbs).toHaveAttribute("aria-pressed", "true");
    expect(
      within(blobcat!).getByRole("img", { name: ":blobcat:" }),
    ).toHaveAttribute("src", "https://fedibird.com/emoji/blobcat.png");
    fireEvent.click(blobcat!);
    expect(opened(test)[0]).toMatchObject({
      type: "UNAUTHORIZED",
      props: { action: "REACT" },
    });
  });

  it("the edited marker opens the edit history", async () => {
    const { test, id } = await render("mastodon-reply-to-self.json", (raw) => {
      raw.edited_at = "2022-02-20T04:00:00.000Z";
    });
    fireEvent.click(screen.getByRole("button", { name: "Edited" }));
    expect(opened(test)).toEqual([
      { type: "COMPARE_HISTORY", props: { statusId: id } },
    ]);
  });

  it("the more menu copies the link and opens the original", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const { raw } = await render("status-cw.json");
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(
      screen.getByRole("link", { name: "Open original page" }),
    ).toHaveAttribute("href", raw.url);
    fireEvent.click(screen.getByRole("button", { name: "Copy link to post" }));
    expect(writeText).toHaveBeenCalledWith(raw.url);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("Link copied")).not.toBeInTheDocument();
  });
});

describeWithFixtures("StatusCard for members", () => {
  it("acts instead of sending members to the UNAUTHORIZED modal", async () => {
    const test = makeStore();
    test.store.dispatch(sessionStarted({ accessToken: "token" }));
    await render("mastodon-reply-to-self.json", () => undefined, test);
    const like = screen.getByRole("button", { name: "Like" });
    expect(like).toBeEnabled();
    fireEvent.click(like);
    expect(ofType(test, "statuses/favourite/pending")).toHaveLength(1);
    // No server route: the like is refused and undone.
    await waitFor(() =>
      expect(ofType(test, "statuses/favourite/rejected")).toHaveLength(1),
    );
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(opened(test)).toEqual([]);
  });
});

describeWithFixtures("StatusCard stand-ins", () => {
  it("a boost shows who boosted, then the boosted post", async () => {
    const test = makeStore();
    const original = fixture("status-cw.json");
    const booster = fixture("mastodon-reply-to-self.json");
    const boost = { ...booster, id: "999", reblog: original, content: "" };
    const id = await loadStatus(test, boost);
    renderWithStore(<StatusCard id={id} />, test);
    expect(screen.getByText(/boosted/).closest("p")).toHaveTextContent(
      "benis911 boosted",
    );
    expect(screen.getByText("testing")).toBeInTheDocument();
  });

  it("a missing post reads as unavailable", () => {
    const test = makeStore();
    renderWithStore(<StatusCard id="nope" />, test);
    expect(screen.getByRole("article")).toHaveTextContent(
      "This post is unavailable",
    );
  });
});
