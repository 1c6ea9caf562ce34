import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { Link, useLocation } from "react-router-dom";
import { ApiClient } from "../../src/api/client";
import { Hotkeys } from "../../src/app/Hotkeys";
import { createAppStore } from "../../src/store";
import { renderWithProviders } from "../support/renderWithProviders";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function press(key: string) {
  fireEvent.keyDown(window, { key });
  fireEvent.keyUp(window, { key });
}

describe("Hotkeys", () => {
  function setup() {
    const store = createAppStore({
      client: new ApiClient({
        baseUrl: "http://127.0.0.1",
        fetch: () => Promise.reject(new Error("offline")),
      }),
      recorder: null,
    });
    const wrap = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const added = jest.spyOn(window, "addEventListener");
    renderWithProviders(
      <>
        <Hotkeys />
        <Where />
        <Link to="/tags/b">next</Link>
      </>,
      { route: "/tags/a", wrap },
    );
    return { added };
  }

  it("keeps its bindings across pages: a sequence begun on one page ends on the next", () => {
    const { added } = setup();
    const keydowns = () =>
      added.mock.calls.filter(([type]) => type === "keydown").length;
    const bound = keydowns();
    press("g");
    act(() => {
      screen.getByRole("link", { name: "next" }).click();
    });
    expect(screen.getByTestId("where")).toHaveTextContent("/tags/b");
    expect(keydowns()).toBe(bound);
    press("h");
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
  });
});
