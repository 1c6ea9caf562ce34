import { screen } from "@testing-library/react";
import { Tabs } from "../../src/components/Tabs";
import { renderWithProviders } from "../support/renderWithProviders";

const ITEMS = [
  { id: "posts", label: "Posts", to: "/@alice" },
  { id: "replies", label: "Posts and replies", to: "/@alice/with_replies" },
  { id: "media", label: "Media", to: "/@alice/media" },
];

describe("Tabs", () => {
  it("is a named navigation of links marking the current one", () => {
    renderWithProviders(
      <Tabs items={ITEMS} activeId="replies" label="Profile sections" />,
      { route: "/@alice/with_replies" },
    );
    const nav = screen.getByRole("navigation", { name: "Profile sections" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Posts" })).toHaveAttribute(
      "href",
      "/@alice",
    );
    expect(
      screen.getByRole("link", { name: "Posts and replies" }),
    ).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Media" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("marks nothing when no tab is active", () => {
    renderWithProviders(
      <Tabs items={ITEMS} activeId={undefined} label="Profile sections" />,
      { route: "/@alice/favorites" },
    );
    for (const link of screen.getAllByRole("link"))
      expect(link).not.toHaveAttribute("aria-current");
  });
});
