import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { leaveSite } from "../../../src/utils/leaveSite";
import { UnauthorizedModal } from "../../../src/features/account/UnauthorizedModal";
import { fetchAccount } from "../../../src/store/accounts/thunks";
import { describeWithFixtures } from "../../support/fixtures";
import { createTestApp, fixture, renderApp, type Routes } from "./support";

jest.mock("../../../src/utils/leaveSite", () => ({
  leaveSite: jest.fn(),
}));

const leave = jest.mocked(leaveSite);
const ACCOUNT_URL = "https://gleasonator.com/users/alex";

async function openModal(
  instance: string,
  routes: Routes = {},
  props: Record<string, string> = { action: "FOLLOW", url: ACCOUNT_URL },
) {
  const app = await createTestApp(routes, instance);
  const onClose = jest.fn();
  renderApp(app.store, <UnauthorizedModal {...props} onClose={onClose} />, "/");
  const user = userEvent.setup();
  // The dialog moves focus inside once it has mounted; type after that.
  const dialog = screen.getByRole("dialog");
  await waitFor(() =>
    expect(dialog).toContainElement(document.activeElement as HTMLElement),
  );
  const input = screen.getByRole("textbox", { name: "Your handle or server" });
  const submit = async (text: string) => {
    await user.clear(input);
    await user.type(input, text);
    await user.click(
      screen.getByRole("button", { name: "Continue on my server" }),
    );
  };
  return { app, input, submit, onClose, user };
}

describeWithFixtures("UnauthorizedModal", () => {
  it("names the account to follow in its title", async () => {
    const account = fixture("pleroma-account.json");
    const id = String(account.id);
    const app = await createTestApp(
      { [`GET /api/v1/accounts/${id}`]: () => ({ body: account }) },
      "mastodon-instance.json",
    );
    await app.store.dispatch(fetchAccount({ id }));
    renderApp(
      app.store,
      <UnauthorizedModal
        action="FOLLOW"
        accountId={id}
        url={ACCOUNT_URL}
        onClose={jest.fn()}
      />,
      "/",
    );
    expect(
      screen.getByRole("dialog", { name: "Follow Alex Gleason" }),
    ).toBeInTheDocument();
  });

  it("shows the custom emoji of the name in its title, not the shortcode", async () => {
    const base = fixture("pleroma-account.json");
    const account: Record<string, unknown> = {
      ...base,
      display_name: "Alex :blobcat:",
      emojis: [
        {
          shortcode: "blobcat",
          url: "https://gleasonator.com/emoji/blobcat.png",
          static_url: "https://gleasonator.com/emoji/blobcat.png",
          visible_in_picker: true,
        },
      ],
    };
    const id = String(base.id);
    const app = await createTestApp(
      { [`GET /api/v1/accounts/${id}`]: () => ({ body: account }) },
      "mastodon-instance.json",
    );
    await app.store.dispatch(fetchAccount({ id }));
    renderApp(
      app.store,
      <UnauthorizedModal
        action="FOLLOW"
        accountId={id}
        url={ACCOUNT_URL}
        onClose={jest.fn()}
      />,
      "/",
    );
    const heading = screen.getByRole("heading", { name: /^Follow Alex/ });
    expect(
      within(heading).getByRole("img", { name: ":blobcat:" }),
    ).toHaveAttribute("src", "https://gleasonator.com/emoji/blobcat.png");
    expect(heading.textContent).not.toContain(":blobcat:");
  });

  it.each([
    ["REPLY", "Reply to this post"],
    ["REBLOG", "Boost this post"],
    ["FAVOURITE", "Like this post"],
    ["DISLIKE", "Dislike this post"],
    ["JOIN", "Join this event"],
  ])("titles %s as %s", async (action, title) => {
    await openModal(
      "mastodon-instance.json",
      {},
      { action, statusId: "1", url: ACCOUNT_URL },
    );
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it("explains what happens and hints at signing up", async () => {
    await openModal("mastodon-instance.json");
    expect(
      screen.getByText(/you will be taken to your own server/),
    ).toBeInTheDocument();
    expect(screen.getByText(/No account yet\?/)).toBeInTheDocument();
  });

  it("rejects what is neither a handle nor a server, with a clear message", async () => {
    const { input, submit, user } = await openModal("akkoma-instance.json");
    await submit("alex");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Enter a handle like @you@your.server, or your server's address like your.server.",
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Enter a handle like/);
    expect(leave).not.toHaveBeenCalled();
    await user.type(input, "@x");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks this server for the remote page where it supports remote interaction (Akkoma)", async () => {
    const target =
      "https://my.server/ostatus_subscribe?acct=https%3A%2F%2Fgleasonator.com%2Fusers%2Falex";
    const { app, submit } = await openModal("akkoma-instance.json", {
      "POST /api/v1/pleroma/remote_interaction": () => ({
        body: { url: target },
      }),
    });
    await submit("@me@my.server");
    expect(app.calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        "POST",
        "/api/v1/pleroma/remote_interaction",
        { ap_id: ACCOUNT_URL, profile: "me@my.server" },
      ],
    ]);
    expect(leave).toHaveBeenCalledWith(target);
  });

  it("reports a handle the server could not find, and stays", async () => {
    const { submit } = await openModal("akkoma-instance.json", {
      "POST /api/v1/pleroma/remote_interaction": () => ({
        status: 400,
        body: { error: "Couldn't find user" },
      }),
    });
    await submit("@me@my.server");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your account could not be found on my.server.",
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it("goes to the visitor's authorize_interaction page where the server cannot resolve handles (Mastodon)", async () => {
    const { app, submit } = await openModal("mastodon-instance.json");
    await submit("@me@my.server");
    expect(app.calls).toEqual([]);
    expect(leave).toHaveBeenCalledWith(
      "https://my.server/authorize_interaction?uri=https%3A%2F%2Fgleasonator.com%2Fusers%2Falex",
    );
  });

  it("goes straight to a server given without a handle", async () => {
    const { app, submit } = await openModal("akkoma-instance.json");
    await submit("https://My.Server/");
    expect(app.calls).toEqual([]);
    expect(leave).toHaveBeenCalledWith(
      "https://my.server/authorize_interaction?uri=https%3A%2F%2Fgleasonator.com%2Fusers%2Falex",
    );
  });

  it("closes from its close button", async () => {
    const { onClose, user } = await openModal("mastodon-instance.json");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
