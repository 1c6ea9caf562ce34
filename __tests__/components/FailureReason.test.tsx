import { screen } from "@testing-library/react";
import { Message } from "../../src/components/Message";
import { renderWithProviders } from "../support/renderWithProviders";

/** The reason a failed screen gives under its own "could not be loaded" (issue 21). */
describe("Message with a failure", () => {
  it.each([
    [
      { status: null, kind: "timeout" as const },
      "The server did not answer in time.",
    ],
    [
      { status: null, kind: "network" as const },
      "The server could not be reached.",
    ],
    [
      { status: null, kind: "unreadable" as const },
      "The server's reply could not be read.",
    ],
    [{ status: 429 }, "The server is busy. Wait a moment and try again."],
    [{ status: 502 }, "The server had an error (502)."],
  ])("says why for %j", (failure, reason) => {
    renderWithProviders(
      <Message onRetry={() => undefined} failure={failure}>
        The posts could not be loaded.
      </Message>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The posts could not be loaded.");
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("adds nothing for a refusal the screen's own text covers", () => {
    renderWithProviders(
      <Message onRetry={() => undefined} failure={{ status: 403 }}>
        The posts could not be loaded.
      </Message>,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "The posts could not be loaded.Try again",
    );
  });
});
