import { screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { ApiClient } from "../../../src/api/client";
import { AccountMenuItems } from "../../../src/features/auth/AccountMenuItems";
import { createAppStore } from "../../../src/store/index";
import { BASE } from "../../store/factories";
import { stateWith } from "../../store/mockStore";
import { renderWithProviders } from "../../support/renderWithProviders";

function renderWith(features: Parameters<typeof stateWith>[0]) {
  const store = createAppStore({
    client: new ApiClient({ baseUrl: BASE }),
    preloadedState: stateWith(features),
  });
  return renderWithProviders(
    <AccountMenuItems
      id="menu"
      acct="alice"
      onNavigate={() => undefined}
      onAdd={() => undefined}
    />,
    {
      route: "/",
      wrap: ({ children }) => <Provider store={store}>{children}</Provider>,
    },
  );
}

const COLLECTIONS = [
  "Bookmarks",
  "Likes",
  "Direct messages",
  "Scheduled posts",
];

/** The collections' links (other features add entries of their own). */
const links = () =>
  within(screen.getByRole("list"))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")] as const)
    .filter(([name]) => COLLECTIONS.includes(name));

describe("the account menu's collections", () => {
  it("lists bookmarks, likes, direct messages and scheduled posts where the server has them", () => {
    renderWith({
      bookmarks: true,
      conversations: true,
      scheduledStatuses: true,
    });
    expect(links()).toEqual([
      ["Bookmarks", "/bookmarks"],
      ["Likes", "/favourites"],
      ["Direct messages", "/conversations"],
      ["Scheduled posts", "/scheduled"],
    ]);
  });

  it("leaves out what the server lacks", () => {
    renderWith({
      bookmarks: true,
      conversations: false,
      scheduledStatuses: false,
    });
    expect(links().map(([name]) => name)).toEqual(["Bookmarks", "Likes"]);
  });
});
