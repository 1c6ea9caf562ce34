import { screen } from "@testing-library/react";
import { CommunityTimelineScreen } from "../../../src/features/timeline/CommunityTimelineScreen";
import { setup } from "./setup";

jest.mock("../../../src/config", () => {
  const actual: typeof import("../../../src/config") = jest.requireActual(
    "../../../src/config",
  );
  const config = actual.parseConfig(
    { homePage: { type: "hashtag", hashtag: "#Bread" } },
    "http://localhost",
  );
  return { ...actual, getConfig: () => config };
});

describe("CommunityTimelineScreen with a hashtag homepage", () => {
  it("shows the configured hashtag timeline", async () => {
    const { paths } = setup(<CommunityTimelineScreen />, {
      api: { "/api/v1/timelines/tag/bread": () => ({ body: [] }) },
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "#Bread" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("No one has posted with #Bread yet."),
    ).toBeInTheDocument();
    expect(paths()).toEqual(["/api/v1/timelines/tag/bread?limit=20"]);
  });
});
