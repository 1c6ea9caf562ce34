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
});
