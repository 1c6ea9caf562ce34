import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileActions } from "../../../src/features/account/ProfileActions";
import { sessionStarted } from "../../../src/store/events";
import { useAppSelector } from "../../../src/store/hooks";
import { fetchAccount } from "../../../src/store/accounts/thunks";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { describeWithFixtures } from "../../support/fixtures";
import { rawAccount } from "../../store/factories";
import {
  createTestApp,
  openedModals,
  renderApp,
  type Routes,
  type TestApp,
} from "./support";

const ID = "501";

function relationship(over: Record<string, unknown> = {}) {
  return { id: ID, following: false, followed_by: false, ...over };
}

function Probe() {
  const account = useAppSelector((s) => s.accounts.byId[ID]);
  return account ? <ProfileActions account={account} /> : null;
}

/** Akkoma: notify, mute durations, notes, remove-from-followers and remote follow. */
async function showActions(
  routes: Routes,
  options: {
    member?: boolean;
    me?: string;
    locked?: boolean;
    /** Another server's instance, answered on /api/v1/instance. */
    instance?: Record<string, unknown>;
  } = {},
): Promise<TestApp> {
  const { member = true, me = "1", locked = false, instance } = options;
  const app = await createTestApp(
    {
      [`GET /api/v1/accounts/${ID}`]: () => ({
        body: rawAccount(ID, { acct: "lena@kueche.example", locked }),
      }),
      "GET /api/v1/accounts/relationships": () => ({ body: [relationship()] }),
      ...(instance
        ? { "GET /api/v1/instance": () => ({ body: instance }) }
        : {}),
      ...routes,
    },
    instance ? undefined : "akkoma-instance.json",
  );
  if (instance) await app.store.dispatch(fetchInstance());
  if (member) app.store.dispatch(sessionStarted({ accessToken: "t", me }));
  await app.store.dispatch(fetchAccount({ id: ID }));
  renderApp(app.store, <Probe />, "/");
  return app;
}

const answer = (over: Record<string, unknown>) => () => ({
  body: relationship(over),
});

const posted = (app: TestApp) =>
  app.calls
    .filter((c) => c.method === "POST")
    .map((c) => ({ path: c.url.pathname, body: c.body }));

