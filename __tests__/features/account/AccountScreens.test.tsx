import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router-dom";
import { AccountGalleryScreen } from "../../../src/features/account/AccountGalleryScreen";
import { AccountHashtagTimelineScreen } from "../../../src/features/account/AccountHashtagTimelineScreen";
import { AccountTimelineScreen } from "../../../src/features/account/AccountTimelineScreen";
import { ProfileHeader } from "../../../src/features/account/ProfileHeader";
import { ProfileTabs } from "../../../src/features/account/ProfileTabs";
import { describeWithFixtures } from "../../support/fixtures";
import {
  createTestApp,
  fixture,
  openedModals,
  renderApp,
  stubLayoutApis,
  type Call,
} from "./support";

beforeEach(stubLayoutApis);

/** Our part of the profile layout, with the routes' screens below it. */
const app = (
  <Routes>
    <Route
      path=":acct"
      element={
        <>
          <ProfileHeader />
          <ProfileTabs />
          <Outlet />
        </>
      }
    >
      <Route index element={<AccountTimelineScreen />} />
      <Route
        path="with_replies"
        element={<AccountTimelineScreen withReplies />}
      />
      <Route path="media" element={<AccountGalleryScreen />} />
      <Route path="tags/:id" element={<AccountHashtagTimelineScreen />} />
    </Route>
  </Routes>
);

function statuses(call: Call) {
  const query = call.url.searchParams;
  if (query.get("pinned") === "true")
    return { body: [fixture("pleroma-status.json")] };
  if (query.get("only_media") === "true") {
    return { body: [fixture("pleroma-status-with-attachments.json")] };
  }
  if (query.get("tagged") !== null)
    return { body: [fixture("pleroma-status-with-poll.json")] };
  return { body: [fixture("pleroma-status-reply-with-mentions.json")] };
}

async function visit(route: string) {
  const account = fixture("pleroma-account.json");
  const test = await createTestApp(
    {
      "GET /api/v1/accounts/lookup": () => ({ body: account }),
      [`GET /api/v1/accounts/${String(account.id)}/statuses`]: statuses,
    },
    "akkoma-instance.json",
  );
  renderApp(test.store, app, route);
  await screen.findByRole("heading", { level: 1, name: /Alex Gleason/ });
  return test;
}

const statusCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url.pathname.endsWith("/statuses"))
    .map((c) => Object.fromEntries(c.url.searchParams));

