import { screen } from "@testing-library/react";
import { CommunityTimelineScreen } from "../../../src/features/timeline/CommunityTimelineScreen";
import { HashtagTimelineScreen } from "../../../src/features/timeline/HashtagTimelineScreen";
import { rawStatus, sid } from "../../store/factories";
import { setup } from "./setup";

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

describe("CommunityTimelineScreen", () => {
  it("shows the local timeline under its title", async () => {
    const { store, paths } = setup(<CommunityTimelineScreen />, {
      api: {
        "/api/v1/timelines/public": () => ({ body: [rawStatus(sid(1))] }),
      },
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Local timeline" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`status ${sid(1)}`)).toBeInTheDocument();
    expect(
      screen.getByRole("feed", { name: "Local timeline" }),
    ).toBeInTheDocument();
    expect(paths()).toEqual(["/api/v1/timelines/public?local=true&limit=20"]);
    expect(store.getState().streaming.subscriptions).toEqual({
      "public:local": 1,
    });
  });
});

describe("HashtagTimelineScreen", () => {
  it("shows the hashtag of the route, lower-cased for the store and the stream", async () => {
    const { store, paths } = setup(<HashtagTimelineScreen />, {
      route: "/tags/Potluck",
      path: "/tags/:id",
      api: { "/api/v1/timelines/tag/potluck": () => ({ body: [] }) },
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "#Potluck" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("No one has posted with #Potluck yet."),
    ).toBeInTheDocument();
    expect(paths()).toEqual(["/api/v1/timelines/tag/potluck?limit=20"]);
    expect(store.getState().streaming.subscriptions).toEqual({
      "hashtag:potluck": 1,
    });
  });
});
