import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationSettingsScreen } from "../../../src/features/settings/notifications/NotificationSettingsScreen";
import { fetchInstance } from "../../../src/store/instance/thunks";
import type { Routes } from "../account/support";
import { renderScreen } from "../bookmarks/support";
import { rawAccount } from "../../store/factories";
import {
  ME,
  settingsMember,
  type SettingsFamily,
} from "../../store/security/support";
import { selectNotifications } from "../../../src/store/notifications/selectors";

jest.setTimeout(20_000);

async function open(family: SettingsFamily, routes: Routes = {}) {
  const app = await settingsMember(family, routes);
  renderScreen(
    app,
    ["/settings/notifications"],
    <NotificationSettingsScreen />,
    "/settings/notifications",
  );
  return app;
}

const policy = {
  for_not_following: "accept",
  for_not_followers: "accept",
  for_new_accounts: "accept",
  for_private_mentions: "filter",
  for_limited_accounts: "filter",
  summary: { pending_requests_count: 0, pending_notifications_count: 0 },
};

const rule = (always: string[], with_approval: string[] = []) => ({
  always,
  with_approval,
});
const gtsPolicy = (always: string[], reblog = always) => ({
  can_favourite: rule(always),
  can_reblog: rule(reblog),
  can_reply: rule(always),
});
const gtsDefaults = {
  public: gtsPolicy(["public", "me"]),
  unlisted: gtsPolicy(["public", "me"]),
  private: gtsPolicy(["followers", "mentioned", "me"], ["me"]),
  direct: gtsPolicy(["mentioned", "me"], ["me"]),
};

describe("the notification settings screen", () => {
  it("Mastodon: saves the policy and says a refused case beside its field", async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        error:
          "Validation failed: For new accounts is not included in the list",
      },
    };
    const app = await open("mastodon", {
      "GET /api/v2/notifications/policy": () => ({ body: policy }),
      "PATCH /api/v2/notifications/policy": () => answer,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("region", { name: "Filter settings" });
    expect(
      within(form).queryByRole("region", {
        name: "Notifications from strangers",
      }),
    ).toBeNull();
    const fresh = within(form).getByLabelText("New accounts");
    await user.selectOptions(fresh, "Ignore");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "For new accounts is not included in the list",
    );
    expect(fresh).toHaveAttribute("aria-invalid", "true");
    const patch = app.calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toMatchObject({
      for_new_accounts: "drop",
      for_limited_accounts: "filter",
    });

    answer = { status: 200, body: { ...policy, for_new_accounts: "drop" } };
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
    expect(fresh).not.toHaveAttribute("aria-invalid");
    expect(
      selectNotifications(app.store.getState()).policy?.for_new_accounts,
    ).toBe("drop");
  });

  it("Mastodon 4.3 without the v2 policy: the v1 booleans, filter or show", async () => {
    const app = await settingsMember("mastodon", {
      "GET /api/v2/instance": () => ({
        body: { domain: "example.social", version: "4.3.0" },
      }),
      "GET /api/v1/notifications/policy": () => ({
        body: {
          filter_not_following: false,
          filter_not_followers: false,
          filter_new_accounts: false,
          filter_private_mentions: true,
        },
      }),
      "PATCH /api/v1/notifications/policy": () => ({
        body: {
          filter_not_following: true,
          filter_not_followers: false,
          filter_new_accounts: false,
          filter_private_mentions: true,
        },
      }),
    });
    await app.store.dispatch(fetchInstance());
    renderScreen(
      app,
      ["/settings/notifications"],
      <NotificationSettingsScreen />,
      "/settings/notifications",
    );
    const user = userEvent.setup();
    const form = await screen.findByRole("region", { name: "Filter settings" });
    expect(
      within(form).queryByLabelText("Accounts limited by moderators"),
    ).toBeNull();
    const strangers = within(form).getByLabelText("People you don't follow");
    expect(
      within(strangers)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Show", "Filter"]);
    await user.selectOptions(strangers, "Filter");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
    expect(app.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      filter_not_following: true,
      filter_not_followers: false,
      filter_new_accounts: false,
      filter_private_mentions: true,
    });
  });

  it("Pleroma: the notification settings from verify_credentials, sent with PUT", async () => {
    const app = await open("pleroma", {
      "GET /api/v1/accounts/verify_credentials": () => ({
        body: {
          ...rawAccount(ME, { username: "alice" }),
          pleroma: {
            notification_settings: {
              block_from_strangers: false,
              hide_notification_contents: true,
            },
          },
        },
      }),
      "PUT /api/pleroma/notification_settings": () => ({
        body: { status: "success" },
      }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("region", {
      name: "Notifications from strangers",
    });
    expect(
      screen.queryByRole("region", { name: "Filter settings" }),
    ).toBeNull();
    expect(
      within(form).getByLabelText("Hide the contents of push notifications"),
    ).toBeChecked();
    await user.click(
      within(form).getByLabelText(
        "Block notifications from people you don't follow",
      ),
    );
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
    expect(app.calls.find((c) => c.method === "PUT")?.body).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    });
    expect(app.store.getState().profile.notificationSettings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    });
  });

  it("GoToSocial: each visibility's choices, a refusal beside its field, and a reset", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error:
          "Bad Request: public.can_reply: 'mentioned' is not a recognized audience",
      },
    };
    const app = await open("gotosocial", {
      "GET /api/v1/interaction_policies/defaults": () => ({
        body: gtsDefaults,
      }),
      "PATCH /api/v1/interaction_policies/defaults": () => answer,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("region", {
      name: "Who can interact with your new posts",
    });
    const publicPosts = within(form).getByRole("group", { name: "Public" });
    const reply = within(publicPosts).getByLabelText("Reply");
    expect(reply).toHaveDisplayValue("Anyone");
    const followersOnly = within(form).getByRole("group", {
      name: "Followers only",
    });
    expect(within(followersOnly).getByLabelText("Like")).toHaveDisplayValue(
      "Followers and people mentioned",
    );
    expect(within(followersOnly).getByLabelText("Boost")).toBeDisabled();

    await user.selectOptions(reply, "People mentioned");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "is not a recognized audience",
    );
    expect(reply).toHaveAttribute("aria-invalid", "true");
    const sent = app.calls.find((c) => c.method === "PATCH")?.body as Record<
      string,
      Record<string, unknown>
    >;
    expect(sent.public?.can_reply).toEqual(rule(["mentioned", "me"]));
    expect(Object.keys(sent)).toEqual([
      "public",
      "unlisted",
      "private",
      "direct",
    ]);

    answer = { status: 200, body: gtsDefaults };
    app.calls.length = 0;
    await user.click(
      within(form).getByRole("button", { name: "Reset to defaults" }),
    );
    expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
    expect(app.calls[0]?.body ?? {}).toEqual({});
    expect(reply).toHaveDisplayValue("Anyone");
    expect(reply).not.toHaveAttribute("aria-invalid");
  });
});
