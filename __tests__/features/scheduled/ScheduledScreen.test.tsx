import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ScheduledScreen } from "../../../src/features/scheduled/ScheduledScreen";
import { toLocalInput } from "../../../src/utils/localDateTime";
import type { Routes } from "../account/support";
import { callLines, memberOn, renderScreen } from "../bookmarks/support";

jest.setTimeout(20_000);

const HOUR = 3_600_000;
const inHours = (hours: number) =>
  new Date(
    Math.floor(Date.now() / 60_000) * 60_000 + hours * HOUR,
  ).toISOString();

function scheduled(id: string, at: string, text: string, over = {}) {
  return {
    id,
    scheduled_at: at,
    params: { text, visibility: "public", ...over },
    media_attachments: [],
  };
}

const LATER = inHours(48);
const SOON = inHours(5);

async function openScheduled(routes: Routes = {}) {
  const app = await memberOn("pleroma", {
    "GET /api/v1/scheduled_statuses": () => ({
      body: [
        scheduled("s1", LATER, "Courgette giveaway at the gate"),
        scheduled("s2", SOON, "Sow the winter lettuce", {
          visibility: "unlisted",
        }),
      ],
    }),
    ...routes,
  });
  renderScreen(app, ["/scheduled"], <ScheduledScreen />, "/scheduled");
  await screen.findByRole("list", { name: "Scheduled posts" });
  return app;
}

const rows = () => screen.getAllByRole("article");

describe("scheduled posts", () => {
  it("lists them soonest first, with when and to whom", async () => {
    await openScheduled();
    const [first, second] = rows();
    expect(first).toHaveTextContent("Sow the winter lettuce");
    expect(first).toHaveTextContent("Quiet public");
    expect(second).toHaveTextContent("Courgette giveaway at the gate");
    expect(within(first!).getByRole("heading")).toHaveTextContent(
      new Date(SOON).getFullYear().toString(),
    );
    expect(first!.querySelector("time")).toHaveAttribute("datetime", SOON);
  });

  it("retimes one in place; a refused time says why and keeps the form", async () => {
    let refuse = true;
    const app = await openScheduled({
      "PUT /api/v1/scheduled_statuses/s2": (call) =>
        refuse
          ? {
              status: 422,
              body: {
                error:
                  "Validation failed: Scheduled at the provided timestamp must be at least 5 minutes into the future",
              },
            }
          : {
              body: scheduled(
                "s2",
                (call.body as { scheduled_at: string }).scheduled_at,
                "Sow the winter lettuce",
              ),
            },
    });
    const user = userEvent.setup();
    await user.click(
      within(rows()[0]!).getByRole("button", { name: "Change time" }),
    );
    const form = screen.getByRole("form", { name: "Change time" });
    const field = within(form).getByLabelText("Post at");
    const later = Date.parse(LATER) + 24 * HOUR;
    fireEvent.change(field, { target: { value: toLocalInput(later) } });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      /at least 5 minutes/,
    );
    expect(app.store.getState().notices.items).toEqual([]);

    refuse = false;
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(screen.queryByRole("form", { name: "Change time" })).toBeNull();
    });
    expect(app.calls.at(-1)?.body).toEqual({
      scheduled_at: new Date(later).toISOString(),
    });
    // Now the later of the two.
    expect(rows()[1]).toHaveTextContent("Sow the winter lettuce");
  });

  it("deletes one after asking", async () => {
    const app = await openScheduled({
      "DELETE /api/v1/scheduled_statuses/s1": () => ({ body: {} }),
    });
    const user = userEvent.setup();
    await user.click(
      within(rows()[1]!).getByRole("button", { name: "Delete" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Delete" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(rows()).toHaveLength(1);
    await waitFor(() => {
      expect(callLines(app)).toContain("DELETE /api/v1/scheduled_statuses/s1");
    });
  });

  it("edit opens it in the composer; sent, it is scheduled anew and the old one deleted", async () => {
    const app = await openScheduled({
      "POST /api/v1/statuses": (call) => ({
        body: scheduled(
          "s3",
          (call.body as { scheduled_at: string }).scheduled_at,
          (call.body as { status: string }).status,
          { visibility: "unlisted" },
        ),
      }),
      "DELETE /api/v1/scheduled_statuses/s2": () => ({ body: {} }),
    });
    const user = userEvent.setup();
    await user.click(within(rows()[0]!).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Edit scheduled post",
    });
    within(dialog).getByText(/Editing a scheduled post/);
    const box = within(dialog).getByRole("textbox", { name: "Post text" });
    expect(box).toHaveValue("Sow the winter lettuce");
    await user.type(box, " and the broad beans");
    // The composer's toolbar toggle is pressed (the time kept); the submit
    // button is the last "Schedule".
    const submit = within(dialog).getAllByRole("button", { name: "Schedule" });
    await user.click(submit[submit.length - 1]!);
    await waitFor(() => {
      expect(callLines(app)).toContain("DELETE /api/v1/scheduled_statuses/s2");
    });
    const posted = app.calls.find((c) => c.method === "POST");
    expect(posted?.body).toMatchObject({
      status: "Sow the winter lettuce and the broad beans",
      visibility: "unlisted",
      scheduled_at: SOON,
    });
    await waitFor(() => {
      expect(rows().map((row) => row.textContent)).toEqual([
        expect.stringContaining("and the broad beans"),
        expect.stringContaining("Courgette giveaway"),
      ]);
    });
  });
});
