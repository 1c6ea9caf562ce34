import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchScreen } from "../../../src/features/search/SearchScreen";
import {
  instanceFetched,
  rawAccount,
  rawStatus,
  sid,
} from "../../store/factories";
import { setup } from "../timeline/setup";

const SEARCH = "/api/v2/search";
/** The limit the client asks for (SEARCH_PAGE_SIZE). */
const PAGE = 20;

/** `count` raw accounts with ids from `from` on. */
function accounts(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => rawAccount(String(from + i)));
}

interface Results {
  accounts?: unknown[];
  statuses?: unknown[];
  hashtags?: unknown[];
  groups?: unknown[];
}

function answer(results: Results) {
  return {
    body: { accounts: [], statuses: [], hashtags: [], groups: [], ...results },
  };
}

function rawGroup(id: string) {
  return {
    id,
    display_name: `Group ${id}`,
    note: "",
    url: `https://example.social/groups/${id}`,
    avatar: "",
    members_count: 12,
    emojis: [],
  };
}

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

describe("SearchScreen", () => {
  it("does not search for a blank query", () => {
    const { calls } = setup(<SearchScreen />, { route: "/search?q=%20%20" });
    expect(
      screen.getByText("Search for people, posts and hashtags."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("navigation", { name: "Result types" }),
    ).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("searches for the trimmed query and lists matching people", async () => {
    const { calls } = setup(<SearchScreen />, {
      route: "/search?q=%20cats%20",
      api: {
        [SEARCH]: () =>
          answer({ accounts: [rawAccount("1"), rawAccount("2")] }),
      },
      // Local handles name the instance's domain.
      before: (store) => {
        store.dispatch(instanceFetched({ domain: "example.social" }));
      },
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Results for “cats”" }),
    ).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: /User 1/ });
    expect(link).toHaveAttribute("href", "/@user1");
    // displayFqn is on by default: the handle names the server.
    expect(within(link).getByText("@user1@example.social")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get("q")).toBe("cats");
    expect(calls[0]?.searchParams.get("type")).toBeNull();
  });

  it("pages a tab by the items loaded and stops after a short page", async () => {
    const { calls } = setup(<SearchScreen />, {
      route: "/search?q=cats",
      api: {
        [SEARCH]: (url) => {
          const offset = Number(url.searchParams.get("offset") ?? 0);
          if (offset === 0) return answer({ accounts: accounts(1, PAGE) });
          if (offset === PAGE) return answer({ accounts: accounts(21, 3) });
          return answer({});
        },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Load more" }),
    );
    expect(
      await screen.findByRole("link", { name: /User 23/ }),
    ).toBeInTheDocument();
    // Three of twenty asked for: that was the last page.
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
    expect(
      calls.map((c) => [
        c.searchParams.get("type"),
        c.searchParams.get("offset"),
      ]),
    ).toEqual([
      [null, "0"],
      ["accounts", String(PAGE)],
    ]);
  });

  it("offers no Load more when the first page is short", async () => {
    const { calls } = setup(<SearchScreen />, {
      route: "/search?q=cats",
      api: { [SEARCH]: () => answer({ accounts: accounts(1, 2) }) },
    });
    expect(
      await screen.findByRole("link", { name: /User 2/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows posts and hashtags in their tabs", async () => {
    setup(<SearchScreen />, {
      route: "/search?q=bread&type=statuses",
      api: {
        [SEARCH]: () =>
          answer({
            statuses: [rawStatus(sid(7))],
            hashtags: [
              {
                name: "bread",
                url: "",
                history: [{ day: "1", accounts: "3", uses: "5" }],
              },
            ],
          }),
      },
    });
    expect(await screen.findByText(`status ${sid(7)}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Posts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(screen.getByRole("link", { name: "Hashtags" }));
    // The row, not the "Go to #bread" shortcut above the tabs.
    const tag = await screen.findByRole("link", { name: /^#bread/ });
    expect(tag).toHaveAttribute("href", "/tags/bread");
    expect(tag).toHaveTextContent("3 people in the past day");
  });

  it("offers a groups tab only where the server has groups", async () => {
    const api = { [SEARCH]: () => answer({ groups: [rawGroup("9")] }) };
    const without = setup(<SearchScreen />, {
      route: "/search?q=bakers&type=groups",
      api,
    });
    await screen.findByRole("navigation", { name: "Result types" });
    expect(
      screen.queryByRole("link", { name: "Groups" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "People" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    without.view.unmount();

    setup(<SearchScreen />, {
      route: "/search?q=bakers&type=groups",
      api,
      features: { groups: true },
    });
    expect(screen.getByRole("link", { name: "Groups" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const group = await screen.findByRole("link", { name: /Group 9/ });
    // The group opens its own screen (/groups/:id).
    expect(group).toHaveAttribute("href", "/groups/9");
    expect(group).toHaveTextContent("12 members");
  });

  it("says when nothing matches, and retries after a failure (said in place, not toasted)", async () => {
    let fail = true;
    const { store } = setup(<SearchScreen />, {
      route: "/search?q=zzz",
      api: {
        [SEARCH]: () =>
          fail ? { status: 500, body: { error: "Oops" } } : answer({}),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The search could not be completed.",
    );
    expect(store.getState().notices.items).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText("Nothing found for “zzz”."),
    ).toBeInTheDocument();
  });

  it("tells a visitor the server keeps search for members, with Sign in and no toast", async () => {
    const { store } = setup(<SearchScreen />, {
      route: "/search?q=zzz",
      api: {
        [SEARCH]: () => ({ status: 401, body: { error: "unauthorized" } }),
      },
    });
    expect(
      await screen.findByText(
        "This server lets only signed-in members search.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2Fsearch%3Fq%3Dzzz",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(store.getState().notices.items).toEqual([]);
  });
});

describe("SearchScreen shortcuts", () => {
  // The server finds no hashtags and no accounts: the pages still exist.
  const api = { [SEARCH]: () => answer({}) };

  it.each([
    ["#potluck", "Go to #potluck", "/tags/potluck"],
    ["Potluck", "Go to #Potluck", "/tags/Potluck"],
  ])("offers the hashtag page for %s", async (q, name, href) => {
    setup(<SearchScreen />, {
      route: `/search?q=${encodeURIComponent(q)}`,
      api,
    });
    expect(await screen.findByRole("link", { name })).toHaveAttribute(
      "href",
      href,
    );
    expect(screen.queryByRole("link", { name: /^Go to @/ })).toBeNull();
  });

  it.each([
    ["@alice@social.example", "/@alice@social.example"],
    ["alice@social.example", "/@alice@social.example"],
    ["@alice", "/@alice"],
  ])("offers the profile for the handle %s", async (q, href) => {
    setup(<SearchScreen />, {
      route: `/search?q=${encodeURIComponent(q)}`,
      api,
    });
    const acct = href.slice(1);
    expect(
      await screen.findByRole("link", { name: `Go to ${acct}` }),
    ).toHaveAttribute("href", href);
    expect(screen.queryByRole("link", { name: /^Go to #/ })).toBeNull();
  });

  it("offers nothing for a phrase", async () => {
    setup(<SearchScreen />, { route: "/search?q=two%20words", api });
    expect(
      await screen.findByText("Nothing found for “two words”."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Go to / })).toBeNull();
  });
});
