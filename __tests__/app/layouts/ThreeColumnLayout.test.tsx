import { screen } from "@testing-library/react";
import { ThreeColumnLayout } from "../../../src/app/layouts/ThreeColumnLayout";
import { setup } from "../../features/timeline/setup";

/** The window as wide as `width` px, for the layouts' media queries. */
function windowWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

describe("ThreeColumnLayout", () => {
  it("names each sidebar, so landmarks tell them apart", () => {
    windowWidth(1400);
    setup(<ThreeColumnLayout />);
    expect(
      screen
        .getAllByRole("complementary")
        .map((aside) => aside.getAttribute("aria-label")),
    ).toEqual(["People", "Sidebar"]);
    expect(
      screen.getByRole("complementary", { name: "Sidebar" }),
    ).toContainElement(screen.getByRole("search"));
  });

  it("keeps one named sidebar below xl, none on phones", () => {
    windowWidth(1000);
    const { view } = setup(<ThreeColumnLayout />);
    expect(
      screen
        .getAllByRole("complementary")
        .map((aside) => aside.getAttribute("aria-label")),
    ).toEqual(["Sidebar"]);
    view.unmount();
    windowWidth(390);
    setup(<ThreeColumnLayout />);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("sets its grid's columns from the flags that render the sidebars", () => {
    // The grid takes a sidebar's column only when the sidebar is there.
    for (const [width, lg, xl] of [
      [390, false, false],
      [1000, true, false],
      [1400, true, true],
    ] as const) {
      windowWidth(width);
      const { view } = setup(<ThreeColumnLayout />);
      const grid = screen.getByRole("main").parentElement!;
      expect(grid.hasAttribute("data-lg")).toBe(lg);
      expect(grid.hasAttribute("data-xl")).toBe(xl);
      expect(screen.queryAllByRole("complementary")).toHaveLength(
        Number(lg) + Number(xl),
      );
      view.unmount();
    }
  });
});
