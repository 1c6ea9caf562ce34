import { render, screen } from "@testing-library/react";
import { ExternalLink } from "../../src/components/ExternalLink";

describe("ExternalLink", () => {
  it("links an http(s) URL in a new tab that cannot reach back", () => {
    render(
      <ExternalLink href="https://example.social/@alice">Alice</ExternalLink>,
    );
    const link = screen.getByRole("link", { name: "Alice" });
    expect(link).toHaveAttribute("href", "https://example.social/@alice");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
  });

  it.each([
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    null,
  ])("renders no link for %p, only the fallback", (href) => {
    render(
      <ExternalLink href={href} fallback={<span>plain</span>}>
        Alice
      </ExternalLink>,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText("Alice")).toBeNull();
    expect(screen.getByText("plain")).toBeInTheDocument();
  });
});
