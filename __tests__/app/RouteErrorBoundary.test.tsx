import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useRoutes } from "react-router-dom";
import { RouteErrorBoundary } from "../../src/app/RouteErrorBoundary";
import { renderWithProviders } from "../support/renderWithProviders";

const failure = new Error("Loading chunk status failed");

function Broken(): never {
  throw failure;
}

function Routed() {
  return useRoutes([
    { path: "/", element: <Broken /> },
    { path: "/other", element: <p>another page</p> },
  ]);
}

/** The failed route inside the boundary; outside it, a way elsewhere (as back or forward would be). */
function Page() {
  return (
    <>
      <RouteErrorBoundary>
        <Routed />
      </RouteErrorBoundary>
      <Link to="/other">elsewhere</Link>
    </>
  );
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React reports the caught error too; the screen's own report is checked.
  consoleError = jest
    .spyOn(console, "error")
    .mockImplementation(() => undefined);
});

describe("RouteErrorBoundary", () => {
  it("shows the error screen of spec 01 section 8 in place of a failed route, and logs the failure", () => {
    renderWithProviders(<Page />, { route: "/" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Something went wrong." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/We're sorry for the interruption/),
    ).toBeInTheDocument();
    // Both links load the app's root path (the default base path) afresh.
    expect(
      screen.getByRole("link", { name: "clear cookies and browser data" }),
    ).toHaveAttribute("href", "/blog/");
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute(
      "href",
      "/blog/",
    );
    expect(consoleError).toHaveBeenCalledWith(failure);
  });

  it("renders the next page the reader goes to", async () => {
    renderWithProviders(<Page />, { route: "/" });
    expect(screen.getByText("Something went wrong.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }));
    expect(await screen.findByText("another page")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong.")).toBeNull();
  });
});
