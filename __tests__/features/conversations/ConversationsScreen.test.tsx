import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConversationsScreen } from "../../../src/features/conversations/ConversationsScreen";
import { streamReconnected } from "../../../src/store/events";
import { mapStreamFrame } from "../../../src/store/middleware/streamEvents";
import { frame, rawAccount, rawStatus, sid } from "../../store/factories";
import { callLines, ME, memberOn, renderScreen } from "../bookmarks/support";
import { selectConversations } from "../../../src/store/conversations/selectors";
import { selectComposer } from "../../../src/store/compose/selectors";

jest.setTimeout(20_000);

const chen = rawAccount("31", {
  username: "chen",
  acct: "chen",
  display_name: "Chen Wu",
});
const bob = rawAccount("32", {
  username: "bob",
  acct: "bob",
  display_name: "Bob Lindqvist",
});
const me = rawAccount(ME, { username: "alice", acct: "alice" });

const mention = (account: typeof chen) => ({
  id: account.id,
  username: account.username,
  acct: account.acct,
  url: account.url,
});

function conversation(
  id: string,
  n: number,
  unread: boolean,
  author = chen,
  others = [chen, bob],
) {
  return {
    id,
    unread,
    accounts: others,
    last_status: rawStatus(sid(n), {
      account: author,
      visibility: "direct",
      content: `<p>message ${String(n)}</p>`,
      mentions: [me, ...others].filter((a) => a.id !== author.id).map(mention),
    }),
  };
}

const rows = () => screen.getAllByRole("article", { name: /^With / });

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

async function openConversations() {
  const app = await memberOn("mastodon", {
    "GET /api/v1/conversations": () => ({
      body: [
        conversation("c1", 5, true),
        conversation("c2", 4, false, chen, [chen]),
      ],
    }),
    "POST /api/v1/conversations/c1/read": () => ({
      body: conversation("c1", 5, false),
    }),
    "DELETE /api/v1/conversations/c2": () => ({ body: {} }),
  });
  renderScreen(
    app,
    ["/conversations"],
    <ConversationsScreen />,
    "/conversations",
  );
  await screen.findByRole("feed", { name: "Direct messages" });
  return app;
}

describe("direct messages", () => {
  it("lists conversations with who they are with and which are unread; subscribes to the direct stream", async () => {
    const app = await openConversations();
    const [first, second] = rows();
    expect(first).toHaveAccessibleName("With Chen Wu and Bob Lindqvist Unread");
    expect(second).toHaveAccessibleName("With Chen Wu");
    expect(app.store.getState().streaming.subscriptions).toHaveProperty(
      "direct",
    );
  });

  it("marks a conversation read at once, and the server agrees", async () => {
    const app = await openConversations();
    const user = userEvent.setup();
    const [first] = rows();
    if (!first) throw new Error("no row");
    await user.click(
      within(first).getByRole("button", { name: "Mark as read" }),
    );
    expect(first).toHaveAccessibleName("With Chen Wu and Bob Lindqvist");
    expect(
      within(first).queryByRole("button", { name: "Mark as read" }),
    ).toBeNull();
    await waitFor(() => {
      expect(callLines(app)).toContain("POST /api/v1/conversations/c1/read");
    });
  });

  it("deletes a conversation after asking", async () => {
    const app = await openConversations();
    const user = userEvent.setup();
    const second = rows()[1];
    if (!second) throw new Error("no row");
    await user.click(
      within(second).getByRole("button", { name: "Delete conversation" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Delete conversation" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(rows()).toHaveLength(1);
    await waitFor(() => {
      expect(callLines(app)).toContain("DELETE /api/v1/conversations/c2");
    });
  });

  it("a message arriving on the direct stream brings its conversation to the top, unread", async () => {
    const app = await openConversations();
    const streamed = mapStreamFrame(
      frame("conversation", conversation("c2", 9, true, chen, [chen]), [
        "direct",
      ]),
      { me: ME, now: 0 },
    );
    if (!streamed.ok) throw new Error(streamed.reason);
    act(() => {
      app.store.dispatch(streamed.action);
    });
    const [first] = rows();
    expect(first).toHaveAccessibleName("With Chen Wu Unread");
    expect(first).toHaveTextContent("message 9");
  });

  it("after the socket was down, the list is fetched again for what it missed", async () => {
    const app = await openConversations();
    const before = callLines(app).length;
    act(() => {
      app.store.dispatch(streamReconnected({ streams: ["user", "direct"] }));
    });
    await waitFor(() => {
      expect(callLines(app).slice(before)).toContain(
        "GET /api/v1/conversations?limit=20",
      );
    });
    expect(selectConversations(app.store.getState()).stale).toBe(false);
  });

  it("replying keeps the message direct and addressed to everyone in it", async () => {
    const app = await openConversations();
    const user = userEvent.setup();
    const [first] = rows();
    if (!first) throw new Error("no row");
    await user.click(within(first).getByRole("button", { name: "Reply" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply" });
    const { draft } = selectComposer(app.store.getState(), "modal");
    expect(draft).toMatchObject({ visibility: "direct", inReplyToId: sid(5) });
    expect(draft.text).toBe("@chen @bob ");
    expect(
      within(dialog).getByRole("textbox", { name: "Post text" }),
    ).toHaveValue("@chen @bob ");
  });
});
