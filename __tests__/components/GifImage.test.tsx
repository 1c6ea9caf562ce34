import { fireEvent, screen } from "@testing-library/react";
import { GifImage } from "../../src/components/GifImage";
import { renderWithProviders } from "../support/renderWithProviders";

const GIF = "https://cdn.example/dance.gif";
const STILL = "https://cdn.example/dance.png";

describe("GifImage", () => {
  it("plays at once when autoplay is on", () => {
    renderWithProviders(
      <GifImage src={GIF} staticSrc={STILL} alt="A dance" autoPlay showBadge />,
    );
    expect(screen.getByRole("img", { name: "A dance" })).toHaveAttribute(
      "src",
      GIF,
    );
    expect(screen.queryByText("GIF")).toBeNull();
  });

  it("shows a still frame with a badge, playing while hovered", () => {
    renderWithProviders(
      <GifImage
        src={GIF}
        staticSrc={STILL}
        alt="A dance"
        autoPlay={false}
        showBadge
      />,
    );
    const img = screen.getByRole("img", { name: "A dance" });
    expect(img).toHaveAttribute("src", STILL);
    expect(screen.getByText("GIF")).toBeInTheDocument();

    fireEvent.mouseEnter(img);
    expect(img).toHaveAttribute("src", GIF);
    expect(screen.queryByText("GIF")).toBeNull();
    fireEvent.mouseLeave(img);
    expect(img).toHaveAttribute("src", STILL);
  });

  it("plays while the link around it has focus", () => {
    renderWithProviders(
      <a href="https://cdn.example/">
        <GifImage src={GIF} staticSrc={STILL} alt="A dance" autoPlay={false} />
      </a>,
    );
    const img = screen.getByRole("img", { name: "A dance" });
    expect(screen.queryByText("GIF")).toBeNull();
    fireEvent.focus(img);
    expect(img).toHaveAttribute("src", GIF);
    fireEvent.blur(img);
    expect(img).toHaveAttribute("src", STILL);
  });
});
