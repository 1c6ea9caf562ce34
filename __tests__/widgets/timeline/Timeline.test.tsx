import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { Timeline } from "../../../src/widgets/timeline/Timeline";
import { FIRST_POST_MARK } from "../../../src/widgets/timeline/firstPost";
import { sessionStarted, statusDeleted } from "../../../src/store/events";
import { timelineScrolled } from "../../../src/store/timelines/slice";
import { fetchTimeline } from "../../../src/store/timelines/thunks";
import { gapMarker } from "../../../src/store/timelines/items";
import {
  BASE,
  normalized,
  rawStatus,
  sid,
  streamedUpdate,
} from "../../store/factories";
import { setup } from "../../features/timeline/setup";

const KEY = "public:local";
const PUBLIC = "/api/v1/timelines/public";

function statuses(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => rawStatus(sid(from - i)));
}

const text = (n: number) => `status ${sid(n)}`;

/** A loaded page, as fetchTimeline would store it, without the network. */
function pageLoaded(ids: number[], complete = true) {
  const { result, entities } = normalized(ids.map((n) => rawStatus(sid(n))));
  return fetchTimeline.fulfilled(
    {
      key: KEY,
      result,
      entities,
      fetchedAt: Date.now(),
      more: false,
      next: null,
      prev: null,
      complete,
    },
    "test",
    { key: KEY },
  );
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  // jsdom does not scroll; the anchoring and the new-posts bar call it.
  scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

describe("Timeline", () => {
  it("loads the first page and shows its posts in a feed", async () => {
    // jsdom has no User Timing API; the mark is set once per page load.
    const mark = jest.fn();
    Object.defineProperty(performance, "mark", {
      value: mark,
      configurable: true,
    });
    const { paths } = setup(
      <Timeline timelineKey={KEY} label="Local timeline" />,
      {
        api: { [PUBLIC]: () => ({ body: statuses(10, 3) }) },
      },
    );
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByText(text(10))).toBeInTheDocument();
    expect(screen.getByText(text(8))).toBeInTheDocument();
    const feed = screen.getByRole("feed", { name: "Local timeline" });
    const articles = within(feed).getAllByRole("article");
    expect(articles[0]).toHaveAttribute("data-status-id", sid(10));
    expect(articles[0]).toHaveAttribute("tabindex", "0");
    expect(articles[0]).toHaveAttribute("aria-posinset", "1");
    expect(articles[2]).toHaveAttribute("aria-setsize", "3");
    expect(paths()).toEqual([`${PUBLIC}?local=true&limit=20`]);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(FIRST_POST_MARK);
  });

  it("follows the timeline's stream while mounted", () => {
    const { store, view } = setup(<Timeline timelineKey={KEY} />);
    expect(store.getState().streaming.subscriptions).toEqual({ [KEY]: 1 });
    expect(store.getState().retained.timelines).toEqual({ [KEY]: 1 });
    view.unmount();
    expect(store.getState().streaming.subscriptions).toEqual({});
    expect(store.getState().retained.timelines).toEqual({});
  });

  it("loads a gap with the gap button", async () => {
    const { store, paths } = setup(<Timeline timelineKey={KEY} />, {
      api: { [PUBLIC]: () => ({ body: statuses(18, 2) }) },
      before: (s) => {
        s.dispatch(pageLoaded([5, 4]));
        s.dispatch(pageLoaded([20, 19], false));
      },
    });
    expect(store.getState().timelines[KEY]?.items).toEqual([
      sid(20),
      sid(19),
      gapMarker(sid(19)),
      sid(5),
      sid(4),
    ]);
    expect(screen.queryByText(text(18))).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Load missing posts" }),
    );
    expect(await screen.findByText(text(18))).toBeInTheDocument();
    expect(screen.getByText(text(17))).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Load missing posts" }),
    ).not.toBeInTheDocument();
    expect(paths()).toEqual([
      `${PUBLIC}?local=true&max_id=${sid(19)}&limit=40&since_id=${sid(5)}`,
    ]);
  });

  it("queues new posts behind a bar while scrolled down and shows them on click", async () => {
    const { store } = setup(<Timeline timelineKey={KEY} />, {
      before: (s) => s.dispatch(pageLoaded([10, 9])),
    });
    act(() => {
      store.dispatch(timelineScrolled({ key: KEY, atTop: false }));
      store.dispatch(streamedUpdate(rawStatus(sid(11)), [KEY]));
      store.dispatch(streamedUpdate(rawStatus(sid(12)), [KEY]));
    });
    expect(screen.queryByText(text(12))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "2 new posts" }));
    expect(screen.getByText(text(12))).toBeInTheDocument();
    expect(screen.getByText(text(11))).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /new post/ }),
    ).not.toBeInTheDocument();
    expect(store.getState().timelines[KEY]).toMatchObject({
      items: [sid(12), sid(11), sid(10), sid(9)],
      pending: [],
      atTop: true,
    });
    expect(scrollTo).toHaveBeenCalledWith({
      top: 0,
      behavior: "instant",
    });
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute("data-status-id", sid(12)),
    );
  });

  it("shows new posts at once at the top, and the queue on scrolling back up", () => {
    const { store } = setup(<Timeline timelineKey={KEY} />, {
      before: (s) => s.dispatch(pageLoaded([10])),
    });
    act(() => {
      store.dispatch(streamedUpdate(rawStatus(sid(11)), [KEY]));
    });
    expect(screen.getByText(text(11))).toBeInTheDocument();
    act(() => {
      store.dispatch(timelineScrolled({ key: KEY, atTop: false }));
      store.dispatch(streamedUpdate(rawStatus(sid(12)), [KEY]));
    });
    expect(
      screen.getByRole("button", { name: "1 new post" }),
    ).toBeInTheDocument();
    // jsdom places the feed at the top of the viewport: a scroll reports "at top".
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText(text(12))).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "1 new post" }),
    ).not.toBeInTheDocument();
  });

  it("renders the posts in view in its first commit, before any effect measured the window", () => {
    // What the first commit put in the DOM: a probe after the timeline reads
    // it in its layout effect, which runs before any re-render an effect of
    // that commit asks for.
    const firstCommit: string[] = [];
    function Probe() {
      useLayoutEffect(() => {
        for (const node of document.querySelectorAll("[data-status-id]"))
          firstCommit.push(node.getAttribute("data-status-id") ?? "");
      }, []);
      return null;
    }
    setup(
      <>
        <Timeline timelineKey={KEY} />
        <Probe />
      </>,
      { before: (s) => s.dispatch(pageLoaded([10, 9])) },
    );
    expect(firstCommit).toEqual([sid(10), sid(9)]);
  });

  it("places new rows without reading the page's layout", () => {
    // A height or box read right after a commit forces the browser to lay
    // the page out then; the resize observer reports rows' sizes instead.
    const reads: string[] = [];
    const inRow = (element: Element, name: string) => {
      if (element.closest("[data-index]")) reads.push(name);
    };
    const height = jest
      .spyOn(HTMLElement.prototype, "offsetHeight", "get")
      .mockImplementation(function (this: HTMLElement) {
        inRow(this, "offsetHeight");
        return 180;
      });
    const box = jest
      .spyOn(Element.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: Element) {
        inRow(this, "getBoundingClientRect");
        return new DOMRect(0, 0, 600, 180);
      });
    try {
      const { store } = setup(<Timeline timelineKey={KEY} />, {
        before: (s) => s.dispatch(pageLoaded([10])),
      });
      reads.length = 0;
      // Two posts arrive together at the top: one commit mounts both rows.
      act(() => {
        store.dispatch(streamedUpdate(rawStatus(sid(11)), [KEY]));
        store.dispatch(streamedUpdate(rawStatus(sid(12)), [KEY]));
      });
      expect(screen.getByText(text(12))).toBeInTheDocument();
      expect(reads).toEqual([]);
    } finally {
      height.mockRestore();
      box.mockRestore();
    }
  });

  it("removes deleted posts", () => {
    const { store } = setup(<Timeline timelineKey={KEY} />, {
      before: (s) => s.dispatch(pageLoaded([10, 9])),
    });
    act(() => {
      store.dispatch(statusDeleted({ id: sid(10) }));
    });
    expect(screen.queryByText(text(10))).not.toBeInTheDocument();
    expect(screen.getByText(text(9))).toBeInTheDocument();
  });

  it("loads older posts with Load more", async () => {
    const { paths } = setup(<Timeline timelineKey={KEY} />, {
      api: {
        [PUBLIC]: (url) =>
          url.searchParams.has("max_id")
            ? { body: statuses(8, 1) }
            : {
                body: statuses(10, 2),
                link: `<${BASE}${PUBLIC}?local=true&max_id=${sid(9)}>; rel="next"`,
              },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Load more" }),
    );
    expect(await screen.findByText(text(8))).toBeInTheDocument();
    expect(paths()).toEqual([
      `${PUBLIC}?local=true&limit=20`,
      `${PUBLIC}?local=true&max_id=${sid(9)}`,
    ]);
    // A page without a next link is the last.
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
  });

  it("says so when there are no posts", async () => {
    setup(<Timeline timelineKey={KEY} emptyMessage="Nobody posted yet." />, {
      api: { [PUBLIC]: () => ({ body: [] }) },
    });
    expect(await screen.findByText("Nobody posted yet.")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
  });

  it("shows an error with a retry that loads the posts, and no toast repeats it", async () => {
    let fail = true;
    const { store } = setup(<Timeline timelineKey={KEY} />, {
      api: {
        [PUBLIC]: () =>
          fail
            ? { status: 503, body: { error: "Down" } }
            : { body: statuses(3, 1) },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Posts could not be loaded.",
    );
    expect(store.getState().notices.items).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(text(3))).toBeInTheDocument();
  });

  it.each([401, 403])(
    "tells a visitor the server answering %i keeps its posts for members, with Sign in instead of a retry",
    async (status) => {
      const { store } = setup(<Timeline timelineKey={KEY} />, {
        route: "/tags/potluck",
        api: { [PUBLIC]: () => ({ status, body: { error: "unauthorized" } }) },
      });
      expect(
        await screen.findByText(
          "This server shows its posts only to signed-in members.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
        "href",
        "/login?next=%2Ftags%2Fpotluck",
      );
      expect(screen.queryByText("Posts could not be loaded.")).toBeNull();
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
      expect(screen.queryByText("unauthorized")).toBeNull();
      expect(store.getState().notices.items).toEqual([]);
    },
  );

  it("gives a member the server refuses the usual error and retry", async () => {
    setup(<Timeline timelineKey={KEY} />, {
      api: { [PUBLIC]: () => ({ status: 403, body: { error: "Forbidden" } }) },
      before: (store) => {
        store.dispatch(sessionStarted({ accessToken: "token" }));
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Posts could not be loaded.",
    );
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
