import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookmarksScreen } from "../../../src/features/bookmarks/BookmarksScreen";
import { FavouritesScreen } from "../../../src/features/bookmarks/FavouritesScreen";
import {
  bookmarkStatus,
  favouriteStatus,
} from "../../../src/store/statuses/interactions";
import { rawStatus, sid } from "../../store/factories";
import type { Routes } from "../account/support";
import { callLines, memberOn, renderScreen } from "./support";

jest.setTimeout(20_000);

const PATHS = ["/bookmarks", "/bookmarks/:folderId"];

const bookmarked = (n: number, text: string, over = {}) =>
  rawStatus(sid(n), {
    bookmarked: true,
    content: `<p>${text}</p>`,
    ...over,
  });

const answer = (body: unknown) => () => ({ body });

function feed(name: string) {
  return screen.findByRole("feed", { name });
}

async function articlesOf(name: string): Promise<string[]> {
  const list = await feed(name);
  return within(list)
    .getAllByRole("article")
    .map((article) => article.getAttribute("data-status-id") ?? "");
}

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("bookmarks (Mastodon with kmyblue-style categories)", () => {
  const routes = (): Routes => ({
    "GET /api/v1/bookmarks": answer([
      bookmarked(2, "Plum jam"),
      bookmarked(1, "Leek soup"),
    ]),
    "GET /api/v1/bookmark_categories": answer([{ id: "3", title: "Tea" }]),
    [`POST /api/v1/statuses/${sid(1)}/unbookmark`]: answer(
      rawStatus(sid(1), { bookmarked: false }),
    ),
    [`POST /api/v1/statuses/${sid(9)}/bookmark`]: answer(
      bookmarked(9, "Rye bread"),
    ),
  });

  it("lists the bookmarks with the folders above; unbookmarked here or bookmarked elsewhere, the list follows at once", async () => {
    const app = await memberOn("mastodon", routes());
    renderScreen(app, PATHS, <BookmarksScreen />, "/bookmarks");
    expect(await articlesOf("Bookmarks")).toEqual([sid(2), sid(1)]);
    const folders = screen.getByRole("navigation", {
      name: "Bookmarks",
    });
    expect(within(folders).getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await within(folders).findByRole("link", { name: "Tea" });

    const user = userEvent.setup();
    const soup = screen
      .getAllByRole("article")
      .find((a) => a.getAttribute("data-status-id") === sid(1));
    if (!soup) throw new Error("no soup");
    await user.click(within(soup).getByRole("button", { name: "Bookmark" }));
    expect(await articlesOf("Bookmarks")).toEqual([sid(2)]);

    // Bookmarked on another screen (a timeline): on top at once.
    await act(async () => {
      await app.store.dispatch(bookmarkStatus({ id: sid(9) }));
    });
    expect(await articlesOf("Bookmarks")).toEqual([sid(9), sid(2)]);
    expect(callLines(app)).toContain(
      `POST /api/v1/statuses/${sid(9)}/bookmark`,
    );
  });

  it("creates a folder (its name sent as title) and opens it", async () => {
    const app = await memberOn("mastodon", {
      ...routes(),
      "POST /api/v1/bookmark_categories": (call) => ({
        body: { id: "4", title: (call.body as { title: string }).title },
      }),
      "GET /api/v1/bookmark_categories/4/statuses": answer([]),
    });
    renderScreen(app, PATHS, <BookmarksScreen />, "/bookmarks");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New folder" }));
    const dialog = screen.getByRole("dialog", { name: "New folder" });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Folder name" }),
      "Suppers",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(
        screen.getByRole("status", { name: "location" }),
      ).toHaveTextContent("/bookmarks/4");
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Suppers" }),
    ).toBeInTheDocument();
    expect(app.calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "Suppers",
    });
    expect(
      await screen.findByText(/Nothing is bookmarked here yet/),
    ).toBeInTheDocument();
  });

  it("a folder's page lists its posts; renamed and deleted from there", async () => {
    const app = await memberOn("mastodon", {
      ...routes(),
      "GET /api/v1/bookmark_categories/3/statuses": answer([
        bookmarked(5, "Oolong"),
      ]),
      "PATCH /api/v1/bookmark_categories/3": answer({ id: "3", title: "Teas" }),
      "DELETE /api/v1/bookmark_categories/3": answer({}),
    });
    renderScreen(app, PATHS, <BookmarksScreen />, "/bookmarks/3");
    expect(await articlesOf("Tea")).toEqual([sid(5)]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Rename folder" }));
    const rename = screen.getByRole("dialog", { name: "Rename folder" });
    await waitFor(() => {
      expect(rename.contains(document.activeElement)).toBe(true);
    });
    const field = within(rename).getByRole("textbox", { name: "Folder name" });
    await user.clear(field);
    await user.type(field, "Teas");
    await user.click(within(rename).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Teas" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete folder" }));
    const confirm = screen.getByRole("dialog", { name: "Delete folder" });
    within(confirm).getByText(/Its posts stay in your bookmarks/);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => {
      expect(
        screen.getByRole("status", { name: "location" }),
      ).toHaveTextContent(/^\/bookmarks$/);
    });
    await waitFor(() => {
      expect(callLines(app)).toContain("DELETE /api/v1/bookmark_categories/3");
    });
    const folders = screen.getByRole("navigation", {
      name: "Bookmarks",
    });
    expect(within(folders).queryByRole("link", { name: "Teas" })).toBeNull();
  });

  it("a list that fails says so in place and loads again on Try again", async () => {
    let fail = true;
    const app = await memberOn("mastodon", {
      ...routes(),
      "GET /api/v1/bookmarks": () =>
        fail
          ? { status: 500, body: { error: "Boom" } }
          : { body: [bookmarked(2, "Plum jam")] },
    });
    renderScreen(app, PATHS, <BookmarksScreen />, "/bookmarks");
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(app.store.getState().notices.items).toEqual([]);
    fail = false;
    await userEvent.setup().click(retry);
    expect(await articlesOf("Bookmarks")).toEqual([sid(2)]);
  });
});

