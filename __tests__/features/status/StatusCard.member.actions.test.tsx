import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ComposeModal } from "../../../src/features/compose/ComposeModal";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { deleteStatus } from "../../../src/store/statuses/thunks";
import {
  rawAccount,
  rawStatus,
  sid,
  streamedUpdate,
} from "../../store/factories";
import {
  failure,
  ME,
  memberStore,
  ownStatus,
  type Family,
  type MemberStore,
  type Routes,
} from "../../store/compose/support";
import { renderWithMember } from "../compose/support";
import { selectComposer } from "../../../src/store/compose/selectors";

jest.setTimeout(20_000);

const ID = sid(1);

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  window.localStorage.clear();
});

async function show(
  raw: Record<string, unknown>,
  routes: Routes = {},
  family: Family = "mastodon",
) {
  const test = await memberStore(routes, family);
  test.store.dispatch(streamedUpdate(raw, []));
  test.actions.length = 0;
  const user = userEvent.setup();
  renderWithMember(<StatusCard id={String(raw.id)} />, test);
  const bar = screen.getByRole("group", { name: "Post actions" });
  return { test, user, bar };
}

const held = (test: MemberStore, id = ID) =>
  test.store.getState().statuses.byId[id];

describe("likes, boosts and bookmarks", () => {
  it("a like shows at once and stays when the server agrees", async () => {
    const { test, user, bar } = await show(
      rawStatus(ID, { favourites_count: 4 }),
      {
        [`POST /api/v1/statuses/${ID}/favourite`]: {
          body: rawStatus(ID, { favourited: true, favourites_count: 5 }),
        },
      },
    );
    await user.click(within(bar).getByRole("button", { name: "Like 4" }));
    expect(within(bar).getByRole("button", { name: "Like 5" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(test.types()).toContain("statuses/favourite/fulfilled"),
    );
    expect(held(test)).toMatchObject({ favourited: true, favourites_count: 5 });
  });

  it("a refused like is undone and becomes a notice", async () => {
    const { test, user, bar } = await show(rawStatus(ID), {
      [`POST /api/v1/statuses/${ID}/favourite`]: failure(500),
    });
    await user.click(within(bar).getByRole("button", { name: "Like" }));
    await waitFor(() =>
      expect(within(bar).getByRole("button", { name: "Like" })).toHaveAttribute(
        "aria-pressed",
        "false",
      ),
    );
    expect(test.store.getState().notices.items).toHaveLength(1);
  });

  it("pressing a pressed like takes it back", async () => {
    const { test, user, bar } = await show(
      rawStatus(ID, { favourited: true, favourites_count: 1 }),
      {
        [`POST /api/v1/statuses/${ID}/unfavourite`]: {
          body: rawStatus(ID, { favourited: false }),
        },
      },
    );
    await user.click(within(bar).getByRole("button", { name: "Like 1" }));
    expect(held(test)).toMatchObject({
      favourited: false,
      favourites_count: 0,
    });
  });

  it("on Mastodon a boost asks for its audience", async () => {
    const { test, user, bar } = await show(rawStatus(ID), {
      [`POST /api/v1/statuses/${ID}/reblog`]: {
        body: rawStatus(sid(2), {
          reblog: rawStatus(ID, { reblogged: true, reblogs_count: 1 }),
        }),
      },
    });
    await user.click(within(bar).getByRole("button", { name: "Boost" }));
    await user.click(
      screen.getByRole("button", { name: "Boost: Quiet public" }),
    );
    expect(test.calls[0]?.body).toEqual({ visibility: "unlisted" });
    expect(held(test)).toMatchObject({ reblogged: true, reblogs_count: 1 });
  });

  it("without reblogVisibility a boost goes at once; pressing again unboosts", async () => {
    const { test, user, bar } = await show(
      rawStatus(ID),
      {
        [`POST /api/v1/statuses/${ID}/reblog`]: {
          body: rawStatus(sid(2), {
            reblog: rawStatus(ID, { reblogged: true }),
          }),
        },
        [`POST /api/v1/statuses/${ID}/unreblog`]: {
          body: rawStatus(ID, { reblogged: false }),
        },
      },
      "gotosocial",
    );
    await user.click(within(bar).getByRole("button", { name: "Boost" }));
    expect(held(test)?.reblogged).toBe(true);
    await user.click(within(bar).getByRole("button", { name: /^Boost/ }));
    expect(test.calls.map((c) => c.path)).toEqual([
      `/api/v1/statuses/${ID}/reblog`,
      `/api/v1/statuses/${ID}/unreblog`,
    ]);
    expect(held(test)?.reblogged).toBe(false);
  });

  it("bookmarks toggle", async () => {
    const { test, user, bar } = await show(rawStatus(ID), {
      [`POST /api/v1/statuses/${ID}/bookmark`]: {
        body: rawStatus(ID, { bookmarked: true }),
      },
    });
    await user.click(within(bar).getByRole("button", { name: "Bookmark" }));
    expect(
      within(bar).getByRole("button", { name: "Bookmark" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(held(test)?.bookmarked).toBe(true);
  });
});

describe("reply and quote", () => {
  it("reply opens the composer with the conversation mentioned", async () => {
    const raw = rawStatus(ID, {
      account: rawAccount("500", { acct: "bob" }),
      mentions: [
        { id: "31", acct: "alice", username: "alice", url: "https://x/@alice" },
        { id: ME, acct: "me", username: "me", url: "https://x/@me" },
      ],
      visibility: "private",
      spoiler_text: "bread talk",
    });
    const { test, user, bar } = await show(raw);
    await user.click(within(bar).getByRole("button", { name: "Reply" }));
    const opened = test.actions.find((a) => a.type === "compose/opened");
    expect(opened?.payload).toMatchObject({
      replyTo: ID,
      draft: {
        text: "@bob @alice ",
        visibility: "private",
        spoiler: true,
        spoilerText: "bread talk",
      },
    });
    renderWithMember(<ComposeModal onClose={() => undefined} />, test);
    const dialog = screen.getByRole("dialog", { name: "Reply" });
    expect(within(dialog).getByText("Replying to @bob")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("textbox", { name: "Post text" }),
    ).toHaveValue("@bob @alice ");
  });

  it("quote opens the composer quoting the post", async () => {
    const { test, user, bar } = await show(rawStatus(ID));
    await user.click(within(bar).getByRole("button", { name: "Quote" }));
    expect(
      test.actions.find((a) => a.type === "compose/opened")?.payload,
    ).toMatchObject({ quoteOf: ID });
    expect(selectComposer(test.store.getState(), "modal").draft.quoteId).toBe(
      ID,
    );
  });
});

describe("reactions", () => {
  it("react picks an emoji and shows it at once (Pleroma path)", async () => {
    const { test, user, bar } = await show(
      rawStatus(ID),
      {
        [`PUT /api/v1/pleroma/statuses/${ID}/reactions/%F0%9F%8E%89`]: {
          body: {},
        },
      },
      "pleroma",
    );
    await user.click(within(bar).getByRole("button", { name: "React" }));
    await user.click(screen.getByRole("button", { name: "🎉" }));
    const reactions = screen.getByRole("list", { name: "Reactions" });
    expect(within(reactions).getByRole("button")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(test.types()).toContain("statuses/react/fulfilled"),
    );
  });

  it("pressing one's own reaction takes it back", async () => {
    const { test, user } = await show(
      rawStatus(ID, {
        emoji_reactions: [{ name: "👍", count: 2, me: true }],
      }),
      {
        [`POST /api/v1/statuses/${ID}/unreact/%F0%9F%91%8D`]: {
          body: rawStatus(ID, {
            emoji_reactions: [{ name: "👍", count: 1, me: false }],
          }),
        },
      },
    );
    const reactions = screen.getByRole("list", { name: "Reactions" });
    await user.click(within(reactions).getByRole("button"));
    expect(held(test)?.emoji_reactions[0]).toMatchObject({
      count: 1,
      me: false,
    });
  });
});

describe("polls", () => {
  it("members vote and see the results at once", async () => {
    const poll = {
      id: "p1",
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      multiple: false,
      votes_count: 4,
      voters_count: null,
      voted: false,
      own_votes: [],
      options: [
        { title: "Rye", votes_count: 1 },
        { title: "Spelt", votes_count: 3 },
      ],
      emojis: [],
    };
    const { test, user } = await show(rawStatus(ID, { poll }), {
      "POST /api/v1/polls/p1/votes": failure(500),
    });
    const vote = screen.getByRole("button", { name: "Vote" });
    expect(vote).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Rye" }));
    fireEvent.click(vote);
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByText("60%")).toBeInTheDocument();
    expect(screen.getByTitle("Your choice")).toBeInTheDocument();
    await waitFor(() => expect(test.types()).toContain("polls/vote/rejected"));
    expect(screen.getByRole("button", { name: "Vote" })).toBeInTheDocument();
    expect(test.calls[0]?.body).toEqual({ choices: [0] });
  });
});

describe("the more menu", () => {
  it("offers pin, edit, delete and redraft on one's own posts only", async () => {
    const { user } = await show(rawStatus(ID));
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(
      screen.queryByRole("button", { name: "Delete" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Pin on profile" }),
    ).not.toBeInTheDocument();
  });

  it("pins one's own post", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`POST /api/v1/statuses/${ID}/pin`]: {
        body: ownStatus(ID, { pinned: true }),
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Pin on profile" }));
    expect(held(test)?.pinned).toBe(true);
  });

  it("mutes the conversation of one's own post", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`POST /api/v1/statuses/${ID}/mute`]: {
        body: ownStatus(ID, { muted: true }),
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Mute conversation" }));
    expect(held(test)?.muted).toBe(true);
  });

  it("deletes after asking", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`DELETE /api/v1/statuses/${ID}`]: { body: ownStatus(ID) },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(test.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(held(test)).toBeUndefined());
    expect(test.calls.map((c) => c.method)).toEqual(["DELETE"]);
  });

  it("a delete hides the post at once; a refused one brings it back with a notice", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`DELETE /api/v1/statuses/${ID}`]: failure(403, "Not yours"),
    });
    act(() => {
      test.store.dispatch(deleteStatus.pending("r1", { id: ID }));
    });
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    act(() => {
      test.store.dispatch(
        deleteStatus.rejected(
          null,
          "r1",
          { id: ID },
          {
            message: "Something broke",
            status: 500,
          },
        ),
      );
    });
    expect(screen.getByRole("article")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Delete",
      }),
    );
    // The dialog does not wait for the server.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(test.types()).toContain("statuses/delete/rejected"),
    );
    expect(screen.getByRole("article")).toBeInTheDocument();
    expect(test.store.getState().notices.items.at(-1)).toMatchObject({
      message: "Not yours",
      status: 403,
    });
  });

  it("delete and redraft puts the text back into the composer", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`DELETE /api/v1/statuses/${ID}`]: {
        body: ownStatus(ID, { text: "Source *text*" }),
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(
      screen.getByRole("button", { name: "Delete and redraft" }),
    );
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Delete and redraft",
      }),
    );
    await waitFor(() =>
      expect(selectComposer(test.store.getState(), "modal").draft.text).toBe(
        "Source *text*",
      ),
    );
    expect(test.types()).toContain("compose/opened");
  });

  it("edit opens the composer with the source", async () => {
    const { test, user } = await show(ownStatus(ID), {
      [`GET /api/v1/statuses/${ID}/source`]: {
        body: { id: ID, text: "Plain source", spoiler_text: "" },
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await waitFor(() =>
      expect(
        selectComposer(test.store.getState(), "modal").draft,
      ).toMatchObject({ text: "Plain source", editingId: ID }),
    );
  });
});

describe("the author, from a post's menu", () => {
  const AUTHOR = "500";
  const relationship = (over: Record<string, unknown> = {}) => ({
    id: AUTHOR,
    following: false,
    followed_by: false,
    ...over,
  });
  const relationships = (over: Record<string, unknown> = {}) => ({
    "GET /api/v1/accounts/relationships": { body: [relationship(over)] },
  });
  const posted = (test: MemberStore) =>
    test.calls
      .filter((c) => c.method === "POST")
      .map((c) => ({ path: c.path, body: c.body }));

  it("mutes the author after asking, as the profile does", async () => {
    const { test, user } = await show(rawStatus(ID), {
      ...relationships(),
      [`POST /api/v1/accounts/${AUTHOR}/mute`]: {
        body: relationship({ muting: true }),
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Mute @user500" }));
    const dialog = screen.getByRole("dialog", { name: "Mute @user500?" });
    await user.click(within(dialog).getByRole("button", { name: "Mute" }));
    expect(posted(test)).toEqual([
      {
        path: `/api/v1/accounts/${AUTHOR}/mute`,
        body: { notifications: true, duration: 0, expires_in: 0 },
      },
    ]);
    await waitFor(() =>
      expect(test.store.getState().relationships.byId[AUTHOR]?.muting).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(
      await screen.findByRole("button", { name: "Unmute @user500" }),
    ).toBeInTheDocument();
  });

  it("blocks the author after asking; Cancel sends nothing", async () => {
    const { test, user } = await show(rawStatus(ID), {
      ...relationships(),
      [`POST /api/v1/accounts/${AUTHOR}/block`]: {
        body: relationship({ blocking: true }),
      },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Block @user500" }));
    const asked = screen.getByRole("dialog", { name: "Block @user500?" });
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posted(test)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Block @user500" }));
    const dialog = screen.getByRole("dialog", { name: "Block @user500?" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(posted(test)).toEqual([
      { path: `/api/v1/accounts/${AUTHOR}/block`, body: null },
    ]);
  });

  it("lifts a mute already in force at once", async () => {
    const { test, user } = await show(rawStatus(ID), {
      ...relationships({ muting: true }),
      [`POST /api/v1/accounts/${AUTHOR}/unmute`]: { body: relationship() },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(
      await screen.findByRole("button", { name: "Unmute @user500" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posted(test)).toEqual([
      { path: `/api/v1/accounts/${AUTHOR}/unmute`, body: null },
    ]);
  });

  it("offers no mute where the server has no mutes API", async () => {
    // snac has no mutes API (notes/server-families.md, `mutes`).
    const snac = {
      uri: "snac.example",
      version: "4.0.0 (not true; really snac/2.52)",
    };
    const { user } = await show(rawStatus(ID), {
      ...relationships(),
      "GET /api/v1/instance": { body: snac },
      "GET /api/v2/instance": { status: 404, body: { error: "Not found" } },
    });
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(
      screen.getByRole("button", { name: "Block @user500" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Mute @user500" }),
    ).not.toBeInTheDocument();
  });

  it("one's own post offers neither", async () => {
    const { user } = await show(ownStatus(ID));
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /^(Mute|Block) @/ }),
    ).not.toBeInTheDocument();
  });
});

describe("boosting followers-only posts", () => {
  it("the author boosts their own at once: the boost keeps the post's audience", async () => {
    const { test, user, bar } = await show(
      ownStatus(ID, { visibility: "private" }),
      {
        [`POST /api/v1/statuses/${ID}/reblog`]: {
          body: ownStatus(sid(2), {
            visibility: "private",
            reblog: ownStatus(ID, {
              visibility: "private",
              reblogged: true,
              reblogs_count: 1,
            }),
          }),
        },
      },
    );
    const boost = within(bar).getByRole("button", { name: "Boost" });
    expect(boost).toBeEnabled();
    await user.click(boost);
    // No audience to choose: a followers-only post stays followers-only.
    expect(
      screen.queryByRole("button", { name: /^Boost: / }),
    ).not.toBeInTheDocument();
    expect(test.calls.map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/statuses/${ID}/reblog`, null],
    ]);
    expect(held(test)?.reblogged).toBe(true);
  });

  it.each([
    [
      "someone else's followers-only post",
      rawStatus(ID, { visibility: "private" }),
    ],
    ["one's own private mention", ownStatus(ID, { visibility: "direct" })],
  ])("%s cannot be boosted", async (_name, raw) => {
    const { bar } = await show(raw);
    expect(
      within(bar).getByRole("button", { name: "This post cannot be boosted" }),
    ).toBeDisabled();
  });
});
