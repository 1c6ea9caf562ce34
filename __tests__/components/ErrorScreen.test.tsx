import { fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { ErrorScreen } from "../../src/components/ErrorScreen";
import { parseConfig } from "../../src/config";
import { buildTheme } from "../../src/styles/theme";
import { renderWithProviders } from "../support/renderWithProviders";

const BODY =
  "We're sorry for the interruption. If the problem persists, please reach out to our support team. You may also try to clear cookies and browser data (this will log you out).";

// jsdom cannot navigate; stop link clicks after the app's handlers ran.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener("click", stopNavigation));
afterAll(() => window.removeEventListener("click", stopNavigation));

describe("ErrorScreen", () => {
  it("shows the spec's texts and links to the root path", () => {
    renderWithProviders(<ErrorScreen homeHref="/blog" />);
    expect(
      screen.getByRole("heading", { name: "Something went wrong." }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^We're sorry/)).toHaveTextContent(BODY);
    expect(
      screen.getByRole("link", { name: "clear cookies and browser data" }),
    ).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });

  it("empties local and session storage when clearing browser data", () => {
    localStorage.setItem("token", "secret");
    sessionStorage.setItem("draft", "hello");
    renderWithProviders(<ErrorScreen homeHref="/" />);
    fireEvent.click(
      screen.getByRole("link", { name: "clear cookies and browser data" }),
    );
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });

  it("keeps storage when returning home", () => {
    localStorage.setItem("token", "secret");
    renderWithProviders(<ErrorScreen homeHref="/" />);
    fireEvent.click(screen.getByRole("link", { name: "Return Home" }));
    expect(localStorage.getItem("token")).toBe("secret");
    localStorage.clear();
  });

  it("still speaks English without an IntlProvider", () => {
    render(
      <ThemeProvider theme={buildTheme(parseConfig({}, "http://127.0.0.1"))}>
        <ErrorScreen homeHref="/" />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole("heading", { name: "Something went wrong." }),
    ).toBeInTheDocument();
  });
});

describe("ErrorBoundary", () => {
  function Broken(): never {
    throw new Error("kaboom");
  }

  it("renders the error screen and logs the error", () => {
    const error = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary homeHref="/blog">
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole("heading", { name: "Something went wrong." }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      "Rendering failed",
      expect.objectContaining({ message: "kaboom" }),
      expect.any(String),
    );
  });

  it("renders its children when nothing fails", () => {
    renderWithProviders(
      <ErrorBoundary homeHref="/">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeInTheDocument();
  });
});
