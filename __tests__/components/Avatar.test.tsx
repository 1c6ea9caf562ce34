import { fireEvent, screen } from "@testing-library/react";
import { Avatar } from "../../src/components/Avatar";
import { renderWithProviders } from "../support/renderWithProviders";

const alice = {
  acct: "alice@example.social",
  avatar: "https://cdn.example/alice.gif",
  avatar_static: "https://cdn.example/alice.png",
};

describe("Avatar", () => {
  it("shows the animated avatar with an alt text naming the account", () => {
    renderWithProviders(<Avatar account={alice} size={40} />);
    const img = screen.getByRole("img", {
      name: "Avatar of @alice@example.social",
    });
    expect(img).toHaveAttribute("src", alice.avatar);
    expect(img).toHaveAttribute("width", "40");
  });

  it("shows the static avatar when animation is off", () => {
    renderWithProviders(<Avatar account={alice} animate={false} />);
    expect(screen.getByRole("img")).toHaveAttribute("src", alice.avatar_static);
  });

  it("prefers the account's own description, and accepts an override", () => {
    const { unmount } = renderWithProviders(
      <Avatar account={{ ...alice, avatar_description: "A cat in a hat" }} />,
    );
    expect(screen.getByRole("img", { name: "A cat in a hat" })).toBeVisible();
    unmount();
    renderWithProviders(<Avatar account={alice} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows the missing-avatar icon when the image fails, until the source changes", () => {
    const { rerender } = renderWithProviders(<Avatar account={alice} />);
    fireEvent.error(screen.getByRole("img"));
    const missing = screen.getByRole("img", {
      name: "Avatar of @alice@example.social",
    });
    expect(missing.tagName).toBe("SPAN");
    expect(missing.querySelector("svg")).not.toBeNull();

    rerender(
      <Avatar account={{ ...alice, avatar: "https://cdn.example/new.png" }} />,
    );
    expect(screen.getByRole("img").tagName).toBe("IMG");
  });

  it("shows the missing-avatar icon for an empty avatar url", () => {
    renderWithProviders(
      <Avatar account={{ ...alice, avatar: "", avatar_static: "" }} />,
    );
    expect(screen.getByRole("img").tagName).toBe("SPAN");
  });
});
