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

const ENTRIES = [
  "Explore",
  "Federated timeline",
  "Followed hashtags",
  "Muted and blocked",
  "Follow requests you sent",
];

/** Discovery's and the people lists' links (other features add entries of their own). */
const links = () =>
  within(screen.getByRole("list"))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")] as const)
    .filter(([name]) => ENTRIES.includes(name));

describe("the account menu's discovery and people entries", () => {
  it("links explore, the federated timeline, followed hashtags, mutes and outgoing requests where the server has them", () => {
    renderWith({
      trends: true,
      publicTimeline: true,
      followedHashtagsList: true,
      outgoingFollowRequests: true,
    });
    expect(links()).toEqual([
      ["Explore", "/explore"],
      ["Federated timeline", "/public"],
      ["Followed hashtags", "/followed_tags"],
      ["Muted and blocked", "/mutes"],
      ["Follow requests you sent", "/follow_requests/outgoing"],
    ]);
  });

  it("leaves out what the server lacks; mutes and blocks every member has", () => {
    renderWith({
      trends: false,
      trendingStatuses: false,
      trendingLinks: false,
      suggestions: false,
      publicTimeline: false,
      followedHashtagsList: false,
      outgoingFollowRequests: false,
    });
    expect(links()).toEqual([["Muted and blocked", "/mutes"]]);
  });
});