describeWithFixtures("profile actions for members", () => {
  it("Follow turns into Following, and Unfollow asks first", async () => {
    const app = await showActions({
      "GET /api/v1/accounts/relationships": () => ({
        body: [relationship({ followed_by: true })],
      }),
      [`POST /api/v1/accounts/${ID}/follow`]: answer({
        following: true,
        followed_by: true,
      }),
      [`POST /api/v1/accounts/${ID}/unfollow`]: answer({ followed_by: true }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Follows you")).toBeInTheDocument();
    await user.click(
      await screen.findByRole("button", { name: "Follow back" }),
    );
    // The same button, still focused and hovered, now offers to unfollow.
    const button = await screen.findByRole("button", { name: "Unfollow" });
    expect(button).toHaveFocus();
    await user.unhover(button);
    act(() => button.blur());
    expect(
      await screen.findByRole("button", { name: "Following" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Following" }));
    const dialog = screen.getByRole("dialog", {
      name: "Unfollow @lena@kueche.example?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Unfollow" }));
    expect(
      await screen.findByRole("button", { name: "Follow back" }),
    ).toBeInTheDocument();
    expect(posted(app).map((p) => p.path)).toEqual([
      `/api/v1/accounts/${ID}/follow`,
      `/api/v1/accounts/${ID}/unfollow`,
    ]);
    expect(app.actions.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        "relationships/follow/pending",
        "relationships/follow/fulfilled",
      ]),
    );
  });

  it("a locked account shows Requested", async () => {
    await showActions(
      {
        [`POST /api/v1/accounts/${ID}/follow`]: answer({ requested: true }),
      },
      { locked: true },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Follow" }),
    );
    expect(
      await screen.findByRole("button", { name: /Requested|Withdraw request/ }),
    ).toBeInTheDocument();
  });

  it("a refused follow goes back to Follow, with a notice", async () => {
    const app = await showActions({
      [`POST /api/v1/accounts/${ID}/follow`]: () => ({
        status: 500,
        body: { error: "The server is busy" },
      }),
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Follow" }),
    );
    await waitFor(() =>
      expect(app.actions.map((a) => a.type)).toContain(
        "relationships/follow/rejected",
      ),
    );
    expect(screen.getByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(
      app.actions.find((a) => a.type === "notices/added")?.payload,
    ).toMatchObject({ message: "The server is busy", kind: "error" });
  });

  it("blocks from the menu after asking; Unblock takes the follow button's place", async () => {
    const app = await showActions({
      [`POST /api/v1/accounts/${ID}/block`]: answer({ blocking: true }),
    });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Follow" });
    await user.click(
      screen.getByRole("button", { name: "More for @lena@kueche.example" }),
    );
    await user.click(
      screen.getByRole("button", { name: "Block @lena@kueche.example" }),
    );
    const dialog = screen.getByRole("dialog", {
      name: "Block @lena@kueche.example?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(
      await screen.findByRole("button", { name: "Unblock" }),
    ).toBeInTheDocument();
    expect(posted(app)).toEqual([
      { path: `/api/v1/accounts/${ID}/block`, body: null },
    ]);
  });

  it("mutes for a while, notifications too, from the menu", async () => {
    const app = await showActions({
      [`POST /api/v1/accounts/${ID}/mute`]: answer({ muting: true }),
    });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Follow" });
    await user.click(
      screen.getByRole("button", { name: "More for @lena@kueche.example" }),
    );
    await user.click(
      screen.getByRole("button", { name: "Mute @lena@kueche.example" }),
    );
    const dialog = screen.getByRole("dialog", {
      name: "Mute @lena@kueche.example?",
    });
    await user.selectOptions(
      within(dialog).getByLabelText("Duration"),
      "1 hour",
    );
    await user.click(
      within(dialog).getByLabelText("Hide notifications from them"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Mute" }));
    expect(posted(app)).toEqual([
      {
        path: `/api/v1/accounts/${ID}/mute`,
        body: { notifications: false, duration: 3600, expires_in: 3600 },
      },
    ]);
    await user.click(
      screen.getByRole("button", { name: "More for @lena@kueche.example" }),
    );
    expect(
      screen.getByRole("button", { name: "Unmute @lena@kueche.example" }),
    ).toBeInTheDocument();
  });

  it.each([
    [false, "Block @lena@kueche.example", "Mute @lena@kueche.example"],
    [true, "Unmute @lena@kueche.example", "Mute @lena@kueche.example"],
  ])(
    "offers no mute where the server has none, but lifts one in force (muting: %s)",
    async (muting, shown, absent) => {
      // snac has no mutes API (notes/server-families.md, `mutes`).
      const snac = {
        uri: "snac.example",
        version: "4.0.0 (not true; really snac/2.52)",
      };
      await showActions(
        {
          "GET /api/v1/accounts/relationships": () => ({
            body: [relationship({ muting })],
          }),
        },
        { instance: snac },
      );
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole("button", {
          name: "More for @lena@kueche.example",
        }),
      );
      expect(screen.getByRole("button", { name: shown })).toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: absent }),
      ).not.toBeInTheDocument();
    },
  );

  it("the own profile has no follow button or menu", async () => {
    await showActions({}, { me: ID });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Follow" })).toBeNull(),
    );
    expect(screen.queryByRole("button", { name: /More for/ })).toBeNull();
  });

  it("visitors keep remote follow through the UNAUTHORIZED modal", async () => {
    const app = await showActions({}, { member: false });
    await userEvent.click(
      await screen.findByRole("button", { name: "Follow" }),
    );
    expect(openedModals(app.actions)).toEqual([
      {
        type: "UNAUTHORIZED",
        props: {
          action: "FOLLOW",
          accountId: ID,
          url: "https://example.social/@user501",
        },
      },
    ]);
    expect(app.calls.map((c) => c.url.pathname)).not.toContain(
      "/api/v1/accounts/relationships",
    );
  });
});
