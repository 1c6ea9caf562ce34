import { screen } from "@testing-library/react";
import { DisplayName } from "../../src/components/DisplayName";
import { renderWithProviders } from "../support/renderWithProviders";

const bob = {
  acct: "bob",
  fqn: "bob@potluck.example",
  username: "bob",
  display_name: "Bob :blobcat: <b>Builder</b>",
  emojis: [
    {
      shortcode: "blobcat",
      url: "https://cdn.example/blobcat.gif",
      static_url: "https://cdn.example/blobcat.png",
    },
  ],
};

describe("DisplayName", () => {
  it("shows the name with custom emoji and markup as plain text", () => {
    const { container } = renderWithProviders(
      <DisplayName
        account={bob}
        displayFqn
        localDomain=""
        autoPlayGif={false}
      />,
    );
    const emoji = screen.getByRole("img", { name: ":blobcat:" });
    expect(emoji).toHaveAttribute("src", "https://cdn.example/blobcat.png");
    expect(container).toHaveTextContent("Bob <b>Builder</b>");
    expect(container.querySelector("b")).toBeNull();
  });

  it("shows the fqn when displayFqn is on, the acct otherwise", () => {
    const { unmount } = renderWithProviders(
      <DisplayName account={bob} displayFqn localDomain="" autoPlayGif />,
    );
    expect(screen.getByText("@bob@potluck.example")).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <DisplayName
        account={bob}
        displayFqn={false}
        localDomain="potluck.example"
        autoPlayGif
      />,
    );
    expect(screen.getByText("@bob")).toBeInTheDocument();
  });

  it("makes a local account's handle with the instance's domain, a remote one's with its own", () => {
    const alice = { ...bob, acct: "alice", username: "alice", fqn: "alice" };
    const { unmount } = renderWithProviders(
      <DisplayName
        account={alice}
        displayFqn
        localDomain="strict.example"
        autoPlayGif
      />,
    );
    expect(screen.getByText("@alice@strict.example")).toBeInTheDocument();
    unmount();
    const carol = { ...alice, acct: "carol@c.example", fqn: "carol@c.example" };
    renderWithProviders(
      <DisplayName
        account={carol}
        displayFqn
        localDomain="strict.example"
        autoPlayGif
      />,
    );
    expect(screen.getByText("@carol@c.example")).toBeInTheDocument();
  });

  it("falls back to the username and can hide the handle", () => {
    renderWithProviders(
      <DisplayName
        account={{ ...bob, display_name: "  " }}
        displayFqn
        localDomain=""
        autoPlayGif
        withHandle={false}
      />,
    );
    expect(screen.getByText("bob")).toBeInTheDocument();
    expect(screen.queryByText(/^@/)).toBeNull();
  });

  it("marks bot, locked and verified accounts", () => {
    renderWithProviders(
      <DisplayName
        account={{ ...bob, bot: true, locked: true, verified: true }}
        displayFqn
        localDomain=""
        autoPlayGif
      />,
    );
    expect(screen.getByText("Bot")).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Locked account" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Verified account" }),
    ).toBeInTheDocument();
  });

  it("shows no badges for an ordinary account", () => {
    renderWithProviders(
      <DisplayName account={bob} displayFqn localDomain="" autoPlayGif />,
    );
    expect(screen.queryByText("Bot")).toBeNull();
    expect(screen.queryByRole("img", { name: /account/ })).toBeNull();
  });
});
