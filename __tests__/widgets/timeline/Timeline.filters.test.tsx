import { act, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { ApiClient } from "../../../src/api/client";
import { Timeline } from "../../../src/widgets/timeline/Timeline";
import { createAppStore, type AppStore } from "../../../src/store/index";
import { sessionStarted } from "../../../src/store/events";
import { mapStreamFrame } from "../../../src/store/middleware/streamEvents";
import { BASE, frame, rawAccount, rawStatus, sid } from "../../store/factories";
import { stateWith } from "../../store/mockStore";
import { renderWithProviders } from "../../support/renderWithProviders";
import { setup } from "../../features/timeline/setup";

/*
 * The filter test of issue 17 at the integration level, on a server with v1
 * filters only (no results from the server: every match is the client's):
 * streamed posts matching a hide filter never show, one matching a warn
 * filter folds, and a filter edited elsewhere applies at once when the
 * server says `filters_changed`.
 */

const lena = rawAccount("700", { acct: "lena", username: "lena" });

const warnTerrace = {
  id: "1",
  phrase: "terrace",
  context: ["home", "public"],
  whole_word: true,
  irreversible: false,
};
const hideKettle = {
  id: "2",
  phrase: "kettle",
  context: ["home"],
  whole_word: true,
  irreversible: true,
};

function stream(store: AppStore, event: string, payload?: unknown) {
  const mapped = mapStreamFrame(frame(event, payload), {
    me: "900",
    now: Date.now(),
  });
  if (!mapped.ok) throw new Error(mapped.reason);
  act(() => {
    store.dispatch(mapped.action);
  });
}

const post = (n: number, text: string) =>
  rawStatus(sid(n), { account: lena, content: `<p>${text}</p>` });

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

describe("a live home under the viewer's filters", () => {
  it("never shows hidden posts, folds warned ones, and follows edits", async () => {
    let filters: unknown[] = [warnTerrace, hideKettle];
    const { store } = setup(<Timeline timelineKey="home" label="Home" />, {
      features: { filters: true },
      before: (s) =>
        s.dispatch(sessionStarted({ accessToken: "token", me: "900" })),
      api: {
        "/api/v1/timelines/home": () => ({ body: [post(1, "Good morning")] }),
        "/api/v1/filters": () => ({ body: filters }),
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" });
    expect(within(feed).getByText("Good morning")).toBeInTheDocument();

    stream(store, "update", post(2, "A new kettle for the shed"));
    stream(store, "update", post(3, "The terrace is finished"));
    stream(store, "update", post(4, "Seedlings are up"));
    await within(feed).findByText("Seedlings are up");
    expect(within(feed).queryByText(/kettle/)).not.toBeInTheDocument();
    expect(within(feed).getByText("Filtered: terrace")).toBeInTheDocument();
    expect(within(feed).queryByText(/terrace is finished/)).toBeNull();

    // Edited elsewhere: the terrace filter now hides.
    filters = [{ ...warnTerrace, irreversible: true }, hideKettle];
    stream(store, "filters_changed");
    await waitFor(() => {
      expect(within(feed).queryByText("Filtered: terrace")).toBeNull();
    });
    expect(within(feed).queryByText(/terrace/)).toBeNull();
    expect(within(feed).getByText("Seedlings are up")).toBeInTheDocument();

    // And deleted: the kettle post comes back.
    filters = [{ ...warnTerrace, irreversible: true }];
    stream(store, "filters_changed");
    expect(
      await within(feed).findByText("A new kettle for the shed"),
    ).toBeInTheDocument();
  });

  it("shows no posts until the filters have answered: nothing hidden flashes by", async () => {
    let answerFilters: () => void = () => undefined;
    const filtersAsked = new Promise<void>((resolve) => {
      answerFilters = resolve;
    });
    // The filters answer late: the page is in first.
    const store = createAppStore({
      client: new ApiClient({
        baseUrl: BASE,
        fetch: async (input) => {
          const { pathname } = new URL(input);
          if (pathname === "/api/v1/filters") await filtersAsked;
          const body =
            pathname === "/api/v1/filters"
              ? [hideKettle]
              : [post(1, "A kettle"), post(2, "Good morning")];
          return new Response(JSON.stringify(body), {
            headers: { "Content-Type": "application/json" },
          });
        },
      }),
      preloadedState: stateWith({ filters: true }),
      recorder: null,
    });
    store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
    renderWithProviders(<Timeline timelineKey="home" label="Home" />, {
      route: "/",
      wrap: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    await waitFor(() => {
      expect(store.getState().timelines.home?.items).toHaveLength(2);
    });
    expect(screen.queryByRole("feed")).toBeNull();
    expect(screen.queryByText("A kettle")).toBeNull();
    answerFilters();
    const feed = await screen.findByRole("feed", { name: "Home" });
    expect(within(feed).getByText("Good morning")).toBeInTheDocument();
    expect(within(feed).queryByText("A kettle")).toBeNull();
  });
});
