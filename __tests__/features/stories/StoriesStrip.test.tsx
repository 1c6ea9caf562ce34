import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeStories } from "../../../src/app/HomeStories";
import { StoriesStrip } from "../../../src/features/stories/StoriesStrip";
import { sessionStarted } from "../../../src/store/events";
import { instanceFetched, rawAccount } from "../../store/factories";
import {
  createTestApp,
  renderApp,
  type Routes as FakeRoutes,
} from "../account/support";

const STORIES = "/api/web/stories/v1";
const ME = "900";

const ring = (pid: string, username: string, seen: boolean) => ({
  pid,
  avatar: `https://potluck.test/${username}.png`,
  local: true,
  username,
  latest: { id: `${pid}2`, type: "photo", preview_url: null },
  url: `https://potluck.test/stories/${username}`,
  seen,
  sid: `${pid}2`,
});

const node = (id: string, seen = false, over: object = {}) => ({
  id,
  type: "photo",
  duration: 5,
  src: `https://potluck.test/${id}.png`,
  created_at: "2026-11-27T10:00:00Z",
  expires_at: "2026-11-28T10:00:00Z",
  view_count: null,
  seen,
  ...over,
});

const NAMES: Record<string, string> = { "7": "bob", "8": "chen", [ME]: "me" };

const profile = (pid: string, nodes: unknown[]) => () => ({
  body: nodes.length
    ? [
        {
          id: "x",
          pid,
          account: rawAccount(pid, {
            username: NAMES[pid],
            acct: NAMES[pid],
          }),
          nodes,
        },
      ]
    : [],
});

