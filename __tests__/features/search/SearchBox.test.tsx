import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchBox } from "../../../src/features/search/SearchBox";
import { setup } from "../timeline/setup";

const location = () => screen.getByTestId("location").textContent;

describe("SearchBox", () => {
  it("is a labelled search form the shortcuts can find", () => {
    setup(<SearchBox />);
    expect(screen.getByRole("search")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveAttribute(
      "id",
      "potluck-search",
    );
  });

  it("submits the trimmed query to the search page", async () => {
    setup(<SearchBox />);
    await userEvent.type(screen.getByRole("searchbox"), "  sourdough  {Enter}");
    expect(location()).toBe("/search?q=sourdough");
  });

  it("ignores a blank query", async () => {
    setup(<SearchBox />, { route: "/tags/x" });
    await userEvent.type(screen.getByRole("searchbox"), "   {Enter}");
    expect(location()).toBe("/tags/x");
  });

  it("shows the query of the search page and keeps its tab", async () => {
    setup(<SearchBox />, { route: "/search?q=rye&type=statuses" });
    const box = screen.getByRole("searchbox");
    expect(box).toHaveValue("rye");
    await userEvent.clear(box);
    await userEvent.type(box, "spelt{Enter}");
    expect(location()).toBe("/search?q=spelt&type=statuses");
  });

  it("lets go of focus on Escape, keeping the text", async () => {
    setup(<SearchBox />);
    const box = screen.getByRole("searchbox");
    await userEvent.type(box, "rye");
    expect(box).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue("rye");
  });
});
