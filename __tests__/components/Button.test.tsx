import { fireEvent, screen } from "@testing-library/react";
import { Button } from "../../src/components/Button";
import { IconButton } from "../../src/components/IconButton";
import starIcon from "../../src/components/icons/star.svg";
import { renderWithProviders } from "../support/renderWithProviders";

describe("Button", () => {
  it("is a plain button that does not submit forms by default", () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Follow</Button>);
    const button = screen.getByRole("button", { name: "Follow" });
    expect(button).toHaveAttribute("type", "button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is busy and blocks presses while loading", () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("passes through type and other attributes", () => {
    renderWithProviders(
      <Button type="submit" variant="danger" size="lg" form="f">
        Delete
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toHaveAttribute("form", "f");
    expect(button).toBeEnabled();
  });
});

describe("IconButton", () => {
  it("is named by its label and shows a compact counter", () => {
    renderWithProviders(
      <IconButton src={starIcon} label="Boost" count={1234} />,
    );
    const button = screen.getByRole("button", { name: "Boost 1.2K" });
    expect(button).toHaveAttribute("title", "Boost");
    expect(button).not.toHaveAttribute("aria-pressed");
  });

  it("exposes the pressed state of toggles", () => {
    const onClick = jest.fn();
    const { rerender } = renderWithProviders(
      <IconButton
        src={starIcon}
        label="Like"
        pressed={false}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole("button", { name: "Like", pressed: false });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
    rerender(
      <IconButton src={starIcon} label="Like" pressed onClick={onClick} />,
    );
    expect(
      screen.getByRole("button", { name: "Like", pressed: true }),
    ).toBeInTheDocument();
  });
});