async function pixelfedApp(routes: FakeRoutes) {
  const app = await createTestApp({
    [`GET ${STORIES}/recent`]: () => ({
      body: [ring("7", "bob", false), ring("8", "chen", true)],
    }),
    [`GET ${STORIES}/profile/${ME}`]: profile(ME, []),
    [`GET ${STORIES}/profile/7`]: profile("7", [node("71"), node("72")]),
    [`POST ${STORIES}/viewed`]: () => ({ body: { code: 200 } }),
    ...routes,
  });
  app.store.dispatch(
    instanceFetched({
      uri: "potluck.test",
      title: "Pixels",
      version: "3.5.3 (compatible; Pixelfed 0.12.5)",
    }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return app;
}

const viewedIds = (calls: { method: string; url: URL; body: unknown }[]) =>
  calls
    .filter((c) => c.url.pathname === `${STORIES}/viewed`)
    .map((c) => c.body);

describe("StoriesStrip", () => {
  it("steps through an account's stories, each marked seen, and turns its ring seen", async () => {
    const app = await pixelfedApp({});
    renderApp(app.store, <StoriesStrip />, "/home");
    const strip = await screen.findByRole("region", { name: "Stories" });
    const bob = await within(strip).findByRole("button", {
      name: "Stories by bob, new",
    });
    within(strip).getByRole("button", { name: "Stories by chen, seen" });
    await userEvent.click(bob);
    const viewer = await screen.findByRole("dialog", {
      name: "Stories by bob",
    });
    await within(viewer).findByRole("img", { name: "Story 1 of 2" });
    await waitFor(() => expect(viewedIds(app.calls)).toEqual([{ id: "71" }]));
    await userEvent.keyboard("{ArrowRight}");
    within(viewer).getByRole("img", { name: "Story 2 of 2" });
    await userEvent.keyboard("{ArrowLeft}");
    within(viewer).getByRole("img", { name: "Story 1 of 2" });
    await userEvent.click(within(viewer).getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(viewedIds(app.calls)).toEqual([{ id: "71" }, { id: "72" }]),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const seen = within(strip).getByRole("button", {
      name: "Stories by bob, seen",
    });
    expect(seen).toHaveFocus();
  });

  it("moves on when a story's time is up, holds while hovered or paused, and goes to the next account after the last", async () => {
    const app = await pixelfedApp({
      [`GET ${STORIES}/profile/8`]: profile("8", [node("81", true)]),
    });
    renderApp(app.store, <StoriesStrip />, "/home");
    await userEvent.click(
      await screen.findByRole("button", { name: "Stories by bob, new" }),
    );
    const viewer = await screen.findByRole("dialog", {
      name: "Stories by bob",
    });
    await within(viewer).findByRole("img", { name: "Story 1 of 2" });
    const running = () => document.querySelector<HTMLElement>("[data-running]");
    expect(getComputedStyle(running()!).animationPlayState).toBe("running");
    await userEvent.hover(within(viewer).getByRole("img"));
    expect(getComputedStyle(running()!).animationPlayState).toBe("paused");
    await userEvent.unhover(within(viewer).getByRole("img"));
    await userEvent.click(
      within(viewer).getByRole("button", { name: "Pause" }),
    );
    expect(getComputedStyle(running()!).animationPlayState).toBe("paused");
    await userEvent.click(within(viewer).getByRole("button", { name: "Play" }));
    fireEvent.animationEnd(running()!);
    within(viewer).getByRole("img", { name: "Story 2 of 2" });
    fireEvent.animationEnd(running()!);
    // Bob's last: Chen's, seen already, follow.
    const chen = await screen.findByRole("dialog", { name: "Stories by chen" });
    await within(chen).findByRole("img", { name: "Story 1 of 1" });
    fireEvent.animationEnd(running()!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The focus goes back to the ring the member pressed.
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Stories by bob, seen" }),
      ).toHaveFocus(),
    );
  });

  it("adds a photo to the member's story, shows its viewers and deletes it", async () => {
    let own: unknown[] = [];
    const app = await pixelfedApp({
      [`GET ${STORIES}/profile/${ME}`]: () => profile(ME, own)(),
      [`POST ${STORIES}/add`]: () => ({
        body: {
          code: 200,
          msg: "Successfully added",
          media_id: "90",
          media_url: "https://potluck.test/90.png?v=1",
          media_type: "photo",
        },
      }),
      [`POST ${STORIES}/publish`]: ({ body }) => {
        own = [node("90", true, { view_count: 1 })];
        expect(body).toEqual({
          media_id: "90",
          duration: 10,
          can_reply: true,
          can_react: true,
        });
        return { body: { code: 200, msg: "Successfully published" } };
      },
      [`GET ${STORIES}/viewers`]: () => ({
        body: [rawAccount("7", { username: "bob", acct: "bob" })],
      }),
      [`DELETE ${STORIES}/delete/90`]: () => {
        own = [];
        return { body: { code: 200, msg: "Successfully deleted" } };
      },
    });
    renderApp(app.store, <StoriesStrip />, "/home");
    await userEvent.click(
      await screen.findByRole("button", { name: "Add to your story" }),
    );
    const add = await screen.findByRole("dialog", {
      name: "Add to your story",
    });
    expect(within(add).getByRole("button", { name: "Publish" })).toBeDisabled();
    await userEvent.upload(
      within(add).getByLabelText("Photo"),
      new File(["png"], "loaf.png", { type: "image/png" }),
    );
    expect(
      await within(add).findByRole("img", { name: "Your story" }),
    ).toHaveAttribute("src", "https://potluck.test/90.png?v=1");
    await userEvent.selectOptions(
      within(add).getByLabelText("Duration"),
      "10 seconds",
    );
    await userEvent.click(within(add).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(
      await screen.findByRole("button", { name: "Your story" }),
    );
    const viewer = await screen.findByRole("dialog", { name: "Your story" });
    await userEvent.click(
      await within(viewer).findByRole("button", { name: "1 viewer" }),
    );
    const viewers = await screen.findByRole("dialog", { name: "Viewers" });
    await within(viewers).findByText("@bob", { exact: false });
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Viewers" })).toBeNull(),
    );
    await userEvent.click(
      within(viewer).getByRole("button", { name: "Delete" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Delete" });
    await userEvent.click(
      within(confirm).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Your story" })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Add to your story" }),
      ).toHaveFocus(),
    );
    expect(viewedIds(app.calls)).toEqual([]);
  });

  it("says a refused upload in the dialog", async () => {
    const app = await pixelfedApp({
      [`POST ${STORIES}/add`]: () => ({
        status: 422,
        body: {
          message:
            "The file field must be a file of type: image/jpeg, image/png, video/mp4.",
          errors: { file: ["…"] },
        },
      }),
    });
    renderApp(app.store, <StoriesStrip />, "/home");
    await userEvent.click(
      await screen.findByRole("button", { name: "Add to your story" }),
    );
    await userEvent.upload(
      screen.getByLabelText("Photo"),
      new File(["png"], "loaf.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The file field must be a file of type",
    );
  });

  it("is not offered where the server has no stories", async () => {
    const app = await createTestApp({});
    app.store.dispatch(
      instanceFetched({ uri: "potluck.test", title: "M", version: "4.5.0" }),
    );
    app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
    renderApp(app.store, <HomeStories />, "/home");
    expect(screen.queryByRole("region", { name: "Stories" })).toBeNull();
    expect(app.calls).toEqual([]);
  });
});
