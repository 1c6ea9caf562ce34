import { screen } from "@testing-library/react";
import { LoadingScreen } from "../../src/components/LoadingScreen";
import { Spinner } from "../../src/components/Spinner";
import { renderWithProviders } from "../support/renderWithProviders";

describe("Spinner", () => {
  it("announces loading and is 30 px by default", () => {
    renderWithProviders(<Spinner />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading…");
    expect(status.querySelector("[aria-hidden]")).toHaveStyle({
      width: "30px",
      height: "30px",
    });
  });

  it("is silent when decorative", () => {
    renderWithProviders(<Spinner decorative size={16} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("LoadingScreen", () => {
  it("shows a 40 px spinner and the text 'Loading…'", () => {
    renderWithProviders(<LoadingScreen />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^Loading…$/);
    expect(screen.getByText("Loading…")).toBeVisible();
    expect(status.querySelector("[aria-hidden]")).toHaveStyle({
      width: "40px",
    });
  });
});
