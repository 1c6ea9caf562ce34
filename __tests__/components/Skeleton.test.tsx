import { screen } from "@testing-library/react";
import { Skeleton } from "../../src/components/Skeleton";
import { renderWithProviders } from "../support/renderWithProviders";

function rowTexts(): string[][] {
  return screen
    .getAllByRole("listitem", { hidden: true })
    .map((row) =>
      [...row.querySelectorAll("p")].map((line) => line.textContent),
    );
}

describe("Skeleton", () => {
  it("announces loading and hides its four placeholder rows", () => {
    renderWithProviders(<Skeleton variant="account" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(4);
  });

  it.each([
    ["account", [3, 25], [3, 25]],
    ["status", [3, 25], [5, 120]],
  ] as const)(
    "sizes %s rows within the spec's lengths",
    (variant, [nameMin, nameMax], [textMin, textMax]) => {
      renderWithProviders(<Skeleton variant={variant} rows={12} />);
      for (const [name, text] of rowTexts()) {
        expect(name?.length).toBeGreaterThanOrEqual(nameMin);
        expect(name?.length).toBeLessThanOrEqual(nameMax);
        expect(text?.length).toBeGreaterThanOrEqual(textMin);
        expect(text?.length).toBeLessThanOrEqual(textMax);
      }
    },
  );

  it("sizes hashtag rows from 15 to 30 characters", () => {
    renderWithProviders(<Skeleton variant="hashtag" rows={12} />);
    const lengths = rowTexts().map(([tag]) => tag?.length ?? 0);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(30);
  });

  it("varies by row but not between renders", () => {
    const { unmount } = renderWithProviders(<Skeleton variant="status" />);
    const first = rowTexts();
    unmount();
    renderWithProviders(<Skeleton variant="status" />);
    expect(rowTexts()).toEqual(first);
    expect(new Set(first.map(([name]) => name)).size).toBeGreaterThan(1);
  });
});
