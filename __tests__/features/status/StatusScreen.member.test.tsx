import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ModalRoot } from "../../../src/app/ModalRoot";
import { Notices } from "../../../src/app/Notices";
import { StatusScreen } from "../../../src/features/status/StatusScreen";
import { statusDeleted } from "../../../src/store/events";
import {
  memberStore,
  ownStatus,
  type MemberStore,
  type Routes as ServerRoutes,
} from "../../store/compose/support";
import {
  rawAccount,
  rawStatus,
  sid,
  streamedUpdate,
} from "../../store/factories";
import { renderWithProviders } from "../../support/renderWithProviders";

/**
 * The thread screen following the member's own actions (issue 14, defect 3):
 * a reply to a post with no replies yet shows under it at once, and the
 * screen of a post the member deletes does not stay a skeleton.
 */

jest.setTimeout(20_000);

const POST = sid(1);
const REPLY = sid(2);
const bob = rawAccount("500", { username: "bob", acct: "bob" });

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has no matchMedia; react-hot-toast asks for prefers-reduced-motion.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.localStorage.clear();
});
afterEach(() => {
  act(() => toast.remove());
});

/** A post of Bob's with no replies, served with its empty context. */
function lonePost(over: Record<string, unknown> = {}): ServerRoutes {
  const post = rawStatus(POST, { account: bob, replies_count: 0, ...over });
  return {
    [`GET /api/v1/statuses/${POST}`]: { body: post },
    [`GET /api/v1/statuses/${POST}/context`]: {
      body: { ancestors: [], descendants: [] },
    },
  };
}

/**
 * The thread screen of `POST` as the app mounts it, with its modals and
 * toasts; `from` is a page the member came from (in the history before it).
 */
function renderThread(test: MemberStore, from?: string) {
  const path = `/@bob/posts/${POST}`;
  const wrap = ({ children }: { children: ReactNode }) => (
    <Provider store={test.store}>{children}</Provider>
  );
  return renderWithProviders(
    <MemoryRouter
      initialEntries={from ? [from, path] : [path]}
      initialIndex={from ? 1 : 0}
    >
      <Routes>
        <Route path="/:acct/posts/:statusId" element={<StatusScreen />} />
        <Route path="/home" element={<p>Home timeline</p>} />
      </Routes>
      <ModalRoot />
      <Notices />
    </MemoryRouter>,
    { wrap },
  );
}

const repliesCount = (test: MemberStore) =>
  test.store.getState().statuses.byId[POST]?.replies_count;

const focused = () =>
  screen.getByText(
    (_, el) =>
      el?.tagName === "ARTICLE" && el.getAttribute("tabindex") === "-1",
  );

describe("the thread screen and the member's own reply", () => {
  it("shows a reply to a lone post under it at once, with the reply counted", async () => {
    const test = await memberStore({
      ...lonePost(),
      "POST /api/v1/statuses": {
        body: ownStatus(REPLY, {
          in_reply_to_id: POST,
          in_reply_to_account_id: "500",
          content: "<p>@bob Count me in</p>",
        }),
      },
    });
    renderThread(test);
    await screen.findByText(`status ${POST}`);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    const user = userEvent.setup();
    await user.click(within(focused()).getByRole("button", { name: "Reply" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply" });
    const box = within(dialog).getByRole("textbox", { name: "Post text" });
    fireEvent.change(box, { target: { value: "@bob Count me in" } });
    await user.click(within(dialog).getByRole("button", { name: "Post" }));
    const reply = await screen.findByText("@bob Count me in");
    // Below the post, in its replies; the post counts it (its count shows
    // wherever it is not the focus, in timelines and above its replies).
    expect(reply.closest("ul")).not.toBeNull();
    expect(repliesCount(test)).toBe(1);
  });

  it("shows a reply streamed in to a lone post, counted once", async () => {
    const test = await memberStore(lonePost());
    renderThread(test);
    await screen.findByText(`status ${POST}`);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    const streamed = rawStatus(sid(3), { in_reply_to_id: POST });
    act(() => {
      test.store.dispatch(streamedUpdate(streamed, ["home"]));
      test.store.dispatch(streamedUpdate(streamed, ["public:local"]));
    });
    expect(await screen.findByText(`status ${sid(3)}`)).toBeInTheDocument();
    expect(repliesCount(test)).toBe(1);
  });
});

describe("the thread screen of a post that is deleted", () => {
  async function deleteFocused() {
    const user = userEvent.setup();
    await user.click(within(focused()).getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
  }

  const ownLonePost = (): ServerRoutes => ({
    ...lonePost({ account: rawAccount("9001", { acct: "me" }) }),
    [`DELETE /api/v1/statuses/${POST}`]: { body: ownStatus(POST) },
  });

  it("goes back to where the member came from, saying the post was deleted", async () => {
    const test = await memberStore(ownLonePost());
    renderThread(test, "/home");
    await screen.findByText(`status ${POST}`);
    await deleteFocused();
    expect(await screen.findByText("Home timeline")).toBeInTheDocument();
    expect(await screen.findByText("Post deleted")).toBeInTheDocument();
  });

  it("opened directly, shows the post's tombstone rather than loading forever", async () => {
    const test = await memberStore(ownLonePost());
    renderThread(test);
    await screen.findByText(`status ${POST}`);
    await deleteFocused();
    expect(
      await screen.findByText("This post is unavailable"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("status", { busy: true })).toBeNull();
    expect(await screen.findByText("Post deleted")).toBeInTheDocument();
  });

  it("deleted by its author elsewhere, stays and shows the tombstone", async () => {
    const test = await memberStore(lonePost());
    renderThread(test, "/home");
    await screen.findByText(`status ${POST}`);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    act(() => {
      test.store.dispatch(statusDeleted({ id: POST }));
    });
    expect(
      await screen.findByText("This post is unavailable"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Home timeline")).toBeNull();
  });
});
