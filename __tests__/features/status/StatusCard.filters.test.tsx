import { fireEvent, screen, waitFor } from "@testing-library/react";
import { StatusFilterContext } from "../../../src/features/status/filterContext";
import { StatusCard } from "../../../src/features/status/StatusCard";
import type { FilterContext } from "../../../src/api/endpoints/filters";
import { fetchFilters } from "../../../src/store/filters/thunks";
import { fetchStatus } from "../../../src/store/statuses/thunks";
import {
  memberApp,
  rawAccount,
  rawStatus,
  renderApp,
  type TestApp,
} from "../filters/support";

const author = rawAccount("700", { acct: "lena", username: "lena" });

const filters = [
  {
    id: "1",
    title: "Kitchen gadgets",
    context: ["home", "public"],
    filter_action: "hide",
    keywords: [{ id: "k1", keyword: "kettle", whole_word: true }],
    statuses: [],
  },
  {
    id: "2",
    title: "Harbour works",
    context: ["home"],
    filter_action: "warn",
    keywords: [{ id: "k2", keyword: "slipway", whole_word: true }],
    statuses: [],
  },
  {
    id: "3",
    title: "Night sky",
    context: ["home"],
    filter_action: "blur",
    keywords: [{ id: "k3", keyword: "milky way", whole_word: false }],
    statuses: [],
  },
];

const posts = {
  "10": rawStatus("10", { account: author, content: "<p>A new kettle</p>" }),
  "11": rawStatus("11", {
    account: author,
    content: "<p>The slipway is <b>finished</b></p>",
  }),
  "12": rawStatus("12", {
    account: author,
    content: "<p>Tonight: the Milky Way</p>",
    media_attachments: [
      {
        id: "m1",
        type: "image",
        url: "https://potluck.test/sky.jpg",
        preview_url: "https://potluck.test/sky-small.jpg",
        description: "Stars over the bay",
        meta: { original: { width: 400, height: 300 } },
      },
    ],
  }),
};

async function setUp(): Promise<TestApp> {
  const app = await memberApp("mastodon", {
    "GET /api/v2/filters": () => ({ body: filters }),
    ...Object.fromEntries(
      Object.entries(posts).map(([id, body]) => [
        `GET /api/v1/statuses/${id}`,
        () => ({ body }),
      ]),
    ),
  });
  await app.store.dispatch(fetchFilters());
  for (const id of Object.keys(posts))
    await app.store.dispatch(fetchStatus({ id }));
  return app;
}

function renderCard(
  app: TestApp,
  id: string,
  context: FilterContext | null,
  focused = false,
) {
  return renderApp(
    app.store,
    <StatusFilterContext value={context}>
      <StatusCard id={id} focused={focused} />
    </StatusFilterContext>,
    "/",
  );
}

describe("StatusCard under the viewer's filters", () => {
  it("a hide filter leaves nothing in its context, the post elsewhere", async () => {
    const app = await setUp();
    const { container, unmount } = renderCard(app, "10", "home");
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderCard(app, "10", "thread");
    expect(screen.getByText("A new kettle")).toBeInTheDocument();
  });

  it("a warn filter folds the post behind its title until shown", async () => {
    const app = await setUp();
    renderCard(app, "11", "home");
    expect(screen.getByText("Filtered: Harbour works")).toBeInTheDocument();
    expect(screen.queryByText("finished")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show anyway" }));
    expect(screen.getByText("finished")).toBeInTheDocument();
  });

  it("without a context (search results) no filter applies", async () => {
    const app = await setUp();
    renderCard(app, "11", null);
    expect(screen.getByText("finished")).toBeInTheDocument();
  });

  it("the thread's focused post is never hidden or folded", async () => {
    const app = await setUp();
    renderCard(app, "10", "home", true);
    expect(screen.getByText("A new kettle")).toBeInTheDocument();
  });

  it("a blur filter covers the media, saying which filter, until revealed", async () => {
    const app = await setUp();
    renderCard(app, "12", "home");
    expect(screen.getByText("Tonight: the Milky Way")).toBeInTheDocument();
    const cover = screen.getByRole("button", { name: /Filtered: Night sky/ });
    expect(
      screen.queryByRole("img", { name: "Stars over the bay" }),
    ).toBeNull();
    fireEvent.click(cover);
    await waitFor(() => {
      expect(
        screen.getByRole("button", { name: "Hide media" }),
      ).toBeInTheDocument();
    });
  });
});
