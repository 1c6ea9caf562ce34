import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { rawAccount, rawStatus } from "../../store/factories";
import {
  loadStatus,
  makeStore,
  renderWithStore,
  type TestStore,
} from "./support";

const originalWidth = window.innerWidth;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: 1024,
  });
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: originalWidth,
  });
});

const bob = rawAccount("22", { username: "bob", acct: "bob" });
const parent = rawStatus("100", {
  account: bob,
  content: "<p>Who has a spare bed for a tea plant?</p>",
});
/** A reply to the parent, which the store may or may not hold. */
const reply = rawStatus("200", {
  in_reply_to_id: "100",
  in_reply_to_account_id: "22",
  mentions: [{ id: "22", username: "bob", acct: "bob", url: bob.url }],
  content: "<p>I do</p>",
});

const pointer = () =>
  userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function showReply(test: TestStore, raw = reply) {
  const id = await loadStatus(test, raw);
  renderWithStore(<StatusCard id={id} />, test);
  return screen.getByRole("link", { name: "@bob" });
}

const calledPaths = (test: TestStore) => test.calls.map((u) => u.pathname);

describe("status hover card", () => {
  it("shows a held post on hover of the reply line's link, asking nothing, and keeps it while shown", async () => {
    const test = makeStore();
    await loadStatus(test, parent);
    const link = await showReply(test);
    test.calls.length = 0;
    const user = pointer();
    await user.hover(link);
    advance(599);
    expect(
      screen.queryByText("Who has a spare bed for a tea plant?"),
    ).toBeNull();
    advance(1);
    expect(
      await screen.findByText("Who has a spare bed for a tea plant?"),
    ).toBeInTheDocument();
    expect(calledPaths(test)).toEqual([]);
    expect(test.store.getState().retained.statuses["100"]).toBe(1);

    await user.unhover(link);
    advance(300);
    expect(
      screen.queryByText("Who has a spare bed for a tea plant?"),
    ).toBeNull();
    expect(test.store.getState().retained.statuses["100"]).toBeUndefined();
  });

  it("asks for a post it does not hold, and opens on keyboard focus too; Escape closes it", async () => {
    const test = makeStore({ "/api/v1/statuses/100": { body: parent } });
    await showReply(test);
    const user = pointer();
    // The author's link comes first, then the reply line's.
    while (document.activeElement?.textContent !== "@bob") await user.tab();
    advance(600);
    expect(
      await screen.findByText("Who has a spare bed for a tea plant?"),
    ).toBeInTheDocument();
    expect(calledPaths(test)).toContain("/api/v1/statuses/100");
    await user.keyboard("{Escape}");
    expect(
      screen.queryByText("Who has a spare bed for a tea plant?"),
    ).toBeNull();
  });

  it("says so when the server no longer has the post", async () => {
    const test = makeStore({
      "/api/v1/statuses/100": { status: 404, body: { error: "Not found" } },
    });
    const link = await showReply(test);
    await pointer().hover(link);
    advance(600);
    expect(
      await screen.findByText("This post could not be found."),
    ).toBeInTheDocument();
  });

  it("opens on a link in the text to a post the app holds, not on other links", async () => {
    const test = makeStore();
    await loadStatus(test, parent);
    const linking = rawStatus("300", {
      content: `<p>See <a href="${parent.url}">this post</a> and <a href="https://elsewhere.example/page">that page</a></p>`,
    });
    const id = await loadStatus(test, linking);
    renderWithStore(<StatusCard id={id} />, test);
    const user = pointer();
    await user.hover(screen.getByRole("link", { name: "that page" }));
    advance(1000);
    expect(
      screen.queryByText("Who has a spare bed for a tea plant?"),
    ).toBeNull();
    await user.hover(screen.getByRole("link", { name: "this post" }));
    advance(600);
    expect(
      await screen.findByText("Who has a spare bed for a tea plant?"),
    ).toBeInTheDocument();
  });
});