describe("bookmark folders from a post's menu (Pleroma: one folder a post)", () => {
  it("moves the post from the folder shown to another: it leaves this one at once and is in the other", async () => {
    let folder = "f1";
    const soup = () =>
      bookmarked(1, "Leek soup", { pleroma: { bookmark_folder: folder } });
    const app = await memberOn("pleroma", {
      "GET /api/v1/bookmarks": (call) => {
        const asked = call.url.searchParams.get("folder_id");
        return { body: asked === null || asked === folder ? [soup()] : [] };
      },
      "GET /api/v1/pleroma/bookmark_folders": answer([
        { id: "f1", name: "Recipes", emoji: "🍲" },
        { id: "f2", name: "Supper plans", emoji: null },
      ]),
      [`POST /api/v1/statuses/${sid(1)}/bookmark`]: (call) => {
        folder = (call.body as { folder_id?: string } | null)?.folder_id ?? "";
        return { body: soup() };
      },
    });
    renderScreen(app, PATHS, <BookmarksScreen />, "/bookmarks/f1");
    expect(await articlesOf("Recipes")).toEqual([sid(1)]);
    const user = userEvent.setup();
    const [post] = screen.getAllByRole("article");
    if (!post) throw new Error("no post");
    await user.click(within(post).getByRole("button", { name: "More" }));
    await user.click(
      await screen.findByRole("button", { name: "Bookmark folder" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Bookmark folder",
    });
    const recipes = await within(dialog).findByRole("radio", {
      name: /Recipes/,
    });
    expect(recipes).toBeChecked();
    expect(
      within(dialog).getByRole("radio", { name: "No folder" }),
    ).not.toBeChecked();
    await user.click(
      within(dialog).getByRole("radio", { name: "Supper plans" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(
      await screen.findByText(/Nothing is bookmarked here yet/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(app.calls.at(-1)?.body).toEqual({ folder_id: "f2" });
    });

    await user.click(screen.getByRole("link", { name: "Supper plans" }));
    expect(await articlesOf("Supper plans")).toEqual([sid(1)]);
  });
});

describe("likes", () => {
  it("lists the liked posts; a post liked elsewhere goes on top", async () => {
    const app = await memberOn("pleroma", {
      "GET /api/v1/favourites": answer([
        rawStatus(sid(3), { favourited: true }),
      ]),
      [`POST /api/v1/statuses/${sid(8)}/favourite`]: answer(
        rawStatus(sid(8), { favourited: true }),
      ),
    });
    renderScreen(app, ["/favourites"], <FavouritesScreen />, "/favourites");
    expect(await articlesOf("Likes")).toEqual([sid(3)]);
    await act(async () => {
      await app.store.dispatch(favouriteStatus({ id: sid(8) }));
    });
    expect(await articlesOf("Likes")).toEqual([sid(8), sid(3)]);
  });
});
