import { Sparkline, sparklinePoints } from "../../src/components/Sparkline";
import { renderWithProviders } from "../support/renderWithProviders";

describe("sparklinePoints", () => {
  it("spreads the values over the width, the highest at the top", () => {
    expect(sparklinePoints([0, 5, 10], 60, 24)).toBe("0,22 30,12 60,2");
  });

  it("lays all-zero values on the bottom edge rather than dividing by zero", () => {
    expect(sparklinePoints([0, 0], 10, 10)).toBe("0,8 10,8");
  });

  it("centres a single value and draws nothing for none", () => {
    expect(sparklinePoints([3], 60, 24)).toBe("30,2");
    expect(sparklinePoints([], 60, 24)).toBe("");
  });

  it("reads a negative count as zero", () => {
    expect(sparklinePoints([-4, 4], 10, 10)).toBe("0,8 10,2");
  });
});

describe("Sparkline", () => {
  it("is hidden from assistive technology, a line over a filled area", () => {
    const { container } = renderWithProviders(
      <Sparkline values={[0, 5, 10]} />,
    );
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelector("polyline")).toHaveAttribute(
      "points",
      "0,22 30,12 60,2",
    );
    expect(svg?.querySelector("polygon")).toHaveAttribute(
      "points",
      "0,24 0,22 30,12 60,2 60,24",
    );
  });
});