describeWithFixtures("account screens", () => {
  it("shows the pinned posts above the account's posts", async () => {
    const test = await visit("/@alex");
    const pinned = await screen.findByRole("region", { name: "Pinned posts" });
    expect(pinned).toHaveTextContent(
      "Good morning! Hope you have a wonderful day.",
    );
    expect(
      await screen.findByText(/DMs are definitely only federated/),
    ).toBeInTheDocument();
    expect(statusCalls(test.calls)).toEqual(
      expect.arrayContaining([
        { pinned: "true" },
        expect.objectContaining({ exclude_replies: "true" }),
      ]),
    );
  });

  it("asks for replies too on the Posts and replies tab", async () => {
    const test = await visit("/@alex/with_replies");
    expect(
      await screen.findByText(/DMs are definitely only federated/),
    ).toBeInTheDocument();
    expect(statusCalls(test.calls)).toContainEqual(
      expect.objectContaining({ exclude_replies: "false" }),
    );
    expect(
      screen.getByRole("link", { name: "Posts and replies" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("shows the media tab as a grid of thumbnails that open the MEDIA modal", async () => {
    const test = await visit("/@alex/media");
    const grid = await screen.findByRole("list", { name: "Media" });
    const thumbs = within(grid).getAllByRole("link");
    // The image; the NES ROM and the audio file are not pictures.
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]).toHaveAccessibleName("Attachment without description");
    await userEvent.click(thumbs[0]!);
    expect(openedModals(test.actions)).toEqual([
      { type: "MEDIA", props: { statusId: "AGNkA21auFR5lnEAHw", index: 0 } },
    ]);
    expect(statusCalls(test.calls)).toContainEqual(
      expect.objectContaining({ only_media: "true" }),
    );
  });

  it("leaves boosts out of the media tab, even where the server sends them", async () => {
    const own = fixture("pleroma-status-with-attachments.json");
    const [image] = own.media_attachments as Record<string, unknown>[];
    const boosted = {
      ...fixture("mitra-status-with-attachments.json"),
      media_attachments: [
        { ...image, id: "boosted-image", description: "Someone else's cat" },
      ],
    };
    const boost = {
      ...fixture("pleroma-status.json"),
      id: "boost-of-mitra",
      reblog: boosted,
    };
    const account = fixture("pleroma-account.json");
    const test = await createTestApp(
      {
        "GET /api/v1/accounts/lookup": () => ({ body: account }),
        // A server that ignores exclude_reblogs.
        [`GET /api/v1/accounts/${String(account.id)}/statuses`]: () => ({
          body: [boost, own],
        }),
      },
      "akkoma-instance.json",
    );
    renderApp(test.store, app, "/@alex/media");
    const grid = await screen.findByRole("list", { name: "Media" });
    expect(within(grid).getAllByRole("link")).toHaveLength(1);
    expect(
      within(grid).queryByRole("link", { name: "Someone else's cat" }),
    ).toBeNull();
    expect(statusCalls(test.calls)).toContainEqual(
      expect.objectContaining({
        only_media: "true",
        exclude_reblogs: "true",
      }),
    );
  });

  it("offers older pages when a page held boosts only", async () => {
    const boost = {
      ...fixture("pleroma-status.json"),
      id: "boost-of-mitra",
      reblog: fixture("mitra-status-with-attachments.json"),
    };
    const account = fixture("pleroma-account.json");
    const test = await createTestApp(
      {
        "GET /api/v1/accounts/lookup": () => ({ body: account }),
        [`GET /api/v1/accounts/${String(account.id)}/statuses`]: (call) =>
          call.url.searchParams.has("max_id")
            ? { body: [fixture("pleroma-status-with-attachments.json")] }
            : {
                body: [boost],
                headers: {
                  Link: `<${call.url.href}&max_id=${boost.id}>; rel="next"`,
                },
              },
      },
      "akkoma-instance.json",
    );
    renderApp(test.store, app, "/@alex/media");
    expect(screen.queryByText("No media here yet.")).toBeNull();
    await userEvent.click(
      await screen.findByRole("button", { name: "Load more" }),
    );
    const grid = await screen.findByRole("list", { name: "Media" });
    expect(within(grid).getAllByRole("link")).toHaveLength(1);
  });

  it("hides sensitive media behind their blurhash", async () => {
    const status = {
      ...fixture("pleroma-status-with-attachments.json"),
      sensitive: true,
    };
    const account = fixture("pleroma-account.json");
    const test = await createTestApp(
      {
        "GET /api/v1/accounts/lookup": () => ({ body: account }),
        [`GET /api/v1/accounts/${String(account.id)}/statuses`]: () => ({
          body: [status],
        }),
      },
      "akkoma-instance.json",
    );
    renderApp(test.store, app, "/@alex/media");
    const thumb = await screen.findByRole("link", {
      name: "Sensitive content",
    });
    expect(within(thumb).queryByRole("img")).toBeNull();
    expect(thumb.querySelector("canvas")).not.toBeNull();
  });

  it("shows an account's hashtag timeline under its own title, without the tabs", async () => {
    const test = await visit("/@alex/tags/Tolerance");
    expect(
      await screen.findByRole("heading", {
        name: "#Tolerance by @alex@gleasonator.com",
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText("What is tolerance?")).toBeInTheDocument();
    expect(
      screen.queryByRole("navigation", { name: "Profile sections" }),
    ).toBeNull();
    await waitFor(() =>
      expect(statusCalls(test.calls)).toContainEqual(
        expect.objectContaining({ tagged: "tolerance" }),
      ),
    );
  });
});
