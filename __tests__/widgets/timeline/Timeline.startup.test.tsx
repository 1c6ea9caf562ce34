import { screen, waitFor } from "@testing-library/react";
import { isFirstScreenPainted } from "../../../src/components/startup";
import { Timeline } from "../../../src/widgets/timeline/Timeline";
import { setup } from "../../features/timeline/setup";

describe("Timeline: the first screen without a post", () => {
  it("counts as painted once its failure shows, so what waits for a first post stops waiting", async () => {
    setup(<Timeline timelineKey="public:local" label="Local timeline" />, {
      api: {
        "/api/v1/timelines/public": () => ({
          status: 503,
          body: { error: "Down" },
        }),
      },
    });
    expect(isFirstScreenPainted()).toBe(false);
    expect(
      await screen.findByText("Posts could not be loaded."),
    ).toBeInTheDocument();
    await waitFor(() => expect(isFirstScreenPainted()).toBe(true));
  });
});
